import { describe, expect, it } from 'vitest';
import type { Benutzer } from '@lieferdesk/shared';
import { monitorKriterien, monitorLesen } from '../../src/monitor/filter';

const leiter: Benutzer = {
  id: 'u',
  name: 'struktur',
  rollen: ['IS_DATEN_IMPORT_VISIBLE', 'BIPRO_STRUKTUR'],
  struktur: ['10001', '10002'],
  maklernr: '10000',
};
const gesellschaften = [{ gesellschaftId: 9999, name: 'Muster Versicherung AG' }];
const jetzt = new Date('2026-11-21T23:30:00Z');

describe('Filter des Importmonitors (Reference §9)', () => {
  it('liest ohne Zeitraum den heutigen deutschen Tag, mit Dateinummer die eine Datei', () => {
    expect(monitorLesen({}, jetzt)).toMatchObject({
      zeitraum: { vonTag: '2026-11-22', bisTag: '2026-11-22' },
    });
    expect(monitorLesen({ fileNumber: 7, dateFrom: '2026-01-01' }, jetzt)).toEqual({ nummer: 7 });
  });

  it('sucht eine Datei nach Nummer unabhängig vom Datum, sonst im Zeitraum', () => {
    const nummer = monitorKriterien(leiter, { fileNumber: 7 }, { nummer: 7 }, []);
    expect(nummer).toMatchObject({ fileNumber: 7, zeitraum: undefined, modus: 1 });
    const tage = monitorLesen({ dateFrom: '2026-03-01', modus: 2 }, jetzt);
    expect(monitorKriterien(leiter, { modus: 2 }, tage, [])).toMatchObject({
      fileNumber: undefined,
      zeitraum: { vonTag: '2026-03-01', bisTag: '2026-03-01' },
      modus: 2,
    });
  });

  it('zeigt die Struktur nur auf Wunsch', () => {
    const lesen = monitorLesen({}, jetzt);
    expect(monitorKriterien(leiter, {}, lesen, []).sichtbarkeit).toEqual({
      alle: false,
      makler: new Set(['10000']),
      benutzername: 'struktur',
    });
    expect(monitorKriterien(leiter, { mitStruktur: true }, lesen, []).sichtbarkeit).toEqual({
      alle: false,
      makler: new Set(['10000', '10001', '10002']),
      benutzername: 'struktur',
    });
  });

  it('nimmt die Gesellschaft als Id oder Namen und leere Textfelder als keine Angabe', () => {
    const k = monitorKriterien(
      leiter,
      { gesellschaft: '9999', interfaceName: '  ', fileName: ' muster* ', onlyCurrentlyProcessing: true },
      monitorLesen({}, jetzt),
      gesellschaften,
    );
    expect(k).toMatchObject({
      gesellschaft: 'Muster Versicherung AG',
      interfaceName: undefined,
      fileName: 'muster*',
      onlyCurrentlyProcessing: true,
    });
  });
});

/** A missed planned run as a line of the import monitor (reference §2.14, §4) and its filter. */
import { describe, expect, it } from 'vitest';
import { importMonitorZeile, MONITOR_TEXTE } from '@lieferdesk/shared';
import type { InterfacelaufAusfall } from '../../src/data/repositories/interfacelaufAusfaelle';
import { passtZumFilter, type Dateikriterien } from '../../src/domain/dateiauswahl';
import { ausfallAlsDatei, ausfallZeile } from '../../src/monitor/ausfall';
import { ICON_FARBE } from '../../src/monitor/zeile';

const ausfall = (mehr: Partial<InterfacelaufAusfall> = {}): InterfacelaufAusfall => ({
  tag: '2026-03-26',
  interfacelaufId: 4,
  erwartetAm: '2026-03-26T05:00:00.000Z',
  seitAm: '2026-03-23T05:00:00.000Z',
  gesellschaft: 'Allianz',
  interfaceId: 1,
  interfaceName: 'GDV VUVM2023',
  modus: 1,
  geprueftAm: '2026-03-26T05:00:02.000Z',
  ...mehr,
});

describe('Zeile eines nicht gelaufenen geplanten Interfaces', () => {
  it('ist ein Kreuz mit Bestätigen, ohne Datei, und passt zum Schema der Route', () => {
    const zeile = ausfallZeile(ausfall());
    expect(importMonitorZeile.parse(zeile)).toEqual(zeile);
    expect(zeile).toEqual({
      statusErrors: MONITOR_TEXTE.status.nichtGelaufen,
      iconMetadata: { icon: 'cross', color: ICON_FARBE.fehler },
      fileName: '',
      gesellschaft: 'Allianz',
      interfaceName: 'GDV VUVM2023',
      dateFrom: '2026-03-26T05:00:00.000Z',
      numRows: 0,
      numRowsError: 0,
      numRowsWithoutError: 0,
      fileId: 0,
      interfaceId: 1,
      hasUnlockAction: false,
      hasConfirmErrorsAction: false,
      hasConfirmAction: true,
      hasImportResult: false,
      plannedRunId: 4,
    });
  });

  it('bleibt bestätigt stehen: gelber Haken, kein Bestätigen mehr', () => {
    expect(
      ausfallZeile(ausfall({ bestaetigtAm: '2026-03-26T08:00:00.000Z', bestaetigtVon: 'admin' })),
    ).toMatchObject({
      status: MONITOR_TEXTE.status.nichtGelaufenBestaetigt,
      iconMetadata: { icon: 'check', color: ICON_FARBE.bestaetigt },
      hasConfirmAction: false,
    });
  });
});

describe('Filter des Monitors auf nicht gelaufene Interfaces', () => {
  const alle: Dateikriterien = {
    modus: 1,
    sichtbarkeit: { alle: true },
    zeitraum: { vonTag: '2026-03-26', bisTag: '2026-03-26' },
  };
  const passt = (k: Partial<Dateikriterien>, a = ausfall()) =>
    passtZumFilter(ausfallAlsDatei(a), { ...alle, ...k });

  it('nach Tag der erwarteten Zeit, Modus, Gesellschaft und Interface', () => {
    expect(passt({})).toBe(true);
    expect(passt({ zeitraum: { vonTag: '2026-03-27', bisTag: '2026-03-27' } })).toBe(false);
    expect(passt({ modus: 2 })).toBe(false);
    expect(passt({ gesellschaft: 'Allianz', interfaceName: 'gdv vuvm2023' })).toBe(true);
    expect(passt({ interfaceName: '1' })).toBe(true);
    expect(passt({ gesellschaft: 'Hanse' })).toBe(false);
  });

  it('nie bei Suche nach Datei (Nummer, Name, in Bearbeitung), nie außerhalb der vollen Sicht', () => {
    expect(passt({ fileNumber: 5 })).toBe(false);
    expect(passt({ fileName: 'muster' })).toBe(false);
    expect(passt({ onlyCurrentlyProcessing: true })).toBe(false);
    expect(passt({ sichtbarkeit: { alle: false, makler: new Set(['10001']), benutzername: 'makler' } })).toBe(
      false,
    );
  });
});

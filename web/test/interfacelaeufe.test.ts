/** The planned interface runs' pure rules (reference §2.16, §5, §9) and the monitor's key of a missed run. */
import { describe, expect, it } from 'vitest';
import { MELDUNGEN, type GeplanterLauf } from '@lieferdesk/shared';
import {
  entwurfVon,
  filterAnfrage,
  mitWert,
  neuerEntwurf,
  pruefeEntwurf,
  SEITENGROESSE,
} from '../src/pages/interfacelaeufe/interfacelauf';
import { zeilenSchluessel } from '../src/pages/importMonitor/monitor';

const MO_DO = [true, false, false, true, false, false, false];

describe('Termineingabe für Interfacelauf: Prüfung', () => {
  it('ein neuer Lauf gilt für Allgemein und braucht Interface und Uhrzeit (eine Meldung für alle)', () => {
    const neu = neuerEntwurf();
    expect(neu.gesellschaft).toBe('Allgemein');
    expect(neu.days).toEqual(Array(7).fill(false));
    expect(pruefeEntwurf(neu)).toEqual({
      fehler: {},
      fehlt: ['interfaceName', 'time'],
      pflicht: MELDUNGEN.interfacelaufPflichtfelder,
    });
    expect(pruefeEntwurf({ ...neu, gesellschaft: '', interfaceName: 'GDV', time: '06:00' })).toMatchObject({
      fehlt: ['gesellschaft'],
      pflicht: MELDUNGEN.interfacelaufPflichtfelder,
    });
  });

  it('gibt mit Gesellschaft, Interface und Uhrzeit die Eingabe der API (ohne Wochentag erlaubt)', () => {
    const e = { ...neuerEntwurf(), interfaceName: 'GDV VUVM2023', time: '06:00', days: MO_DO };
    expect(pruefeEntwurf(e)).toEqual({
      daten: {
        gesellschaft: 'Allgemein',
        interfaceName: 'GDV VUVM2023',
        days: MO_DO,
        time: '06:00',
        withInactiveInterfaces: false,
      },
      fehler: {},
      fehlt: [],
    });
    expect(pruefeEntwurf({ ...e, days: Array(7).fill(false) }).daten).toBeDefined();
  });

  it('öffnet einen gespeicherten Lauf mit seiner Id und speichert ihn unter ihr', () => {
    const lauf: GeplanterLauf = {
      id: 7,
      gesellschaft: 'Allianz',
      interfaceName: 'GDV',
      interfaceId: 1,
      description: 'Bestand',
      days: MO_DO,
      time: '06:00',
      withInactiveInterfaces: true,
      zeitraum: 'Mo, Do bis 06:00',
    };
    const e = entwurfVon(lauf);
    expect(e).toEqual({
      id: 7,
      gesellschaft: 'Allianz',
      interfaceName: 'GDV',
      withInactiveInterfaces: true,
      days: MO_DO,
      time: '06:00',
    });
    expect(pruefeEntwurf(e).daten).toMatchObject({ id: 7, gesellschaft: 'Allianz' });
    // The draft's days are its own: ticking a box does not change the loaded run.
    e.days[6] = true;
    expect(lauf.days[6]).toBe(false);
  });
});

describe('Liste der geplanten Läufe', () => {
  it('zeigt 20 Zeilen je Seite und filtert nur mit dem, was angegeben ist', () => {
    expect(SEITENGROESSE).toBe(20);
    expect(filterAnfrage({ gesellschaft: '', interfaceText: '  ' })).toEqual({});
    expect(filterAnfrage({ gesellschaft: 'Allianz', interfaceText: ' gdv ' })).toEqual({
      gesellschaft: 'Allianz',
      interface: 'gdv',
    });
  });

  it('zeigt einen Wert, den die Auswahl nicht mehr anbietet, trotzdem an', () => {
    const optionen = [{ label: 'A', value: 'A' }];
    expect(mitWert(optionen, 'A')).toEqual(optionen);
    expect(mitWert(optionen, null)).toEqual(optionen);
    expect(mitWert(optionen, 'Alt')).toEqual([{ label: 'Alt', value: 'Alt' }, ...optionen]);
  });
});

describe('Monitor: Schlüssel einer Zeile', () => {
  it('die Dateinummer, für ein nicht gelaufenes geplantes Interface Lauf und erwartete Zeit', () => {
    expect(zeilenSchluessel({ fileId: 12, dateFrom: '2026-03-26T05:00:00.000Z' })).toBe('12');
    const a = zeilenSchluessel({ fileId: 0, plannedRunId: 4, dateFrom: '2026-03-26T05:00:00.000Z' });
    const b = zeilenSchluessel({ fileId: 0, plannedRunId: 4, dateFrom: '2026-03-27T05:00:00.000Z' });
    expect(a).toBe(`geplant-4-${Date.parse('2026-03-26T05:00:00.000Z')}`);
    expect(a).not.toBe(b);
  });
});

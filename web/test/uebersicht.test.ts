import { describe, expect, it } from 'vitest';
import { dokumentFilter, type UebersichtAntwort } from '@lieferdesk/shared';
import {
  kurzeWoche,
  kurzerTag,
  lieferDiagramm,
  lieferZeilen,
  quoteDiagramm,
  monitorZiel,
  quoteZeilen,
  ZIELE,
} from '../src/pages/uebersicht/uebersicht';
import { entwurfAusAdresse, filterAnfrage, offeneDokumentePfad } from '../src/pages/posteingang/posteingang';

const antwort: UebersichtAntwort = {
  tage: ['2026-03-09', '2026-03-10', '2026-03-11'],
  wochen: ['2026-W10', '2026-W11'],
  gesellschaften: [
    { gesellschaftId: 1, name: 'Alpenland' },
    { gesellschaftId: 2, name: 'Muster' },
  ],
  lieferungen: [
    { tag: '2026-03-09', gesellschaftId: 1, dokumente: 2, gdv: 1, abrechnungen: 0, mahnungen: 0 },
    { tag: '2026-03-09', gesellschaftId: 2, dokumente: 3, gdv: 0, abrechnungen: 1, mahnungen: 1 },
    { tag: '2026-03-11', gesellschaftId: 2, dokumente: 1, gdv: 0, abrechnungen: 0, mahnungen: 0 },
  ],
  quote: [
    { woche: '2026-W10', gesellschaftId: 2, geliefert: 4, automatisch: 3 },
    { woche: '2026-W11', gesellschaftId: 1, geliefert: 3, automatisch: 1 },
  ],
  offenAb: '2025-03-01',
  offeneDokumente: [{ gesellschaftId: 1, anzahl: 2 }],
  abholungen: { fehlgeschlagen: 0, ueberfaellig: 1 },
  stand: '2026-03-11T09:00:00.000Z',
};

describe('Übersicht: Diagramme und ihre Tabellen', () => {
  it('zeigt jeden Tag, auch ohne Lieferung, je Art gestapelt, für alle oder eine Gesellschaft', () => {
    const alle = lieferZeilen(antwort, null);
    expect(alle.map((z) => [z.tag, z.dokumente, z.summe])).toEqual([
      ['2026-03-09', 5, 8],
      ['2026-03-10', 0, 0],
      ['2026-03-11', 1, 1],
    ]);
    const eine = lieferZeilen(antwort, 1);
    expect(eine.map((z) => z.summe)).toEqual([3, 0, 0]);
    const daten = lieferDiagramm(alle);
    expect(daten.labels).toEqual(['09.03.', '10.03.', '11.03.']);
    expect(daten.datasets.map((d) => d.label)).toEqual([
      'Dokumente',
      'GDV-Dateien',
      'Abrechnungen',
      'Mahnlisten',
    ]);
    expect(daten.datasets[0]!.data).toEqual([5, 0, 1]);
  });

  it('zeigt die Quote je Gesellschaft in Prozent, Wochen ohne Dokumente als Lücke', () => {
    const daten = quoteDiagramm(antwort);
    expect(daten.labels).toEqual(['KW 10/2026', 'KW 11/2026']);
    expect(daten.datasets.map((d) => [d.label, d.data])).toEqual([
      ['Muster', [75, null]],
      ['Alpenland', [null, 33]],
    ]);
    expect(quoteZeilen(antwort)).toEqual([
      { woche: '2026-W10', gesellschaft: 'Muster', geliefert: 4, automatisch: 3, prozent: 75 },
      { woche: '2026-W11', gesellschaft: 'Alpenland', geliefert: 3, automatisch: 1, prozent: 33 },
    ]);
    expect(kurzerTag('2026-12-01')).toBe('01.12.');
    expect(kurzeWoche('2027-W01')).toBe('KW 01/2027');
  });
});

describe('Übersicht: Link auf die offenen Dokumente einer Gesellschaft', () => {
  const jetzt = new Date(2026, 2, 15, 10, 30);

  it('führt in den Posteingang, gefiltert auf die Gesellschaft und nicht zugeordnete Dokumente', () => {
    const pfad = offeneDokumentePfad(ZIELE.dokumente, 7, '2025-03-01');
    expect(pfad).toBe('/intern/bipro/documents?gesellschaftId=7&ab=2025-03-01');
    const entwurf = entwurfAusAdresse(new URL(pfad, 'http://x').searchParams, jetzt)!;
    const anfrage = filterAnfrage(entwurf, false);
    // The range the start page's count covers (its offenAb) up to today.
    expect(anfrage).toMatchObject({
      gesellschaftId: 7,
      filterMode: 0,
      fromDate: '2025-03-01',
      toDate: '2026-03-15',
    });
    // The list's schema takes that range (at most its longest, 13 months).
    expect(dokumentFilter.safeParse(anfrage).success).toBe(true);
    // Without `ab`: the longest range the list allows.
    const ohne = entwurfAusAdresse(new URLSearchParams('gesellschaftId=7'), jetzt)!;
    expect(filterAnfrage(ohne, false).fromDate).toBe('2025-03-15');
  });

  it('lässt ohne oder mit unlesbarem Parameter den gemerkten Filter gelten', () => {
    expect(entwurfAusAdresse(new URLSearchParams(''), jetzt)).toBeUndefined();
    expect(entwurfAusAdresse(new URLSearchParams('gesellschaftId=abc'), jetzt)).toBeUndefined();
  });
});

describe('Übersicht: Links in den Import-Monitor und die Download-Übersicht', () => {
  it('führt in den Monitor des Modus über die Tage des Diagramms, eingeschränkt wie gezählt', () => {
    expect(monitorZiel(antwort, 2, 'fehlerhaft', '12')).toBe(
      '/intern/gdv/gdv-import-monitor/2?von=2026-03-09&bis=2026-03-11&nur=fehlerhaft&gesellschaft=12',
    );
    expect(monitorZiel(antwort, 1, 'verpasst')).toBe(
      '/intern/gdv/gdv-import-monitor/1?von=2026-03-09&bis=2026-03-11&nur=verpasst',
    );
  });
});

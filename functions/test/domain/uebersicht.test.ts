import { describe, expect, it } from 'vitest';
import {
  isoWoche,
  lesezeitraum,
  offenAb,
  letzteTage,
  letzteWochen,
  monateDerTage,
  tageVor,
} from '../../src/domain/uebersicht/kalender';
import { quote, quoteJeWoche } from '../../src/domain/uebersicht/quote';
import {
  istOffen,
  offenAenderungen,
  ANTEIL_ALLE,
  anteilDesMaklers,
  tageszaehlungen,
  wochenAusTagen,
  type GezaehlteBiproDatei,
} from '../../src/domain/uebersicht/zaehlung';

const datei = (d: Partial<GezaehlteBiproDatei> = {}): GezaehlteBiproDatei => ({
  ziel: 'dokument',
  zuordnung: 0,
  maklernr: '10001',
  gesellschaftId: 7,
  creationDate: '2026-03-10T10:00:00.000Z',
  invisible: false,
  ...d,
});

describe('Übersicht: Tage und Wochen in Berlin', () => {
  it('zählt eine Lieferung um 00:30 deutscher Zeit zum deutschen Tag, im Winter wie im Sommer', () => {
    // 23:30 UTC on 9 March is 00:30 on 10 March in Berlin (CET, +1).
    const [winter] = tageszaehlungen([datei({ creationDate: '2026-03-09T23:30:00.000Z' })]);
    expect(winter).toMatchObject({ tag: '2026-03-10', monat: '2026-03' });
    // 22:30 UTC on 30 June is 00:30 on 1 July (CEST, +2): another day and another month's partition.
    const [sommer] = tageszaehlungen([datei({ creationDate: '2026-06-30T22:30:00.000Z' })]);
    expect(sommer).toMatchObject({ tag: '2026-07-01', monat: '2026-07' });
    const [vorher] = tageszaehlungen([datei({ creationDate: '2026-06-30T21:59:59.000Z' })]);
    expect(vorher).toMatchObject({ tag: '2026-06-30', monat: '2026-06' });
  });

  it('nennt die letzten 30 Tage bis zum deutschen Heute, über die Zeitumstellung hinweg', () => {
    // 29 March 2026 is the change to summer time; 22:30 UTC on 31 March is 1 April in Berlin.
    const tage = letzteTage(new Date('2026-03-31T22:30:00.000Z'), 30);
    expect(tage).toHaveLength(30);
    expect(tage[0]).toBe('2026-03-03');
    expect(tage.at(-1)).toBe('2026-04-01');
    expect(new Set(tage).size).toBe(30);
    expect(monateDerTage(tage)).toEqual(['2026-03', '2026-04']);
    expect(tageVor('2026-03-01', 1)).toBe('2026-02-28');
    expect(tageVor('2024-03-01', 1)).toBe('2024-02-29');
  });

  it('rechnet ISO-Wochen: Montag zuerst, das Jahr des Donnerstags', () => {
    expect(isoWoche('2026-01-01')).toBe('2026-W01'); // a Thursday
    expect(isoWoche('2027-01-01')).toBe('2026-W53'); // a Friday: the last week of 2026
    expect(isoWoche('2024-12-30')).toBe('2025-W01'); // a Monday of 2025's first week
    expect(isoWoche('2026-03-08')).toBe('2026-W10'); // Sunday ends the week …
    expect(isoWoche('2026-03-09')).toBe('2026-W11'); // … Monday begins the next
  });

  it('liest für 12 Wochen die Tage ab dem Montag vor elf Wochen bis heute', () => {
    // Wednesday 11 March 2026, 10:00 in Berlin.
    const { wochen, tage } = letzteWochen(new Date('2026-03-11T09:00:00.000Z'), 12);
    expect(wochen).toHaveLength(12);
    expect(wochen[0]).toBe('2025-W52'); // 2026-W01 begins on 29 December 2025
    expect(wochen.at(-1)).toBe('2026-W11');
    expect(tage[0]).toBe('2025-12-22'); // a Monday
    expect(tage.at(-1)).toBe('2026-03-11');
    expect(tage).toHaveLength(11 * 7 + 3);
  });
});

describe('Übersicht: was ein Aufruf liest', () => {
  it('liest jeden Monat der 30 Tage und jedes Wochenjahr der 12 Wochen', () => {
    // Wednesday 11 March 2026: the 30 days begin on 10 February, the 12 weeks in 2025-W52.
    const z = lesezeitraum(new Date('2026-03-11T09:00:00.000Z'), 30, 12);
    expect(z.tage[0]).toBe('2026-02-10');
    expect(z.monate).toEqual(['2026-02', '2026-03']);
    expect(z.wochen[0]).toBe('2025-W52');
    expect(z.jahre).toEqual(['2025', '2026']);
    // 60 days over three months: the one between is read too.
    const lang = lesezeitraum(new Date('2026-03-11T09:00:00.000Z'), 60, 1);
    expect(lang.monate).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(lang.jahre).toEqual(['2026']);
  });
});

describe('Übersicht: Aggregat-Schlüssel', () => {
  it('zählt jede Datei einmal für alle und einmal im Anteil ihres Maklers, nach Art', () => {
    const zaehlungen = tageszaehlungen([
      datei({ zuordnung: 2 }),
      datei({ zuordnung: 0 }),
      datei({ ziel: 'gdv' }),
      datei({ ziel: 'abrechnung' }),
      datei({ ziel: 'mahnung', maklernr: '20001' }),
      datei({ ziel: 'archiv' }),
    ]);
    const von = (anteil: string) => zaehlungen.find((z) => z.anteil === anteil)!.werte;
    expect(von(ANTEIL_ALLE)).toEqual({
      dokumente: 2,
      automatisch: 1,
      gdv: 1,
      abrechnungen: 1,
      mahnungen: 1,
      archiv: 1,
    });
    expect(von(anteilDesMaklers('10001'))).toEqual({
      dokumente: 2,
      automatisch: 1,
      gdv: 1,
      abrechnungen: 1,
      mahnungen: 0,
      archiv: 1,
    });
    expect(von(anteilDesMaklers('20001'))).toMatchObject({ mahnungen: 1, dokumente: 0 });
    expect(zaehlungen).toHaveLength(3);
  });

  it('trennt Gesellschaften und Tage in eigene Einträge (ein ADD je Item)', () => {
    const zaehlungen = tageszaehlungen([
      datei({ gesellschaftId: 1 }),
      datei({ gesellschaftId: 2 }),
      datei({ gesellschaftId: 1, creationDate: '2026-03-11T10:00:00.000Z' }),
    ]);
    expect(zaehlungen).toHaveLength(6);
    const schluessel = zaehlungen.map((z) => `${z.anteil}|${z.tag}|${z.gesellschaftId}`);
    expect(new Set(schluessel).size).toBe(6);
  });

  it('bewegt die offenen Dokumente bei Ablage, Zuordnung, Löschen und Wiederherstellen', () => {
    const offen = datei();
    expect(istOffen(offen)).toBe(true);
    expect(istOffen(datei({ zuordnung: 2 }))).toBe(false);
    expect(istOffen(datei({ invisible: true }))).toBe(false);
    expect(istOffen(datei({ ziel: 'gdv' }))).toBe(false);
    const um = (a: ReturnType<typeof offenAenderungen>, anteil: string) =>
      a.find((x) => x.anteil === anteil)?.um;

    const neu = offenAenderungen([{ nachher: offen }, { nachher: datei({ zuordnung: 2 }) }]);
    expect(um(neu, ANTEIL_ALLE)).toBe(1);
    expect(um(neu, anteilDesMaklers('10001'))).toBe(1);

    expect(um(offenAenderungen([{ vorher: offen, nachher: datei({ zuordnung: 1 }) }]), ANTEIL_ALLE)).toBe(-1);
    expect(um(offenAenderungen([{ vorher: offen, nachher: datei({ invisible: true }) }]), ANTEIL_ALLE)).toBe(
      -1,
    );
    expect(um(offenAenderungen([{ vorher: datei({ invisible: true }), nachher: offen }]), ANTEIL_ALLE)).toBe(
      1,
    );
    // A comment changes nothing: no write at all.
    expect(offenAenderungen([{ vorher: offen, nachher: { ...offen } }])).toEqual([]);
  });

  it('zählt offene Dokumente im Monat ihrer Lieferung (deutscher Tag), den der Posteingang filtert', () => {
    const aenderungen = offenAenderungen([
      // 31 March 23:30 UTC is 1 April in Berlin.
      { nachher: datei({ creationDate: '2026-03-31T23:30:00.000Z' }) },
      { nachher: datei({ creationDate: '2026-03-31T20:00:00.000Z' }) },
      { nachher: datei({ creationDate: '2026-03-05T08:00:00.000Z' }) },
    ]).filter((a) => a.anteil === ANTEIL_ALLE);
    expect(aenderungen.map(({ monat, um }) => [monat, um]).sort()).toEqual([
      ['2026-03', 2],
      ['2026-04', 1],
    ]);
    // Assigned later: taken off the month it was delivered in.
    const zugeordnet = offenAenderungen([
      {
        vorher: datei({ creationDate: '2026-01-15T08:00:00.000Z' }),
        nachher: datei({ creationDate: '2026-01-15T08:00:00.000Z', zuordnung: 1 }),
      },
    ]);
    expect(zugeordnet.find((a) => a.anteil === ANTEIL_ALLE)).toMatchObject({ monat: '2026-01', um: -1 });
  });

  it('liest die offenen Dokumente ab dem Ersten des Monats zwölf Monate zurück (deutscher Tag)', () => {
    expect(offenAb(new Date('2026-03-15T10:00:00.000Z'), 12)).toBe('2025-03-01');
    // 31 December 23:30 UTC is already January in Berlin.
    expect(offenAb(new Date('2026-12-31T23:30:00.000Z'), 12)).toBe('2026-01-01');
  });
});

describe('Übersicht: Zuordnungsquote', () => {
  it('teilt automatisch zugeordnete durch gelieferte Dokumente; ohne Dokumente keine Quote', () => {
    expect(quote(3, 4)).toBe(0.75);
    expect(quote(0, 5)).toBe(0);
    expect(quote(0, 0)).toBeUndefined();
  });

  it('zählt die Dokumente der Tage in ihre ISO-Woche, je Anteil und Gesellschaft', () => {
    const tage = tageszaehlungen([
      datei({ creationDate: '2026-03-08T10:00:00.000Z', zuordnung: 2 }), // Sunday, W10
      datei({ creationDate: '2026-03-09T10:00:00.000Z', zuordnung: 2 }), // Monday, W11
      datei({ creationDate: '2026-03-15T10:00:00.000Z' }), // Sunday, W11
      datei({ creationDate: '2026-03-10T10:00:00.000Z', ziel: 'gdv' }), // no document: no week
    ]);
    const wochen = wochenAusTagen(tage).filter((w) => w.anteil === ANTEIL_ALLE);
    expect(wochen.sort((a, b) => a.woche.localeCompare(b.woche))).toEqual([
      {
        anteil: ANTEIL_ALLE,
        jahr: '2026',
        woche: '2026-W10',
        gesellschaftId: 7,
        dokumente: 1,
        automatisch: 1,
      },
      {
        anteil: ANTEIL_ALLE,
        jahr: '2026',
        woche: '2026-W11',
        gesellschaftId: 7,
        dokumente: 2,
        automatisch: 1,
      },
    ]);
    // The week's year is the ISO year: 1 January 2027 is in 2026-W53.
    const [neujahr] = wochenAusTagen(tageszaehlungen([datei({ creationDate: '2027-01-01T10:00:00.000Z' })]));
    expect(neujahr).toMatchObject({ jahr: '2026', woche: '2026-W53' });
  });

  it('summiert die Wochen mehrerer Anteile je Gesellschaft und lässt Wochen ohne Dokumente aus', () => {
    expect(
      quoteJeWoche([
        { woche: '2026-W11', gesellschaftId: 1, dokumente: 3, automatisch: 1 },
        { woche: '2026-W10', gesellschaftId: 1, dokumente: 2, automatisch: 2 },
        { woche: '2026-W11', gesellschaftId: 1, dokumente: 1, automatisch: 0 },
        { woche: '2026-W11', gesellschaftId: 2, dokumente: 0, automatisch: 0 },
      ]),
    ).toEqual([
      { woche: '2026-W10', gesellschaftId: 1, geliefert: 2, automatisch: 2 },
      { woche: '2026-W11', gesellschaftId: 1, geliefert: 4, automatisch: 1 },
    ]);
  });
});

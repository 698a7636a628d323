/**
 * The pure parts of the processing pipeline: where a chunk's evaluation begins (the Vorlauf —
 * checked against the whole GDV sample file split at every line), a line through evaluation,
 * booking and the deletes, the rules of which work a file allows, the counters, and the
 * settlement protocol as a spreadsheet with neutralised cells.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { zaehlerSumme } from '@lieferdesk/events';
import { AUSWERTUNG_TEXTE, LESE_TEXTE, VERARBEITUNG_TEXTE } from '@lieferdesk/shared';
import { DEMO_KUNDEN, DEMO_VERMITTLERNUMMERN, DEMO_VERTRAEGE } from '../../../infra/local/demo/bestand';
import { DEMO_GESELLSCHAFTEN } from '../../../infra/local/demo/stammdaten';
import type { ImportZeileDaten } from '../../src/data/repositories/importZeilen';
import { alsXlsx, xlsxLesen } from '../../src/dokumente/xlsx';
import { werteAlleAus } from '../../src/domain/auswertung/auswerten';
import type { Auswertung } from '../../src/domain/auswertung/ergebnis';
import type { AuswertungsDaten } from '../../src/domain/auswertung/kontext';
import { abrechnungsProtokoll } from '../../src/domain/buchung/protokoll';
import type { ZeilenErgebnis } from '../../src/formate/ergebnis';
import { gdvZeilen } from '../../src/formate/gdv/zeilen';
import { protokollTabelle } from '../../src/pipeline/verarbeitung/protokoll';
import { buchungsModus } from '../../src/pipeline/verarbeitung/regeln';
import { betroffeneZeilen, vertragDer } from '../../src/pipeline/verarbeitung/betroffen';
import { nachlaufAus, nachlaufZiel } from '../../src/pipeline/verarbeitung/nachlauf';
import { rolle, vorlaufAus, vorlaufZiel } from '../../src/pipeline/verarbeitung/vorlauf';
import {
  alsLeseErgebnis,
  ausgewertet,
  auswertungEntfernt,
  istAusgewertet,
  lesung,
  mitEintrag,
  mitStatus,
  wirdVerarbeitet,
  zuordnungenVon,
} from '../../src/pipeline/verarbeitung/zeile';
import { fixture, stuecke } from '../formate/gdv/hilfen';

const DEMO: AuswertungsDaten = {
  gesellschaften: DEMO_GESELLSCHAFTEN,
  vermittlernummern: DEMO_VERMITTLERNUMMERN,
  kunden: DEMO_KUNDEN,
  vertraege: DEMO_VERTRAEGE,
};

const ZEIT = '2026-01-02T09:00:00.000Z';

/** A person's assignment of a line of the sample to demo contract 900002. */
const ZUORDNUNG_900002 = {
  vertragId: 900002,
  kundennr: 90002,
  maklernr: '10001',
  gesellschaftId: 1,
  vsnr: '59999999997',
  vsnrNorm: '59999999997',
  vsnrUebertragen: false,
  zeit: ZEIT,
  benutzer: 'admin',
};

describe('Vorlauf: ein Abschnitt, der mitten in einem Vertrag beginnt', () => {
  const zeilen: ZeilenErgebnis[] = [];
  let ganz = new Map<number, Auswertung & { zeile: number }>();
  beforeAll(async () => {
    for await (const z of gdvZeilen(stuecke(fixture('musterdatei_041222.txt')))) zeilen.push(z);
    ganz = new Map([...werteAlleAus(zeilen, DEMO)].map((e) => [e.zeile, e]));
  });

  it('erkennt Grenzen, Vertragszeilen und Zeilen, die nur folgen', () => {
    expect(rolle(zeilen[0]!)).toEqual({ art: 'grenze' });
    expect(rolle(zeilen[2]!)).toEqual({ art: 'vertrag', schluessel: '9999#59999999999' });
    expect(rolle(zeilen[164]!)).toEqual({ art: 'grenze' });
    expect(rolle({ satz: '0200#1' })).toEqual({ art: 'folgt' });
    expect(rolle({ satz: 'Courtage-Buchung', felder: { VSNR: 'x' } })).toEqual({ art: 'folgt' });
    expect(vorlaufZiel([{ art: 'folgt' }, { art: 'grenze' }])).toBeUndefined();
    expect(vorlaufZiel([{ art: 'folgt' }, { art: 'vertrag', schluessel: 'a' }])).toBe('a');
    expect(vorlaufZiel([{ art: 'folgt' }])).toBeNull();
  });

  it('gibt an jeder Schnittstelle der Musterdatei dieselben Status wie die Auswertung der ganzen Datei', () => {
    for (let schnitt = 1; schnitt < zeilen.length; schnitt++) {
      const abschnitt = zeilen.slice(schnitt);
      const vorlauf = vorlaufAus(zeilen.slice(0, schnitt), abschnitt);
      const teil = new Map([...werteAlleAus([...vorlauf, ...abschnitt], DEMO)].map((e) => [e.zeile, e]));
      for (const z of abschnitt) {
        expect({ schnitt, zeile: z.zeile, ...teil.get(z.zeile) }).toEqual({
          schnitt,
          zeile: z.zeile,
          ...ganz.get(z.zeile),
        });
      }
    }
  });

  it('geht genau bis zum Beginn des Vertrags zurück, über unlesbare Zeilen hinweg', () => {
    // Line 30 lies in the contract of lines 24–46 (59999999997, the -8): back to line 24.
    expect(vorlaufAus(zeilen.slice(0, 29), zeilen.slice(29)).map((z) => z.zeile)).toEqual(
      Array.from({ length: 6 }, (_, i) => 24 + i),
    );
    // Beginning at a contract's first line, or after the Nachsatz: nothing before.
    expect(vorlaufAus(zeilen.slice(0, 23), zeilen.slice(23))).toEqual([]);
    const kaputt = { zeile: 28, status: -7, grund: 'unlesbar' };
    const mitKaputt = [...zeilen.slice(0, 27), kaputt];
    expect(vorlaufAus(mitKaputt, zeilen.slice(28)).map((z) => z.zeile)).toEqual([24, 25, 26, 27, 28]);
  });
});

describe('von Hand zugeordnete Zeilen (Zuordnungsseite): die Auswertung folgt der Zuordnung', () => {
  const zeilen: ZeilenErgebnis[] = [];
  beforeAll(async () => {
    for await (const z of gdvZeilen(stuecke(fixture('musterdatei_041222.txt')))) zeilen.push(z);
  });
  const zaehle = (e: Iterable<{ status: number }>) => {
    const n: Record<number, number> = {};
    for (const x of e) n[x.status] = (n[x.status] ?? 0) + 1;
    return n;
  };

  it('ein GDV-Vertrag: die Zuordnung einer Zeile gilt für alle seine Zeilen', () => {
    // "Pooosmann" (lines 24–46) is -8: contract 900002 is Rudolf Pollsmann's. A person decides
    // the insurer misspelt the name and assigns line 24 to that contract.
    const gruppe = zuordnungenVon([
      {
        dateiId: 1,
        zeile: 24,
        status: 1,
        use4Booking: 1,
        satz: zeilen[23]!.satz,
        felder: zeilen[23]!.felder,
        journal: [],
        zuordnung: ZUORDNUNG_900002,
      },
    ]);
    expect([...gruppe.jeGruppe.keys()]).toEqual(['9999#59999999997']);
    const ergebnisse = [...werteAlleAus(zeilen, { ...DEMO, zuordnungen: gruppe })];
    expect(zaehle(ergebnisse)).toEqual({ 1: 145, [-2]: 18, [-16]: 1, [-17]: 1 });
    const e = new Map(ergebnisse.map((x) => [x.zeile, x]));
    expect(e.get(24)).toMatchObject({
      status: 1,
      grund: VERARBEITUNG_TEXTE.zugeordnet(900002, 90002),
      treffer: { vertragId: 900002, kundennr: 90002, maklernr: '10001' },
    });
    const vertragssatz = ergebnisse.find((x) => x.zeile > 24 && x.treffer?.art === 'vertrag')!;
    expect(vertragssatz).toMatchObject({
      status: 1,
      grund: 'Vertrag 900002 von Kunde 90002 gefunden.',
      treffer: { vertragId: 900002, vsnrNorm: '59999999997' },
    });
  });

  it('eine Listenzeile: ihr zugeordneter Vertrag statt -13', async () => {
    const { liesEingebaut } = await import('../formate/schnittstellen/hilfen');
    const { EINGEBAUT_ID } = await import('../../src/formate/schnittstellen/eingebaut');
    const courtage = await liesEingebaut(EINGEBAUT_ID.courtage, 'courtage-2024-03.csv');
    const zuordnungen = {
      jeZeile: new Map([[7, { vertragId: 900015, kundennr: 90015, maklernr: '10002' }]]),
    };
    const ergebnisse = [...werteAlleAus(courtage, { ...DEMO, datei: { gesellschaftId: 4 }, zuordnungen })];
    expect(ergebnisse.map((x) => x.status)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(ergebnisse[6]!.treffer).toMatchObject({
      art: 'provision',
      vertragId: 900015,
      vsnr: '4711-0815-23',
    });
    // A deleted or unknown contract: the rules decide again.
    const weg = { jeZeile: new Map([[7, { vertragId: 4711, kundennr: 1, maklernr: '10002' }]]) };
    expect(
      [...werteAlleAus(courtage, { ...DEMO, datei: { gesellschaftId: 4 }, zuordnungen: weg })][6]!.status,
    ).toBe(-13);
  });
});

describe('Nachlauf und betroffene Zeilen: eine Zuordnung gilt für den ganzen Vertrag, wo immer die Abschnitte enden', () => {
  const gelesen: ZeilenErgebnis[] = [];
  beforeAll(async () => {
    for await (const z of gdvZeilen(stuecke(fixture('musterdatei_041222.txt')))) gelesen.push(z);
  });
  const zuordnung = ZUORDNUNG_900002;
  /** The sample as stored lines, line `zugeordnet` assigned to contract 900002. */
  const gespeichert = (zugeordnet?: number): ImportZeileDaten[] =>
    gelesen.map((z) => ({
      dateiId: 1,
      zeile: z.zeile,
      status: z.status,
      use4Booking: 1,
      ...(z.satz === undefined ? {} : { satz: z.satz }),
      ...(z.felder === undefined ? {} : { felder: z.felder }),
      journal: [],
      ...(z.zeile === zugeordnet ? { zuordnung } : {}),
    }));
  /** Evaluates `alle` in order with the assignments among `mitZuordnungen`; by line. */
  const werte = (alle: readonly ImportZeileDaten[], mitZuordnungen: readonly ImportZeileDaten[]) =>
    new Map(
      [
        ...werteAlleAus(alle.map(alsLeseErgebnis), { ...DEMO, zuordnungen: zuordnungenVon(mitZuordnungen) }),
      ].map((e) => [e.zeile, e]),
    );

  it('erkennt, in welchem Vertrag Zeilen enden, und liest nur bis zu dessen Ende weiter', () => {
    expect(nachlaufZiel([{ art: 'vertrag', schluessel: 'a' }, { art: 'folgt' }])).toBe('a');
    expect(nachlaufZiel([{ art: 'vertrag', schluessel: 'a' }, { art: 'grenze' }])).toBeUndefined();
    expect(nachlaufZiel([{ art: 'folgt' }])).toBeUndefined();
    const zeilen = gespeichert();
    // Lines 24–29 end inside "Pooosmann" (24–46): the rest of it, not the next contract.
    expect(nachlaufAus(zeilen.slice(0, 29), zeilen.slice(29)).map((z) => z.zeile)).toEqual(
      Array.from({ length: 17 }, (_, i) => 30 + i),
    );
    // An unreadable line only follows: the walk goes on over it, but it is not the contract's.
    const mitKaputt = zeilen.map((z) =>
      z.zeile === 35 ? { ...z, status: -7, satz: undefined, felder: undefined } : z,
    );
    expect(nachlaufAus(mitKaputt.slice(0, 29), mitKaputt.slice(29)).map((z) => z.zeile)).toContain(46);
    expect(nachlaufAus(mitKaputt.slice(0, 29), mitKaputt.slice(29)).map((z) => z.zeile)).not.toContain(35);
    // Ending at a contract's last line, or with the Nachsatz: nothing after.
    expect(nachlaufAus(zeilen.slice(0, 46), zeilen.slice(46))).toEqual([]);
    expect(nachlaufAus(zeilen, [])).toEqual([]);
  });

  it('an jeder Schnittstelle der Musterdatei: beide Abschnitte folgen der Zuordnung einer Zeile des anderen', () => {
    // Line 40 ("Pooosmann", a part record) is assigned to 900002: the whole contract is 1.
    const zeilen = gespeichert(40);
    const ganz = werte(zeilen, zeilen);
    expect(ganz.get(24)).toMatchObject({ status: 1, grund: VERARBEITUNG_TEXTE.zugeordnet(900002, 90002) });
    for (let schnitt = 1; schnitt < zeilen.length; schnitt++) {
      const erster = zeilen.slice(0, schnitt);
      const zweiter = zeilen.slice(schnitt);
      const nachlauf = nachlaufAus(erster, zweiter);
      const vorlauf = vorlaufAus(erster, zweiter);
      const teile = [
        { eigene: erster, alle: erster, mit: [...erster, ...nachlauf] },
        {
          eigene: zweiter,
          alle: [...vorlauf, ...zweiter],
          mit: [...vorlauf, ...zweiter, ...nachlaufAus([...vorlauf, ...zweiter], [])],
        },
      ];
      for (const { eigene, alle, mit } of teile) {
        const teil = werte(alle, mit);
        for (const z of eigene)
          expect({ schnitt, zeile: z.zeile, ...teil.get(z.zeile) }).toEqual({
            schnitt,
            zeile: z.zeile,
            ...ganz.get(z.zeile),
          });
      }
    }
    // Without the Nachlauf the first chunk of a cut at line 30 judges 24–29 without it: -8.
    const ohne = werte(zeilen.slice(0, 29), zeilen.slice(0, 29));
    expect(ohne.get(24)?.status).toBe(-8);
  });

  it('die betroffenen Zeilen: der ganze Vertrag der zugeordneten Zeile, jede andere Zeile allein', () => {
    const zeilen = gespeichert();
    const nummern = (nr: number, z = zeilen) => betroffeneZeilen(z, nr).map((x) => x.zeile);
    const von = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
    expect(nummern(30)).toEqual(von(24, 46));
    expect(nummern(24)).toEqual(von(24, 46));
    expect(nummern(5)).toEqual(von(3, 12));
    expect(nummern(1)).toEqual([1]);
    expect(nummern(165)).toEqual([165]);
    expect(nummern(999)).toEqual([]);
    expect(vertragDer(zeilen[29]!)).toBe('9999#59999999997');
    // An unreadable line inside belongs to it (it makes the later lines -2); at its start not.
    const kaputt = (nr: number) =>
      zeilen.map((z) => (z.zeile === nr ? { ...z, status: -7, satz: undefined, felder: undefined } : z));
    expect(nummern(30, kaputt(35))).toEqual(von(24, 46));
    expect(nummern(30, kaputt(24))).toEqual(von(25, 46));
    expect(nummern(45, kaputt(46))).toEqual(von(24, 45));
  });

  it('zwei Zeilen eines Vertrags verschiedenen Verträgen zugeordnet: die jüngste Zuordnung gilt', () => {
    const zeilen = gespeichert();
    const mit = (nr: number, vertragId: number, zeit: string) => ({
      ...zeilen[nr - 1]!,
      zuordnung: { ...zuordnung, vertragId, zeit },
    });
    const frueh = mit(24, 900001, '2026-01-02T09:00:00.000Z');
    const spaet = mit(30, 900002, '2026-01-02T10:00:00.000Z');
    const gruppe = (z: ImportZeileDaten[]) => zuordnungenVon(z).jeGruppe.get('9999#59999999997')?.vertragId;
    expect(gruppe([frueh, spaet])).toBe(900002);
    expect(gruppe([spaet, frueh])).toBe(900002);
    expect(
      gruppe([{ ...frueh, zuordnung: { ...frueh.zuordnung, zeit: '2026-01-03T08:00:00.000Z' } }, spaet]),
    ).toBe(900001);
  });

  it('für jede Zeile der Musterdatei: ihre betroffenen Zeilen allein ausgewertet geben, was die ganze Datei gibt', () => {
    for (const z of gelesen) {
      const zeilen = gespeichert(z.zeile);
      const ganz = werte(zeilen, zeilen);
      const betroffen = betroffeneZeilen(zeilen, z.zeile);
      expect(betroffen.map((x) => x.zeile)).toContain(z.zeile);
      const allein = werte(betroffen, betroffen);
      for (const b of betroffen)
        expect({ zugeordnet: z.zeile, zeile: b.zeile, ...allein.get(b.zeile) }).toEqual({
          zugeordnet: z.zeile,
          zeile: b.zeile,
          ...ganz.get(b.zeile),
        });
    }
  });
});

const zeile = (z: Partial<ImportZeileDaten> = {}): ImportZeileDaten => ({
  dateiId: 7,
  zeile: 5,
  status: 0,
  use4Booking: 1,
  satz: '0200#1',
  felder: { VsNr: '4711' },
  journal: [{ zeit: '2026-01-01T08:00:00.000Z', text: LESE_TEXTE.journal.zeileEingelesen }],
  ...z,
});

describe('eine Zeile durch Auswertung, Buchung und Löschen', () => {
  it('behält das Leseergebnis, wertet immer von ihm aus und setzt beim Löschen darauf zurück', () => {
    const gelesen = zeile({ status: -1, grund: 'Datum falsch' });
    expect(lesung(gelesen)).toEqual({ status: -1, grund: 'Datum falsch' });
    const eintrag = { zeit: ZEIT, text: VERARBEITUNG_TEXTE.zeilenJournal.ausgewertet(-1, 'Datum falsch') };
    const einmal = ausgewertet(gelesen, { status: -1, grund: 'Datum falsch' }, eintrag);
    expect(einmal).toMatchObject({
      status: -1,
      leseStatus: -1,
      leseGrund: 'Datum falsch',
      auswertungsStatus: -1,
    });
    expect(istAusgewertet(einmal)).toBe(true);

    const ok = ausgewertet(
      zeile(),
      { status: 1, grund: 'gefunden', treffer: { art: 'vertrag', gesellschaftId: 1 } },
      { zeit: ZEIT, text: 'a' },
    );
    expect(ok).toMatchObject({ status: 1, grund: 'gefunden', leseStatus: 0, treffer: { art: 'vertrag' } });
    expect(ok.leseGrund).toBeUndefined();
    expect(alsLeseErgebnis(ok)).toEqual({ zeile: 5, status: 0, satz: '0200#1', felder: { VsNr: '4711' } });
    // Evaluated again with another result: still from the reading result; the match goes.
    const wieder = ausgewertet(ok, { status: -8, grund: 'anderer Kunde' }, { zeit: ZEIT, text: 'x' });
    expect(wieder).toMatchObject({ status: -8, leseStatus: 0, auswertungsStatus: -8 });
    expect(wieder.treffer).toBeUndefined();

    const zurueck = auswertungEntfernt(wieder, { zeit: ZEIT, text: 'gelöscht' });
    expect(zurueck).toEqual({
      ...zeile(),
      journal: [
        ...zeile().journal,
        { zeit: ZEIT, text: 'a' },
        { zeit: ZEIT, text: 'x' },
        { zeit: ZEIT, text: 'gelöscht' },
      ],
    });
  });

  it('eine früher von der Zuordnungsseite auf Status 1 gesetzte Zeile behält ihr Leseergebnis', () => {
    const fehler = ausgewertet(zeile(), { status: -16, grund: 'zu viele' }, { zeit: ZEIT, text: 'a' });
    const zugeordnet = { ...fehler, status: 1 };
    expect(istAusgewertet(zugeordnet)).toBe(true);
    expect(lesung(zugeordnet)).toEqual({ status: 0 });
  });

  it('nimmt eine neu gelesene Zeile (Zeile bearbeitet) nach ihrem neuen Status', () => {
    const ok = ausgewertet(zeile(), { status: 1, grund: 'gefunden' }, { zeit: ZEIT, text: 'a' });
    const bearbeitet = { ...ok, status: -7, grund: 'Formatfehler' };
    expect(istAusgewertet(bearbeitet)).toBe(false);
    expect(lesung(bearbeitet)).toEqual({ status: -7, grund: 'Formatfehler' });
  });

  it('Buchung und ihr Löschen ändern den Status, die Auswertung bleibt', () => {
    const ok = ausgewertet(zeile(), { status: 1, grund: 'gefunden' }, { zeit: ZEIT, text: 'a' });
    const gebucht = mitStatus(ok, 2, { zeit: ZEIT, text: 'Gebucht' });
    expect(gebucht).toMatchObject({ status: 2, grund: 'gefunden', auswertungsStatus: 1 });
    expect(wirdVerarbeitet(gebucht)).toBe(false);
    expect(istAusgewertet(mitStatus(gebucht, 1, { zeit: ZEIT, text: 'Buchung gelöscht' }))).toBe(true);
    // Unbookable after all (-13): the reason changes and counts as the evaluation's.
    const fehlt = mitStatus(
      ok,
      -13,
      { zeit: ZEIT, text: 'b' },
      AUSWERTUNG_TEXTE.vertragNichtImBestand('4711'),
    );
    expect(fehlt).toMatchObject({ status: -13, auswertungsStatus: -13, leseStatus: 0 });
    expect(wirdVerarbeitet(zeile({ use4Booking: 0 }))).toBe(false);
  });

  it('schreibt denselben Journaleintrag eines Laufs nur einmal', () => {
    const journal = [{ zeit: ZEIT, text: 'a' }];
    expect(mitEintrag(journal, { zeit: ZEIT, text: 'a' })).toEqual(journal);
    expect(mitEintrag(journal, { zeit: ZEIT, text: 'b' })).toHaveLength(2);
    expect(mitEintrag(journal, { zeit: '2026-01-03T00:00:00.000Z', text: 'a' })).toHaveLength(2);
  });
});

describe('Regeln der Arbeit an einer Datei', () => {
  it('bucht nach dem Modus der Datei, rechnet immer Provisionen ab', () => {
    expect(buchungsModus('buchen', { modus: 1 })).toBe(1);
    expect(buchungsModus('buchen', { modus: 2 })).toBe(2);
    expect(buchungsModus('abrechnen', { modus: 1 })).toBe(2);
  });

  it('zählt die Abschnitte zusammen und nennt das Ergebnis', () => {
    const summe = zaehlerSumme([
      { zaehler: { zeilen: 2000, fehlerhaft: 3 } },
      { zaehler: { zeilen: 539, vorlauf: 7 } },
    ]);
    expect(summe).toEqual({ zeilen: 2539, fehlerhaft: 3, vorlauf: 7 });
    expect(VERARBEITUNG_TEXTE.ergebnis('auswerten', summe)).toBe(
      'Auswertung abgeschlossen: 2539 Zeilen ausgewertet, davon 3 fehlerhaft.',
    );
    expect(VERARBEITUNG_TEXTE.ergebnis('dateiLoeschen', { geloescht: 5, behalten: 1 })).toMatch(
      /1 Zeile sind gebucht/,
    );
  });
});

describe('Abrechnungsprotokoll als .xlsx', () => {
  it('Zahlen bleiben Zahlen, Texte, die wie eine Formel beginnen, werden entschärft', async () => {
    const protokoll = abrechnungsProtokoll(
      { dateiId: 9, dateiName: 'courtage.csv' },
      [
        {
          zeile: 1,
          status: 3,
          grund: 'Provision',
          kunde: '=HYPERLINK("http://x")',
          treffer: {
            art: 'provision',
            gesellschaftId: 4,
            vsnr: '+49 123',
            provision: { betrag: -54.85, datum: '2024-03-18' },
          },
        },
        { zeile: 2, status: -13, grund: '@SUMME(A1)' },
      ],
      'voll',
      new Date('2024-03-20T10:00:00Z'),
    );
    const blatt = await xlsxLesen(await alsXlsx(protokollTabelle(protokoll)));
    expect(blatt[0]).toEqual(['Abrechnungsprotokoll courtage.csv']);
    const kopf = blatt.findIndex((z) => z[0] === 'Zeile');
    expect(blatt[kopf]).toEqual([
      'Zeile',
      'Status',
      'Bedeutung',
      'Versicherungsschein-Nr.',
      'Vertrag',
      'Kunde',
      'Buchungsdatum',
      'Betrag (EUR)',
      'Meldung',
    ]);
    expect(blatt[kopf + 1]).toEqual([
      1,
      3,
      'In Ordnung',
      "'+49 123",
      undefined,
      `'=HYPERLINK("http://x")`,
      '2024-03-18',
      -54.85,
      'Provision',
    ]);
    expect(blatt[kopf + 2]).toEqual([
      2,
      -13,
      'Vertrag nicht in der Datenbank',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      "'@SUMME(A1)",
    ]);
    expect(blatt.find((z) => z[0] === VERARBEITUNG_TEXTE.protokollSummen.betrag)).toEqual([
      VERARBEITUNG_TEXTE.protokollSummen.betrag,
      -54.85,
    ]);
  });
});

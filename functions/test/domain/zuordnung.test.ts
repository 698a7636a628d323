/**
 * The assign page's pure parts (reference §2.11, §3, §9): what a line delivers (a GDV line read with
 * its contract group), which suggestion fields match, and the ranking by how many match.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KUNDEN, DEMO_VERTRAEGE } from '../../../infra/local/demo/bestand';
import type { Kunde, Vertrag } from '../../src/domain/bestand';
import type { ZeilenErgebnis } from '../../src/formate/ergebnis';
import { gdvZeilen } from '../../src/formate/gdv/zeilen';
import {
  anschriftText,
  gelieferteDaten,
  hatVertragssatz,
  vertragsgruppe,
} from '../../src/domain/zuordnung/geliefert';
import {
  kundenTreffer,
  rangiere,
  rangiereKunden,
  rangiereVertraege,
  VORSCHLAEGE_JE_TABELLE,
  vertragsTreffer,
  type Vergleich,
} from '../../src/domain/zuordnung/rangfolge';
import { fixture, stuecke } from '../formate/gdv/hilfen';

const kunde = (nr: number) => DEMO_KUNDEN.find((k) => k.kundennr === nr)!;
const vertrag = (id: number) => DEMO_VERTRAEGE.find((v) => v.vertragId === id)!;

describe('gelieferte Daten einer Zeile', () => {
  const zeilen: ZeilenErgebnis[] = [];
  beforeAll(async () => {
    for await (const z of gdvZeilen(stuecke(fixture('musterdatei_041222.txt')))) zeilen.push(z);
  });

  it('findet die Vertragsgruppe einer GDV-Zeile: aufeinanderfolgende Zeilen mit VU und Versicherungsnummer', () => {
    // Lines 24–46: the contract 59999999997 ("Pooosmann").
    const gruppe = vertragsgruppe(zeilen, 27);
    expect(gruppe.map((z) => z.zeile)).toEqual(Array.from({ length: 23 }, (_, i) => 24 + i));
    expect(hatVertragssatz(gruppe)).toBe(true);
    // Vorsatz and Nachsatz are groups of their own; an unknown line none.
    expect(vertragsgruppe(zeilen, 1).map((z) => z.zeile)).toEqual([1]);
    expect(vertragsgruppe(zeilen, 165).map((z) => z.zeile)).toEqual([165]);
    expect(vertragsgruppe(zeilen, 999)).toEqual([]);
    // Read from a window that starts inside the group: the group starts at the window.
    expect(vertragsgruppe(zeilen.slice(29), 40)[0]?.zeile).toBe(30);
  });

  it('liest Versicherungsnehmer aus 0100, Sparte und Kundennummer der Gesellschaft aus der Gruppe (0200-Zeile)', () => {
    const g = gelieferteDaten(zeilen[26]!, vertragsgruppe(zeilen, 27));
    expect(g).toEqual({
      art: 'gdv',
      vsnr: '59999999997',
      vsnrNorm: '59999999997',
      vuNummer: '9999',
      vermittlernummer: '9999009999',
      sparte: '030',
      person: {
        name: 'Pooosmann',
        vorname: 'Rudolf',
        geburtsdatum: '1979-11-11',
        strasse: expect.any(String),
        plz: '50825',
        ort: expect.any(String),
      },
      // The policy holder's 0100 part 2 comes first (W44WWW), the 0200's (W45WWW) only without it.
      gesellschaftKundennummer: 'W44WWW',
    });
    expect(anschriftText(g.person)).toBe(`50825, ${g.person!.ort}, ${g.person!.strasse}`);
    // Every line of the group delivers the same person.
    expect(gelieferteDaten(zeilen[23]!, vertragsgruppe(zeilen, 24)).person).toEqual(g.person);
  });

  it('liest Listen- und OMDS-Zeilen aus ihren eigenen Feldern', () => {
    expect(
      gelieferteDaten({
        zeile: 2,
        satz: 'Courtage-Buchung',
        felder: {
          VSNR: 'K-884-220391',
          Provisionsbetrag: 12.5,
          Versicherungsnehmer: 'Wimmer, Florian',
          Vermittlernummer: '10473',
        },
      }),
    ).toEqual({
      art: 'provision',
      vsnr: 'K-884-220391',
      vsnrNorm: '884220391',
      person: { name: 'Wimmer', vorname: 'Florian' },
      vermittlernummer: '10473',
    });
    expect(
      gelieferteDaten({
        zeile: 3,
        felder: { VSNR: '4711', Mahnstufe: 2, Versicherungsnehmer: 'Tischlerei Moser GmbH' },
      }),
    ).toMatchObject({ art: 'mahnung', person: { name: 'Tischlerei Moser GmbH' } });
    expect(
      gelieferteDaten({
        zeile: 1,
        felder: {
          Polizzennr: 'AT-1',
          VUNr: '042',
          Familienname: 'Gruber',
          Vorname: 'Johanna',
          Personennr: 'P-1',
          SpartenCd: 'KFZ',
        },
      }),
    ).toEqual({
      art: 'omds',
      vsnr: 'AT-1',
      vsnrNorm: 'AT1',
      vuNummer: '042',
      sparte: 'KFZ',
      person: { name: 'Gruber', vorname: 'Johanna' },
      gesellschaftKundennummer: 'P-1',
    });
    expect(gelieferteDaten({ zeile: 1, felder: {} })).toEqual({ art: 'sonstig' });
  });
});

describe('übereinstimmende Felder (grün)', () => {
  const pollsmann: Vergleich = {
    vsnr: '59999999997',
    person: {
      name: 'Pooosmann',
      vorname: 'Rudolf',
      geburtsdatum: '1979-11-11',
      strasse: 'Elsholunderstr. 10',
      plz: '50825',
      ort: 'KÖLN',
    },
    kundennr: 90002,
  };

  it('vergleicht wie die Auswertung: Schreibweisen egal, nur beidseitig bekannte Werte', () => {
    // "Elsholunderstraße 10" / "Elsholunderstr. 10", "Köln" / "KÖLN": the same.
    expect(kundenTreffer(pollsmann, kunde(90002))).toEqual([
      'vorname',
      'kundennr',
      'street',
      'plz',
      'ort',
      'birthdate',
    ]);
    // 90003 has no address: only the first name matches (the birth date differs).
    expect(kundenTreffer(pollsmann, kunde(90003))).toEqual(['vorname']);
    // A first name that extends the other matches; unknown values never do.
    const ohne: Kunde = {
      kundennr: 1,
      maklernr: '1',
      name: 'Pooosmann',
      vorname: 'Rudolf-Peter',
      gesellschaftKundennummern: [],
    };
    expect(kundenTreffer(pollsmann, ohne)).toEqual(['name', 'vorname']);
    expect(kundenTreffer({}, ohne)).toEqual([]);
    // A reduced birth date matches the full one.
    expect(kundenTreffer({ person: { geburtsdatum: '1979-11' } }, kunde(90002))).toEqual(['birthdate']);
  });

  it('nimmt bei Verträgen die Versicherungsnummer dazu (normalisiert)', () => {
    expect(vertragsTreffer(pollsmann, vertrag(900002), kunde(90002))[0]).toBe('policeNr');
    expect(vertragsTreffer({ vsnr: 'VSNR 5999-9999-995' }, vertrag(900005), undefined)).toEqual(['policeNr']);
    expect(vertragsTreffer(pollsmann, vertrag(900001), kunde(90001))).toEqual(['birthdate']);
  });
});

describe('Rangfolge nach Anzahl der Übereinstimmungen', () => {
  it('sortiert nach Anzahl, dann nach Vorrang, stabil, höchstens 10', () => {
    const eintraege = Array.from({ length: 14 }, (_, i) => ({ eintrag: i, treffer: Array(i % 4).fill('x') }));
    const rang = rangiere(eintraege, (e) => [-e.eintrag]);
    expect(rang).toHaveLength(VORSCHLAEGE_JE_TABELLE);
    expect(rang.map((r) => r.eintrag)).toEqual([11, 7, 3, 10, 6, 2, 13, 9, 5, 1]);
    // Without a preference: equal counts keep their order.
    expect(rangiere(eintraege.slice(0, 5)).map((r) => r.eintrag)).toEqual([3, 2, 1, 0, 4]);
  });

  it('Verträge: mehr Treffer zuerst; bei Gleichstand die aktuelle Zuordnung, dann die gelieferte Nummer', () => {
    const kunden = new Map(DEMO_KUNDEN.map((k) => [k.kundennr, k]));
    const v: Vergleich = {
      vsnr: '59999999997',
      person: { name: 'Pollsmann', vorname: 'Rudolf', geburtsdatum: '1979-11-11', plz: '50825' },
    };
    const anderer: Vertrag = { ...vertrag(900002), vertragId: 123, vsnr: 'X-1', vsnrNorm: 'X1' };
    const rang = rangiereVertraege(v, [vertrag(900001), anderer, vertrag(900002), vertrag(900002)], kunden);
    // 900002: number + name, first name, birth date, postcode = 5; the same customer's other
    // contract 4; Kitzelpfütze only her birth date 1. Duplicates count once.
    expect(rang.map((r) => [r.eintrag.vertragId, r.treffer.length])).toEqual([
      [900002, 5],
      [123, 4],
      [900001, 1],
    ]);
    // Equal counts: the current assignment first.
    const gleich = rangiereVertraege({}, [vertrag(900001), vertrag(900005)], kunden, 900005);
    expect(gleich.map((r) => r.eintrag.vertragId)).toEqual([900005, 900001]);
  });

  it('Kunden: mehr Treffer zuerst, dann nach Kundennummer', () => {
    const v: Vergleich = {
      person: { name: 'Pollimann', vorname: 'Rudolf', geburtsdatum: '1979-12-12', plz: '50667' },
    };
    const rang = rangiereKunden(v, [kunde(90002), kunde(90003), kunde(90004), kunde(90004)]);
    expect(rang.map((r) => [r.eintrag.kundennr, r.treffer])).toEqual([
      [90004, ['name', 'vorname', 'plz', 'birthdate']],
      [90003, ['name', 'vorname', 'birthdate']],
      [90002, ['vorname']],
    ]);
  });
});

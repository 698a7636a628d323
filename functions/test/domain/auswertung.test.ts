/**
 * Every status evaluation gives (functions/src/domain/auswertung/README.md), each with the
 * smallest lines that show its rule. GDV lines are written as the reader yields them (`satz`,
 * `felder` by the GDV's technical names), so a rule is tested without a 256-byte record.
 */
import { describe, expect, it } from 'vitest';
import type { ZeilenErgebnis } from '../../src/formate/ergebnis';
import type { Kunde, Vertrag } from '../../src/domain/bestand';
import { werteAlleAus, werteZeileAus } from '../../src/domain/auswertung/auswerten';
import { gruppenSchluessel } from '../../src/domain/auswertung/gdv';
import { baueKontext, type AuswertungsDaten } from '../../src/domain/auswertung/kontext';
import { AUSWERTUNG_STATUS as S } from '../../src/domain/auswertung/status';

const kunde = (k: Partial<Kunde> & Pick<Kunde, 'kundennr' | 'name'>): Kunde => ({
  maklernr: '10001',
  gesellschaftKundennummern: [],
  ...k,
});
const vertrag = (
  v: Partial<Vertrag> & Pick<Vertrag, 'vertragId' | 'vsnr' | 'vsnrNorm' | 'kundennr'>,
): Vertrag => ({
  gesellschaftId: 1,
  vuNummer: '9999',
  sparte: '030',
  maklernr: '10001',
  geloescht: false,
  ...v,
});

const DATEN: AuswertungsDaten = {
  gesellschaften: [
    { gesellschaftId: 1, name: 'Muster Versicherung AG', vuNrBafin: '9999' },
    { gesellschaftId: 2, name: 'Nordstern Lebensversicherung AG', vuNrBafin: '5501' },
  ],
  vermittlernummern: [
    { gesellschaftId: 1, nummer: '9999009999', maklernr: '10001' },
    { gesellschaftId: 1, nummer: '7777', maklernr: '20001' },
  ],
  kunden: [
    kunde({
      kundennr: 1,
      name: 'Alt',
      vorname: 'Anna',
      geburtsdatum: '1970-01-01',
      gesellschaftKundennummern: [{ gesellschaftId: 1, nummer: 'K-ANNA' }],
    }),
    kunde({ kundennr: 2, name: 'Doppel', vorname: 'Dora', geburtsdatum: '1980-02-02' }),
    kunde({ kundennr: 3, name: 'Doppel', vorname: 'Dora', geburtsdatum: '1980-02-02', plz: '50000' }),
    kunde({ kundennr: 4, name: 'Fremd', vorname: 'Fritz', maklernr: '20001' }),
    kunde({ kundennr: 5, name: 'Tischlerei Moser GmbH' }),
  ],
  vertraege: [
    vertrag({ vertragId: 100, vsnr: 'K-1000', vsnrNorm: '1000', kundennr: 1 }),
    vertrag({ vertragId: 101, vsnr: '2000', vsnrNorm: '2000', kundennr: 4, maklernr: '20001' }),
    vertrag({ vertragId: 102, vsnr: '3000', vsnrNorm: '3000', kundennr: 1 }),
    vertrag({ vertragId: 103, vsnr: '03000', vsnrNorm: '3000', kundennr: 1 }),
    vertrag({ vertragId: 104, vsnr: '4000', vsnrNorm: '4000', kundennr: 1, geloescht: true }),
    vertrag({
      vertragId: 105,
      vsnr: 'RS-5',
      vsnrNorm: 'RS5',
      kundennr: 5,
      gesellschaftId: 2,
      vuNummer: '5501',
    }),
  ],
};

let nr = 0;
const zeile = (satz: string, felder: Record<string, unknown>, status = 0): ZeilenErgebnis => ({
  zeile: ++nr,
  status,
  satz,
  felder,
});
const kopf = (vsnr: string | null, weitere: Record<string, unknown> = {}) => ({
  VuNr: '9999',
  Sparte: 30,
  VsNr: vsnr,
  GeschaeftsstelleVermittler: '9999009999',
  ...weitere,
});
const anschrift = (vsnr: string | null, weitere: Record<string, unknown> = {}) =>
  zeile('0100#1', {
    Satzart: 100,
    ...kopf(vsnr),
    Adresskennzeichen: '01',
    Name1: 'Alt',
    Name3: 'Anna',
    Geburtsdatum: '1970-01-01',
    PLZ: '50825',
    Ort: 'Köln',
    Str: 'Hauptstr. 1',
    ...weitere,
  });
const anschrift2 = (vsnr: string, weitere: Record<string, unknown> = {}) =>
  zeile('0100#2', { Satzart: 100, ...kopf(vsnr), ...weitere });
const vertragssatz = (vsnr: string | null, weitere: Record<string, unknown> = {}) =>
  zeile('0200#1', {
    Satzart: 200,
    ...kopf(vsnr),
    Vertragsbeginn: '2024-01-01',
    Vertragsablauf: '2025-01-01',
    Zahlungsweise: '8',
    Vertragsstatus: '1',
    GesbeitragNettoInWE: 123.45,
    ...weitere,
  });
const teil = (vsnr: string, weitere: Record<string, unknown> = {}) =>
  zeile('0210.030#1', { Satzart: 210, ...kopf(vsnr), ...weitere });
const inkasso = (vsnr: string, weitere: Record<string, unknown> = {}) =>
  zeile('0400#1', {
    Satzart: 400,
    ...kopf(vsnr),
    Buchungsdatum: '2024-03-13',
    GesProvisionsbetragInWE: 12.5,
    ...weitere,
  });
const provision = (vsnr: string | null, weitere: Record<string, unknown> = {}) =>
  zeile('Courtage-Buchung', {
    Vermittlernummer: null,
    VSNR: vsnr,
    Versicherungsnehmer: 'Alt, Anna',
    Sparte: 'Unfall',
    Beitrag: 100,
    Provisionssatz: 10,
    Provisionsbetrag: 10,
    Buchungsdatum: '2024-03-04',
    Buchungstext: 'Bestandsprovision',
    ...weitere,
  });
const mahnung = (vsnr: string, weitere: Record<string, unknown> = {}) =>
  zeile('Mahnung', {
    VSNR: vsnr,
    Versicherungsnehmer: 'Alt, Anna',
    Mahnstufe: 2,
    Faelligkeit: '2024-02-01',
    OffenerBetrag: 78.1,
    Mahndatum: '2024-03-05',
    ...weitere,
  });
const omds = (polizzennr: string, weitere: Record<string, unknown> = {}) =>
  zeile('OMDS 2.x Verträge', {
    VUNr: '9999',
    Polizzennr: polizzennr,
    VtgBeg: '2024-01-01',
    VtgEnd: '2034-01-01',
    PraemieNtoVtg: 312.4,
    WaehrungsCd: 'EUR',
    SpartenCd: 'HH',
    Personennr: null,
    Familienname: 'Neu',
    Vorname: 'Nora',
    Firmenname: null,
    ...weitere,
  });

type Datei = AuswertungsDaten['datei'];
const werte = (zeilen: ZeilenErgebnis[], datei?: Datei, daten: Partial<AuswertungsDaten> = {}) => [
  ...werteAlleAus(zeilen, { ...DATEN, ...daten, datei }),
];
const status = (zeilen: ZeilenErgebnis[], datei?: Datei, daten: Partial<AuswertungsDaten> = {}) =>
  werte(zeilen, datei, daten).map((a) => a.status);
const FIRMA_1: Datei = { gesellschaftId: 1 };

describe('Status 1: ausgewertet', () => {
  it('GDV: bestehender Vertrag — Person, Vertrag und Teile treffen ihn', () => {
    const e = werte([
      anschrift('K 0001000'),
      anschrift2('K 0001000'),
      vertragssatz('K 0001000'),
      teil('K 0001000'),
    ]);
    expect(e.map((a) => a.status)).toEqual([1, 1, 1, 1]);
    expect(e[0]!.grund).toBe('Vertrag 100 von Kunde 1 gefunden.');
    expect(e[2]!.treffer).toEqual({
      art: 'vertrag',
      gesellschaftId: 1,
      maklernr: '10001',
      vuNummer: '9999',
      vsnr: 'K 0001000',
      vsnrNorm: '1000',
      vertragId: 100,
      kundennr: 1,
      person: {
        name: 'Alt',
        vorname: 'Anna',
        geburtsdatum: '1970-01-01',
        strasse: 'Hauptstr. 1',
        plz: '50825',
        ort: 'Köln',
      },
      werte: {
        sparte: '030',
        beginn: '2024-01-01',
        ablauf: '2025-01-01',
        beitrag: 123.45,
        zahlweise: 'monatlich',
        status: 'aktiv',
      },
    });
    expect(e[3]!.treffer).toMatchObject({ art: 'zugehoerig', vertragId: 100 });
  });

  it('GDV: neuer Vertrag für einen gefundenen Kunden, neuer Vertrag mit neuem Kunden', () => {
    const e = werte([
      anschrift('5555'),
      vertragssatz('5555'),
      anschrift('6666', { Name1: 'Neu', Name3: 'Nora' }),
      vertragssatz('6666'),
    ]);
    expect(e.map((a) => [a.status, a.grund])).toEqual([
      [1, 'Kunde 1 gefunden.'],
      [1, 'Der Vertrag wird für Kunde 1 neu angelegt.'],
      [1, 'Der Kunde wird neu angelegt.'],
      [1, 'Vertrag und Kunde werden neu angelegt.'],
    ]);
    expect(e[1]!.treffer?.kundennr).toBe(1);
    expect(e[1]!.treffer?.vertragId).toBeUndefined();
    expect(e[3]!.treffer?.kundennr).toBeUndefined();
    expect(e[3]!.treffer?.person).toMatchObject({ name: 'Neu', vorname: 'Nora' });
  });

  it('GDV: Vorsatz, Nachsatz, andere Anschriften und unbekannte Satzarten', () => {
    const e = werte([
      zeile('0001#1', { Satzart: 1, VuNr: '9999' }),
      anschrift('1000'),
      anschrift('1000', { Adresskennzeichen: '14', Name1: 'Vermittler' }),
      anschrift2('1000', { PersonenKundenNrVersicherers: 'GEHOERT-DEM-VERMITTLER' }),
      zeile('0800', undefined as never),
      zeile('9999#1', { Satzart: 9999 }),
    ]);
    expect(e.map((a) => a.status)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(e[0]!.grund).toBe('Vorsatz der Gesellschaft „Muster Versicherung AG“.');
    expect(e[2]!.grund).toContain('Adresskennzeichen 14');
    expect(e[4]!.grund).toBe('Satzart 0800 wird nicht ausgewertet.');
  });

  it('GDV: ein Teil ohne Kopf in der Lieferung gehört zum bestehenden Vertrag; 0400 ist eine Provision', () => {
    const e = werte([teil('1000'), inkasso('1000')]);
    expect(e.map((a) => a.status)).toEqual([1, 1]);
    expect(e[1]!.treffer).toMatchObject({
      art: 'provision',
      vertragId: 100,
      provision: { betrag: 12.5, datum: '2024-03-13' },
    });
  });

  it('Courtage, Mahnung, OMDS und Kopfzeile', () => {
    const e = werte([zeile('CSV-Kopfzeile', {}), provision('K-1000'), mahnung('1000')], FIRMA_1);
    expect(e.map((a) => a.status)).toEqual([1, 1, 1]);
    expect(e[1]!.grund).toBe('Provision 10,00 EUR zu Vertrag 100.');
    expect(e[1]!.treffer).toMatchObject({
      art: 'provision',
      vertragId: 100,
      provision: { betrag: 10, provisionssatz: 10, datum: '2024-03-04', text: 'Bestandsprovision' },
    });
    expect(e[2]!.treffer).toMatchObject({
      art: 'mahnung',
      vertragId: 100,
      mahnung: { stufe: 2, betrag: 78.1 },
    });
    // OMDS without a broker in the file: the file is uploaded by broker 10001.
    expect(werte([omds('HH-1')], { dateiMakler: '10001' })[0]).toMatchObject({
      status: 1,
      grund: 'Vertrag und Kunde werden neu angelegt.',
      treffer: { art: 'vertrag', maklernr: '10001', werte: { sparte: 'HH', beitrag: 312.4 } },
    });
    // A company's name without a comma: the beginning matches (file of company 2).
    expect(
      werte([provision('RS-5', { Versicherungsnehmer: 'Tischlerei Moser GmbH; Wien' })], {
        gesellschaftId: 2,
      })[0]!.status,
    ).toBe(1);
  });
});

describe('Fehlerstatus', () => {
  it('-1: Versicherungsschein-Nummer fehlt, Name fehlt, Provisionsbetrag fehlt; Lesefehler bleiben', () => {
    expect(werte([anschrift(null)])[0]).toMatchObject({
      status: S.wertFalsch,
      grund: 'Die Versicherungsschein-Nummer fehlt.',
    });
    expect(werte([anschrift('5555', { Name1: null })])[0]).toMatchObject({
      status: -1,
      grund: 'Der Name des Versicherungsnehmers fehlt.',
    });
    expect(status([provision('1000', { Provisionsbetrag: null })], FIRMA_1)).toEqual([-1]);
    expect(status([provision('  ')], FIRMA_1)).toEqual([-1]);
    expect(werte([zeile('0200#1', { Satzart: 200, ...kopf('1000') }, -1)])[0]).toEqual({
      zeile: nr,
      status: -1,
      grund: undefined,
    });
  });

  it('-2: nach einem Fehler sind die übrigen Zeilen desselben Vertrags Folgefehler, der nächste Vertrag nicht', () => {
    const e = werte([
      anschrift('1000', { Name1: 'Anders' }),
      anschrift2('1000'),
      vertragssatz('1000'),
      teil('1000'),
      anschrift('5555'),
    ]);
    expect(e.map((a) => a.status)).toEqual([S.andererKunde, S.folgefehler, S.folgefehler, S.folgefehler, 1]);
    expect(e[3]!.grund).toBe(`Folgefehler: Zeile ${e[0]!.zeile} desselben Vertrags hat den Status -8.`);
  });

  it('-2: auch nach einem Lesefehler (-7) mitten im Vertrag', () => {
    const kaputt: ZeilenErgebnis = {
      zeile: ++nr,
      status: -7,
      grund: 'kein Teildatensatz passt',
      roh: '0220…',
    };
    expect(
      status([anschrift('1000'), vertragssatz('1000'), kaputt, teil('1000'), anschrift('5555')]),
    ).toEqual([1, 1, -7, -2, 1]);
  });

  it('-3: die Nummer ist zweimal aktiv im Bestand', () => {
    const [a] = werte([anschrift('3000')]);
    expect(a).toMatchObject({
      status: S.duplikat,
      grund: 'Die Versicherungsschein-Nummer 3000 ist mehrfach im Bestand (Verträge 102, 103).',
    });
    expect(status([provision('3000')], FIRMA_1)).toEqual([-3]);
  });

  it('-4: andere Gesellschaft als die der Datei; Vermittlernummer eines anderen Maklers', () => {
    expect(werte([anschrift('1000')], { gesellschaftId: 2 })[0]).toMatchObject({
      status: S.falschZugeordnet,
      grund:
        'Der Datensatz gehört zur Gesellschaft „Muster Versicherung AG“, die Datei wurde für „Nordstern Lebensversicherung AG“ eingelesen.',
    });
    expect(
      status([anschrift('5555', { GeschaeftsstelleVermittler: '7777' })], { dateiMakler: '10001' }),
    ).toEqual([-4]);
    expect(
      status([provision('1000', { Vermittlernummer: '7777' })], { gesellschaftId: 1, dateiMakler: '10001' }),
    ).toEqual([-4]);
  });

  it('-5: kein Makler für einen neuen Vertrag; kein Versicherungsnehmer für einen neuen Vertrag', () => {
    expect(werte([anschrift('5555', { GeschaeftsstelleVermittler: '123' })])[0]).toMatchObject({
      status: S.zusatzdatenFehlen,
      grund: expect.stringContaining('Vermittlernummer 123 ist keinem Makler zugeordnet'),
    });
    expect(werte([vertragssatz('5555')])[0]).toMatchObject({
      status: -5,
      grund: expect.stringContaining('Satzart 0100'),
    });
    expect(status([omds('HH-1')])).toEqual([-5]);
    // A known contract needs no broker from the line: it brings its own.
    expect(status([anschrift('1000', { GeschaeftsstelleVermittler: '123' }), vertragssatz('1000')])).toEqual([
      1, 1,
    ]);
  });

  it('-6: Sparte unbekannt, nicht bei der Gesellschaft, oder anders als im Vertrag', () => {
    expect(werte([anschrift('5555', { Sparte: 999 })])[0]).toMatchObject({
      status: S.sparteFalsch,
      grund: 'Die Sparte 999 ist nicht bekannt.',
    });
    const nurUnfall = { spartenJeGesellschaft: new Map([[1, new Set(['030'])]]) };
    expect(status([anschrift('5555', { Sparte: 40 })], undefined, nurUnfall)).toEqual([-6]);
    expect(status([omds('HH-1')], { dateiMakler: '10001' }, nurUnfall)).toEqual([-6]);
    expect(werte([anschrift('1000'), vertragssatz('1000', { Sparte: 40 })])[1]).toMatchObject({
      status: -6,
      grund: 'Die Sparte 040 passt nicht zum Vertrag 100 (Sparte 030).',
    });
  });

  it('-8: Vertrag bei einem anderen Kunden oder Makler; Inhaber der Provisionszeile passt nicht', () => {
    expect(werte([anschrift('1000', { Name1: 'Alt', Name3: 'Bernd' })])[0]).toMatchObject({
      status: S.andererKunde,
      grund:
        'Der Vertrag 100 gehört zu Kunde 1 (Alt, Anna (01.01.1970)), der Datensatz nennt Alt, Bernd (01.01.1970).',
    });
    expect(werte([anschrift('2000', { Name1: 'Fremd', Name3: 'Fritz' })])[0]).toMatchObject({
      status: -8,
      grund: 'Der Vertrag 101 wird bei einem anderen Makler geführt.',
    });
    expect(status([provision('1000', { Versicherungsnehmer: 'Gruber, Johanna' })], FIRMA_1)).toEqual([-8]);
    expect(status([mahnung('1000', { Versicherungsnehmer: 'Alt, Bernd' })], FIRMA_1)).toEqual([-8]);
    expect(status([omds('1000')], { dateiMakler: '10001' })).toEqual([-8]);
  });

  it('-10: VU-Nummer unbekannt; eine Liste ohne Gesellschaft der Datei', () => {
    expect(
      werte([zeile('0001#1', { Satzart: 1, VuNr: '5512' }), anschrift('1000', { VuNr: '5512' })]).map((a) => [
        a.status,
        a.grund,
      ]),
    ).toEqual([
      [S.fremdbezeichnung, 'Die VU-Nummer „5512“ ist keiner Gesellschaft zugeordnet.'],
      [S.fremdbezeichnung, 'Die VU-Nummer „5512“ ist keiner Gesellschaft zugeordnet.'],
    ]);
    expect(status([provision('1000')])).toEqual([-10]);
    expect(status([mahnung('1000')], { gesellschaftId: 99 })).toEqual([-10]);
    expect(status([omds('HH-1', { VUNr: '042' })], { dateiMakler: '10001' })).toEqual([-10]);
  });

  it('-13: Provision, Mahnung, Teil oder Inkasso ohne Vertrag; gelöschter Vertrag', () => {
    expect(werte([provision('9999')], FIRMA_1)[0]).toMatchObject({
      status: S.vertragFehlt,
      grund: 'Der Vertrag 9999 ist nicht im Bestand.',
    });
    expect(werte([mahnung('4000')], FIRMA_1)[0]).toMatchObject({
      status: -13,
      grund: 'Der Vertrag 104 (4000) ist gelöscht.',
    });
    expect(status([teil('9999')])).toEqual([-13]);
    expect(status([inkasso('9999')])).toEqual([-13]);
    // With the contract record in the delivery, the collection record books to the new contract.
    expect(status([anschrift('5555'), vertragssatz('5555'), inkasso('5555')])).toEqual([1, 1, 1]);
    // Person without contract record, then a part: nothing to attach it to.
    expect(status([anschrift('5555'), teil('5555')])).toEqual([1, -13]);
  });

  it('-16: mehrere Kunden passen, die Anschrift entscheidet nicht', () => {
    expect(
      werte([
        anschrift('5555', { Name1: 'Doppel', Name3: 'Dora', Geburtsdatum: '1980-02-02', PLZ: '12345' }),
      ])[0],
    ).toMatchObject({
      status: S.zuVielePersonen,
      grund: '2 Kunden passen zu Doppel, Dora (02.02.1980): Bitte ordnen Sie den Datensatz zu.',
    });
    // The postcode singles one out: no error.
    const [eindeutig] = werte([
      anschrift('5555', { Name1: 'Doppel', Name3: 'Dora', Geburtsdatum: '1980-02-02', PLZ: '50000' }),
    ]);
    expect(eindeutig).toMatchObject({ status: 1, grund: 'Kunde 3 gefunden.' });
  });

  it('-17: die Kundennummer der Gesellschaft gehört einem anderen Kunden', () => {
    const e = werte([
      anschrift('5555', { Name1: 'Neu', Name3: 'Nora' }),
      anschrift2('5555', { PersonenKundenNrVersicherers: 'K-ANNA' }),
      vertragssatz('5555'),
    ]);
    expect(e.map((a) => a.status)).toEqual([1, S.kundennummerFalsch, -2]);
    expect(e[1]!.grund).toBe(
      'Die Kundennummer K-ANNA der Gesellschaft ist bei Kunde 1 (Alt, Anna (01.01.1970)) hinterlegt: möglicherweise falscher Kunde.',
    );
    // The number of the customer found: fine, and kept for booking.
    const gut = werte([anschrift('5555'), vertragssatz('5555', { PersonenKundenNrVersicherers: 'K-ANNA' })]);
    expect(gut.map((a) => a.status)).toEqual([1, 1]);
    expect(gut[1]!.treffer?.gesellschaftKundennummer).toBe('K-ANNA');
    expect(status([omds('HH-1', { Personennr: 'K-ANNA' })], { dateiMakler: '10001' })).toEqual([-17]);
  });
});

describe('Kontext', () => {
  it('der Gruppenschlüssel: VU-Nummer und normalisierte Nummer', () => {
    expect(gruppenSchluessel(anschrift('K-0001000'))).toBe('9999#1000');
    expect(gruppenSchluessel(zeile('0001#1', { VuNr: '9999' }))).toBeUndefined();
  });

  it('eine Zeile ohne Felder und eine unbekannte Zeilenart sind ausgewertet, ohne Treffer', () => {
    const k = baueKontext(DATEN);
    expect(werteZeileAus({ zeile: 1, status: 0, satz: 'Irgendwas', felder: { Spalte: 'x' } }, k)).toEqual({
      status: 1,
      grund: 'Die Zeilenart wird nicht ausgewertet.',
    });
    expect(werteZeileAus({ zeile: 2, status: 0 }, k).status).toBe(1);
    expect(werteZeileAus({ zeile: 3, status: -9, grund: 'Prüfung' }, k)).toEqual({
      status: -9,
      grund: 'Prüfung',
    });
  });
});

/**
 * Demo portfolio: customers, contracts and intermediary numbers, chosen so that importing the
 * fixture files gives the mix a broker meets in practice (the reasoning per line is in
 * functions/test/domain/musterdatei.test.ts):
 *
 * musterdatei_041222.txt (GDV sample, VU 9999 = company 1; intermediary 9999009999 = broker 10001)
 * - 59999999999 Kitzelpfütze: contract 900001 exists with the delivered values → matched, unchanged;
 * - 59999999998 Pollsmann: customer 90002 exists, the contract not → new contract for him;
 * - 59999999997 "Pooosmann": the contract 900002 is Rudolf Pollsmann's → -8 (a person decides
 *   whether the insurer misspelt the name or the contract went to the wrong customer);
 * - 59999999996 Pollimann: two customers of that name and birth date (90003 without address,
 *   90004 in another postcode; both hold the insurer's customer number W43WWW the line delivers,
 *   a duplicate as books have them) → -16;
 * - 59999999995 … 91 Fresy: customer 90005 with contract 900005 (premium changed → update) and
 *   four new contracts for him;
 * - 59999999990 Gillensvier, 59999999988 Gillenszwei, 59999999986 Auszeilerbx (a bundle):
 *   new customers with new contracts;
 * - 59999999989 Gillensdrei "Hans": the insurer's customer number W45HHH is held by customer
 *   90006 Johannes Gillensdrei → -17;
 * - 59999999987 Gillenseins: contract 900007 exists, premium changed → update.
 *
 * kranken.gdv (VU 5501 = company 2; intermediary 12345-67 = broker 10002): customer 90011 Hansi
 * Mayer exists, contract VS12345 not → new contract for him; the broker's own address record
 * (Adresskennzeichen 14) is noted, not matched.
 *
 * The project's commission and dunning samples (functions/src/formate/schnittstellen/eingebaut/
 * beispiele, intermediary 10473) read for company 4 find their contracts at broker 10002, except
 * 4711-0899-11: Sabine Weiß (90018) is the broker's customer, known to the company by her number,
 * but this new contract of hers is not in the portfolio yet → -13.
 *
 * Numbers stay below the counters' ranges (customers from 100001, contracts from 1000001).
 */
import type { Kunde, Vermittlernummer, Vertrag } from '@lieferdesk/functions/domain/bestand';
import { normalisiereVsnr } from '@lieferdesk/functions/domain/vsnr';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { kundenRepository } from '@lieferdesk/functions/data/repositories/kunden';
import { vermittlernummernRepository } from '@lieferdesk/functions/data/repositories/vermittlernummern';
import { vertraegeRepository } from '@lieferdesk/functions/data/repositories/vertraege';

export const DEMO_VERMITTLERNUMMERN: Vermittlernummer[] = [
  { gesellschaftId: 1, nummer: '9999009999', maklernr: '10001' },
  { gesellschaftId: 2, nummer: '12345-67', maklernr: '10002' },
  { gesellschaftId: 4, nummer: '10473', maklernr: '10002' },
  { gesellschaftId: 3, nummer: 'RS-20001', maklernr: '20001' },
];

const kunde = (
  k: Omit<Kunde, 'gesellschaftKundennummern'> & Partial<Pick<Kunde, 'gesellschaftKundennummern'>>,
): Kunde => ({
  gesellschaftKundennummern: [],
  ...k,
});

export const DEMO_KUNDEN: Kunde[] = [
  // Broker 10001, the GDV sample file.
  kunde({
    kundennr: 90001,
    maklernr: '10001',
    name: 'Kitzelpfütze',
    vorname: 'Martina',
    geburtsdatum: '1979-11-11',
    strasse: 'Sebeneteriestr. 44',
    plz: '52222',
    ort: 'Stolberg (Rhld.)',
    gesellschaftKundennummern: [{ gesellschaftId: 1, nummer: 'B4LTTT' }],
  }),
  kunde({
    kundennr: 90002,
    maklernr: '10001',
    name: 'Pollsmann',
    vorname: 'Rudolf',
    geburtsdatum: '1979-11-11',
    strasse: 'Elsholunderstraße 10',
    plz: '50825',
    ort: 'Köln',
    gesellschaftKundennummern: [{ gesellschaftId: 1, nummer: 'W45WWW' }],
  }),
  kunde({
    kundennr: 90003,
    maklernr: '10001',
    name: 'Pollimann',
    vorname: 'Rudolf',
    geburtsdatum: '1979-12-12',
    gesellschaftKundennummern: [{ gesellschaftId: 1, nummer: 'W43WWW' }],
  }),
  kunde({
    kundennr: 90004,
    maklernr: '10001',
    name: 'Pollimann',
    vorname: 'Rudolf',
    geburtsdatum: '1979-12-12',
    strasse: 'Domstraße 5',
    plz: '50667',
    ort: 'Köln',
    gesellschaftKundennummern: [{ gesellschaftId: 1, nummer: 'W43WWW' }],
  }),
  kunde({
    kundennr: 90005,
    maklernr: '10001',
    name: 'Fresy',
    vorname: 'Wilhelm',
    geburtsdatum: '1979-12-12',
    strasse: 'Klerikalstr. 33',
    plz: '50354',
    ort: 'Hürth',
    gesellschaftKundennummern: [{ gesellschaftId: 1, nummer: 'W45BBB' }],
  }),
  kunde({
    kundennr: 90006,
    maklernr: '10001',
    name: 'Gillensdrei',
    vorname: 'Johannes',
    geburtsdatum: '1977-07-07',
    strasse: 'Lympfensittich Str. 99',
    plz: '51145',
    ort: 'Köln',
    gesellschaftKundennummern: [{ gesellschaftId: 1, nummer: 'W45HHH' }],
  }),
  kunde({
    kundennr: 90007,
    maklernr: '10001',
    name: 'Gillenseins',
    vorname: 'Wolfgang',
    geburtsdatum: '1977-07-07',
    strasse: 'Lympfensittich Str. 11',
    plz: '51145',
    ort: 'Köln',
    gesellschaftKundennummern: [{ gesellschaftId: 1, nummer: 'W45EEE' }],
  }),
  kunde({
    kundennr: 90008,
    maklernr: '10001',
    name: 'Brenner',
    vorname: 'Claudia',
    geburtsdatum: '1985-03-02',
    strasse: 'Hauptstraße 12',
    plz: '80331',
    ort: 'München',
  }),

  // Broker 10002, the health file and the commission/dunning samples.
  kunde({
    kundennr: 90011,
    maklernr: '10002',
    name: 'Mayer',
    vorname: 'Hansi',
    geburtsdatum: '1980-12-01',
    plz: '67098',
    ort: 'Bad Dürkheim',
  }),
  kunde({
    kundennr: 90012,
    maklernr: '10002',
    name: 'Gruber',
    vorname: 'Johanna',
    geburtsdatum: '1979-04-12',
    strasse: 'Mariahilfer Straße 88',
    plz: '1070',
    ort: 'Wien',
    gesellschaftKundennummern: [{ gesellschaftId: 4, nummer: 'P-100231' }],
  }),
  kunde({
    kundennr: 90013,
    maklernr: '10002',
    name: 'Wimmer',
    vorname: 'Florian',
    geburtsdatum: '1988-09-30',
    strasse: 'Landstraße 17',
    plz: '4020',
    ort: 'Linz',
  }),
  kunde({
    kundennr: 90014,
    maklernr: '10002',
    name: 'Hofbauer-Steiner',
    vorname: 'Theresia',
    geburtsdatum: '1962-01-23',
    strasse: 'Herrengasse 5',
    plz: '8010',
    ort: 'Graz',
  }),
  kunde({
    kundennr: 90015,
    maklernr: '10002',
    name: 'Müller',
    vorname: 'Jürgen',
    geburtsdatum: '1971-05-19',
    plz: '1030',
    ort: 'Wien',
  }),
  kunde({
    kundennr: 90016,
    maklernr: '10002',
    name: 'Böhm',
    vorname: 'Stefan',
    geburtsdatum: '1990-10-08',
    plz: '1210',
    ort: 'Wien',
  }),
  kunde({
    kundennr: 90017,
    maklernr: '10002',
    name: 'Tischlerei Moser GmbH',
    strasse: 'Favoritenstraße 212',
    plz: '1100',
    ort: 'Wien',
  }),
  kunde({
    kundennr: 90018,
    maklernr: '10002',
    name: 'Weiß',
    vorname: 'Sabine',
    geburtsdatum: '1984-06-21',
    strasse: 'Schönbrunner Straße 41',
    plz: '1050',
    ort: 'Wien',
    gesellschaftKundennummern: [{ gesellschaftId: 4, nummer: 'P-100587' }],
  }),

  // Broker 20001.
  kunde({
    kundennr: 90021,
    maklernr: '20001',
    name: 'Weber',
    vorname: 'Lena',
    geburtsdatum: '1993-08-14',
    strasse: 'Rheinuferstraße 3',
    plz: '40213',
    ort: 'Düsseldorf',
  }),
];

type VertragEingabe = Omit<Vertrag, 'vsnrNorm' | 'geloescht'> & { geloescht?: boolean };
const vertrag = (v: VertragEingabe): Vertrag => ({
  geloescht: false,
  ...v,
  vsnrNorm: normalisiereVsnr(v.vsnr)!,
});

export const DEMO_VERTRAEGE: Vertrag[] = [
  // Company 1 (VU 9999), broker 10001: as in the GDV sample, so it matches.
  vertrag({
    vertragId: 900001,
    gesellschaftId: 1,
    vuNummer: '9999',
    vsnr: '59999999999',
    sparte: '030',
    kundennr: 90001,
    maklernr: '10001',
    beginn: '2004-05-01',
    ablauf: '2009-05-01',
    beitrag: 411.41,
    zahlweise: 'jaehrlich',
    status: 'aktiv',
  }),
  vertrag({
    vertragId: 900002,
    gesellschaftId: 1,
    vuNummer: '9999',
    vsnr: '59999999997',
    sparte: '030',
    kundennr: 90002,
    maklernr: '10001',
    beginn: '2004-06-01',
    ablauf: '2009-06-01',
    beitrag: 367.64,
    zahlweise: 'jaehrlich',
    status: 'aktiv',
  }),
  vertrag({
    vertragId: 900005,
    gesellschaftId: 1,
    vuNummer: '9999',
    vsnr: '5999 9999 995',
    sparte: '040',
    kundennr: 90005,
    maklernr: '10001',
    beginn: '2004-08-04',
    ablauf: '2008-07-01',
    beitrag: 108,
    zahlweise: 'jaehrlich',
    status: 'aktiv',
  }),
  vertrag({
    vertragId: 900007,
    gesellschaftId: 1,
    vuNummer: '9999',
    vsnr: '59999999987',
    sparte: '050',
    kundennr: 90007,
    maklernr: '10001',
    beginn: '2004-07-01',
    ablauf: '2005-01-01',
    beitrag: 950,
    zahlweise: 'halbjaehrlich',
    status: 'aktiv',
  }),
  vertrag({
    vertragId: 900008,
    gesellschaftId: 3,
    vuNummer: '5502',
    vsnr: 'WG-118-22733',
    sparte: '140',
    kundennr: 90008,
    maklernr: '10001',
    beginn: '2019-01-01',
    ablauf: '2029-01-01',
    beitrag: 486.2,
    zahlweise: 'jaehrlich',
    status: 'aktiv',
  }),

  // Company 4 (Alpenland), broker 10002: the commission and dunning samples.
  ...(
    [
      [900011, 'HH-2023-0045871', '130', 90012, '2023-04-01', 312.4],
      [900012, 'K-884-220391', '051', 90013, '2022-11-15', 1048.9],
      [900013, 'UV-5519023', '030', 90012, '2021-01-01', 189],
      [900014, 'LV-77031455', '010', 90014, '2015-07-01', 1200],
      [900015, '4711-0815-23', '140', 90015, '2020-10-01', 856.12],
      [900016, 'K-884-219001', '052', 90016, '2023-03-18', 645.3],
      [900017, 'RS-2024-000913', '070', 90017, '2024-02-01', 276.36],
    ] as const
  ).map(([vertragId, vsnr, sparte, kundennr, beginn, beitrag]) =>
    vertrag({
      vertragId,
      gesellschaftId: 4,
      vuNummer: 'AT-0417',
      vsnr,
      sparte,
      kundennr,
      maklernr: '10002',
      beginn,
      beitrag,
      zahlweise: 'jaehrlich',
      status: 'aktiv',
    }),
  ),

  // Company 3, broker 20001; and one deleted contract.
  vertrag({
    vertragId: 900021,
    gesellschaftId: 3,
    vuNummer: '5502',
    vsnr: 'RS-20001-0042',
    sparte: '070',
    kundennr: 90021,
    maklernr: '20001',
    beginn: '2022-05-01',
    beitrag: 219.5,
    zahlweise: 'monatlich',
    status: 'aktiv',
  }),
  vertrag({
    vertragId: 900022,
    gesellschaftId: 3,
    vuNummer: '5502',
    vsnr: 'HR-20001-0007',
    sparte: '130',
    kundennr: 90021,
    maklernr: '20001',
    beginn: '2018-05-01',
    ablauf: '2023-05-01',
    beitrag: 98.4,
    zahlweise: 'jaehrlich',
    status: 'storniert',
    geloescht: true,
  }),
];

export async function demoBestandEinspielen(db: Datenbank): Promise<void> {
  const vermittler = vermittlernummernRepository(db);
  for (const v of DEMO_VERMITTLERNUMMERN) await vermittler.zuordnen(v);
  const kunden = kundenRepository(db);
  for (const k of DEMO_KUNDEN) await kunden.speichern(k);
  const vertraege = vertraegeRepository(db);
  for (const v of DEMO_VERTRAEGE) await vertraege.speichern(v);
}

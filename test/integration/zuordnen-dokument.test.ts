/**
 * The assign page's inbox variant against the local stack (reference §2.11, §4 "Documents", §7, §8):
 * BiPRO documents of the test's own — one of broker 10001 naming demo contract 900001 by its
 * policy number and its customer by his insurer number (nothing of the demo portfolio changes:
 * the number and the customer number are right already), and some of a broker of this test alone
 * whose access (company 3) is mapped to company 1 (reference §2.2), with its own customer and
 * contracts. Loading and assigning, the scope (own broker, structure, another broker, deleted),
 * the refusals, and where an assigned document goes: out of the unassigned list, with its journal.
 * Last, documents of the structure leader's own broker that deliver the policy number of a
 * contract of another broker in his structure: suggested, assigned and re-assigned to none of it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTEN, ZUORDNUNG_TEXTE as T } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import {
  biproDateienRepository,
  type BiproDateiEintrag,
} from '@lieferdesk/functions/data/repositories/biproDateien';
import { gesellschaftZugaengeRepository } from '@lieferdesk/functions/data/repositories/gesellschaftZugaenge';
import { kundenRepository } from '@lieferdesk/functions/data/repositories/kunden';
import { vertraegeRepository } from '@lieferdesk/functions/data/repositories/vertraege';
import { zugaengeRepository } from '@lieferdesk/functions/data/repositories/zugaenge';
import { normalisiereVsnr } from '@lieferdesk/functions/domain/vsnr';
import { rufe, type Antwort } from '../helpers/api';
import { dokumentAnlegen } from '../helpers/dokumentAnlegen';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';

let db: Datenbank;
const marke = eindeutigeMarke().toUpperCase();
/** The test's own broker, customer and contracts (below the counters' ranges, apart from other tests'). */
const makler = `4${eindeutigeZahl(10_000, 99_999)}`;
const kundennr = eindeutigeZahl(80_000, 89_999);
const vertragId = eindeutigeZahl(950_000, 959_999);
const geloeschterVertrag = eindeutigeZahl(960_000, 969_999);
/** The broker's contract at company 4 (Alpenland), which his access neither is nor is mapped to. */
const vertragAndereGesellschaft = eindeutigeZahl(970_000, 979_999);
const nachname = `Dokumenttest${marke}`;

/** Categories of the demo master data: a supplement, and a dunning letter (MSC file category 'Mahnung'). */
const NACHTRAG = 110002000;
const MAHNSCHREIBEN = 110004000;

let eigenes: BiproDateiEintrag;
let mahnung: BiproDateiEintrag;
let demo: BiproDateiEintrag;
let geloescht: BiproDateiEintrag;

const fehlertext = (a: Antwort) => decodeURIComponent(a.headers.get('fehlertext') ?? '');
const laden = (als: string, id: number, name?: string) =>
  rufe(ROUTEN.datensatzZuordnenLaden, { als, query: name ? { id, name } : { id } });
const zuordnen = (als: string, body: Record<string, unknown>) => rufe(ROUTEN.kundeZuordnen, { als, body });
const gespeichert = async (id: number) => (await biproDateienRepository(db).laden(id))!;

beforeAll(async () => {
  db = stackUmgebung();
  const jetzt = new Date().toISOString();
  // The access of the test's broker at company 3; its name sorts last, so no page takes it as
  // the default access name (reference §2.2), and it never runs (inactive).
  const bezeichnung = `zz-zuordnen-${marke}`;
  const zugangId = await zugaengeRepository(db).anlegen(
    {
      gesellschaftId: 3,
      extZugangBezeichnung: bezeichnung,
      maklernr: makler,
      stsUrl: 'https://sts.invalid/sts',
      transferUrl: 'https://transfer.invalid/430',
      profil: { version: '2.6.1.1.0', soapAction: 'urn', stsMitWsaAction: false },
      benutzername: 'zuordnen',
      abholzeiten: [],
      aktiv: false,
      gdvEinlesen: false,
      passwortGesetzt: false,
    },
    jetzt,
  );
  await gesellschaftZugaengeRepository(db).speichern({
    extZugangBezeichnung: bezeichnung,
    gesellschaftId: 1,
    gesellschaftName: 'Muster Versicherung AG',
  });
  await kundenRepository(db).speichern({
    kundennr,
    maklernr: makler,
    name: nachname,
    vorname: 'Dora',
    geburtsdatum: '1985-03-04',
    strasse: 'Postweg 7',
    plz: '50667',
    ort: 'Köln',
    gesellschaftKundennummern: [{ gesellschaftId: 1, nummer: `Q-${marke}` }],
  });
  const vertrag = (id: number, vsnr: string, geloescht: boolean, gesellschaftId = 1) =>
    vertraegeRepository(db).speichern({
      vertragId: id,
      gesellschaftId,
      vuNummer: '9999',
      vsnr,
      vsnrNorm: normalisiereVsnr(vsnr)!,
      kundennr,
      maklernr: makler,
      sparte: '030',
      geloescht,
    });
  await vertrag(vertragId, `ALT-${marke}`, false);
  await vertrag(geloeschterVertrag, `WEG-${marke}`, true);
  await vertrag(vertragAndereGesellschaft, `ALP-${marke}`, false, 4);

  [eigenes, mahnung, demo, geloescht] = await Promise.all([
    // A policy number the portfolio does not have, and the customer's insurer number (spelt otherwise).
    dokumentAnlegen(db, {
      maklernr: makler,
      gesellschaftId: 3,
      zugangId,
      gevoArt: NACHTRAG,
      policeNr: `NEU-${marke}`,
      partnernummer: `q ${marke.toLowerCase()}`,
      vermittlernummer: `VM-${marke}`,
      schadennummer: `S-${marke}`,
      cause: `Kein Vertrag mit der Versicherungsscheinnummer NEU-${marke}`,
      kandidaten: [{ grund: `Kein Vertrag mit der Versicherungsscheinnummer NEU-${marke}` }],
    }),
    dokumentAnlegen(db, {
      maklernr: makler,
      gesellschaftId: 3,
      zugangId,
      gevoArt: MAHNSCHREIBEN,
      policeNr: `ALT-${marke}`,
    }),
    dokumentAnlegen(db, {
      maklernr: '10001',
      gesellschaftId: 1,
      policeNr: '59999999999',
      partnernummer: 'B4LTTT',
    }),
    dokumentAnlegen(db, { maklernr: '10001', gesellschaftId: 1, policeNr: '59999999999', invisible: true }),
  ]);
});

describe('Datensatz zuordnen: ein BiPRO-Dokument laden', () => {
  it('zeigt den Kunden der Partnernummer und seine Verträge bei den Gesellschaften des Zugangs', async () => {
    const a = await laden('admin', eigenes.id);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body).toMatchObject({
      quelle: 'dokument',
      title: T.titelDokument,
      assignMahnungAllowed: false,
      fileName: eigenes.fileName,
      cause: eigenes.cause,
      policeNr: `NEU-${marke}`,
      customerGesellId: `q ${marke.toLowerCase()}`,
      vermittlernummer: `VM-${marke}`,
      damageNumber: `S-${marke}`,
      // BiPRO names nobody: the card shows the customer holding the delivered partner number.
      kundennr: String(kundennr),
      foreignName: nachname,
      foreignVorname: 'Dora',
      foreignBirthDate: '1985-03-04',
      foreignAddress: '50667, Köln, Postweg 7',
    });
    expect(a.body.foreignPersonId).toBeUndefined();
    expect(a.body.insuranceId).toBeUndefined();

    // His contract at company 1 — only through the access's mapping — first; the deleted one not.
    const vertraege = a.body.insurances.map((v: { insuranceId: number }) => v.insuranceId);
    expect(vertraege[0]).toBe(vertragId);
    expect(vertraege).not.toContain(geloeschterVertrag);
    expect(a.body.insurances[0]).toMatchObject({
      gesellschaft: 'Muster Versicherung AG',
      policeNr: { text: `ALT-${marke}`, green: false },
      kundennr: { text: String(kundennr), green: true },
      name: { text: nachname, green: true },
      current: false,
    });
    expect(a.body.customers[0]).toMatchObject({
      kundennr: String(kundennr),
      gesellnr: `Q-${marke}`,
      green: ['name', 'vorname', 'kundennr', 'street', 'plz', 'ort', 'birthdate'],
    });

    // The customer-name search: the broker's customers whose surname begins so.
    const suche = await laden('admin', eigenes.id, `${nachname.slice(0, -2)}, Do`);
    expect(suche.status).toBe(200);
    expect(suche.body.customers.map((k: { kundennr: string }) => k.kundennr)).toEqual([String(kundennr)]);
    expect((await laden('admin', eigenes.id, 'Niemandsname')).body.customers).toEqual([]);
  });

  it('nennt den Vertrag der gelieferten Versicherungsscheinnummer', async () => {
    const a = await laden('fa', demo.id);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body).toMatchObject({ insuranceId: 900001, kundennr: '90001', foreignName: 'Kitzelpfütze' });
    expect(a.body.insurances[0]).toMatchObject({
      insuranceId: 900001,
      policeNr: { text: '59999999999', green: true },
      current: false,
    });
  });

  it('Bereich: eigener Makler und Struktur ja; anderer Makler, gelöschtes Dokument, eine Mahnung', async () => {
    // The structure leader sees his structure's unassigned documents (reference §5).
    expect((await laden('struktur', demo.id)).status).toBe(200);
    for (const [als, id] of [
      ['makler', demo.id],
      ['fa', eigenes.id],
      ['admin', geloescht.id],
    ] as const) {
      const a = await laden(als, id);
      expect(a.status, `${als} ${id}`).toBe(404);
      expect(fehlertext(a)).toBe(T.keineImportzeile(id));
      const z = await zuordnen(als, { docId: id, mscInternalId: 900001, setPoliceNr: false });
      expect(z.status, `${als} ${id}`).toBe(404);
      expect(fehlertext(z)).toBe(T.keineImportzeile(id));
    }
    // A document of a dunning category is assigned by its policy number only.
    const m = await laden('admin', mahnung.id);
    expect(m.body).toMatchObject({ assignMahnungAllowed: true, insuranceId: vertragId });
    const z = await zuordnen('admin', { docId: mahnung.id, mscInternalId: vertragId, setPoliceNr: false });
    expect(z.status).toBe(409);
    expect(fehlertext(z)).toBe(T.mahnungGesperrt);
    expect((await gespeichert(mahnung.id)).zuordnung).toBe(0);
  });
});

describe('Datensatz zuordnen: ein BiPRO-Dokument zuordnen', () => {
  it('der Makler ordnet sein Dokument zu: nachträglich zugeordnet, mit Journal, aus der Liste der offenen', async () => {
    const a = await zuordnen('fa', {
      docId: demo.id,
      mscInternalId: 900001,
      insuranceId: 900001,
      setPoliceNr: true,
      kundennr: 'B4LTTT',
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body).toEqual({ message: T.dokumentZugeordnet(900001) });

    const d = await gespeichert(demo.id);
    expect(d).toMatchObject({
      zuordnung: 1,
      internalId: 900001,
      kundennr: 90001,
      customerSurname: 'Kitzelpfütze',
      customerName: 'Martina',
      mscGesellschaft: 'Muster Versicherung AG',
      policeNr: '59999999999',
    });
    expect(d.mscDate).toBe(d.journal![0]!.zeit);
    // Number and customer number were right already: one entry, the customer unchanged.
    expect(d.journal!.map((j) => j.text)).toEqual([T.journal.zugeordnet(900001, 90001, 'fa')]);
    expect((await kundenRepository(db).laden(90001))?.gesellschaftKundennummern).toEqual([
      { gesellschaftId: 1, nummer: 'B4LTTT' },
    ]);

    // The inbox: in the list of documents assigned later, no longer among the unassigned.
    const tag = 24 * 3_600_000;
    const liste = (fach: string) =>
      biproDateienRepository(db).liste({
        fach,
        monate: [demo.monat],
        von: new Date(Date.parse(demo.creationDate) - tag).toISOString(),
        bis: new Date(Date.parse(demo.creationDate) + tag).toISOString(),
        makler: ['10001'],
        grenze: 5000,
      });
    expect((await liste('dokument-1')).zeilen.map((z) => z.id)).toContain(demo.id);
    expect((await liste('dokument-0')).zeilen.map((z) => z.id)).not.toContain(demo.id);

    // The page now shows the contract as current; the structure no longer sees an assigned document.
    const danach = await laden('admin', demo.id);
    expect(danach.body.insurances[0]).toMatchObject({ insuranceId: 900001, current: true });
    expect((await laden('struktur', demo.id)).status).toBe(404);
    // The page showed another current contract: somebody else was quicker.
    const veraltet = await zuordnen('admin', {
      docId: demo.id,
      mscInternalId: 900001,
      insuranceId: 900005,
      setPoliceNr: false,
    });
    expect(veraltet.status).toBe(409);
    expect(fehlertext(veraltet)).toBe(T.inzwischenZugeordnet(900001));
  });

  it('weist ab, mit Text im Header fehlertext: gelöschter Vertrag, andere Gesellschaft, unbekannter Vertrag', async () => {
    const fall = async (mscInternalId: number) =>
      zuordnen('admin', { docId: eigenes.id, mscInternalId, setPoliceNr: false });
    const weg = await fall(geloeschterVertrag);
    expect(weg.status).toBe(409);
    expect(fehlertext(weg)).toBe('Vertrag wurde anscheinend gelöscht!');
    // Company 4 is neither the access's company (3) nor mapped to its name.
    const andere = await fall(vertragAndereGesellschaft);
    expect(andere.status).toBe(409);
    expect(fehlertext(andere)).toBe(
      T.vertragAndereGesellschaft(
        vertragAndereGesellschaft,
        'Alpenland Versicherung AG',
        'Rheinische Sachversicherung AG',
      ),
    );
    const unbekannt = await fall(123);
    expect(unbekannt.status).toBe(404);
    expect(fehlertext(unbekannt)).toBe(T.vertragNichtGefunden(123));
    expect(await gespeichert(eigenes.id)).toMatchObject({ zuordnung: 0, policeNr: `NEU-${marke}` });
  });

  it('„Versicherungsnummer übertragen“: das Dokument übernimmt die Nummer des Vertrags; der Kunde die Kundennummer', async () => {
    const a = await zuordnen('admin', {
      docId: eigenes.id,
      mscInternalId: vertragId,
      setPoliceNr: true,
      kundennr: `Z-${marke}`,
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const d = await gespeichert(eigenes.id);
    expect(d).toMatchObject({
      zuordnung: 1,
      internalId: vertragId,
      kundennr,
      customerSurname: nachname,
      policeNr: `ALT-${marke}`,
    });
    expect(d.journal!.map((j) => j.text)).toEqual([
      T.journal.zugeordnet(vertragId, kundennr, 'admin'),
      T.journal.vsnrUebernommen(`NEU-${marke}`, `ALT-${marke}`, vertragId),
      T.journal.kundennummerZugeordnet(`Z-${marke}`, kundennr),
    ]);
    // The contract keeps its number; the customer has the new insurer number beside his own.
    expect((await vertraegeRepository(db).laden(vertragId))?.vsnr).toBe(`ALT-${marke}`);
    expect((await kundenRepository(db).laden(kundennr))?.gesellschaftKundennummern).toEqual([
      { gesellschaftId: 1, nummer: `Q-${marke}` },
      { gesellschaftId: 1, nummer: `Z-${marke}` },
    ]);
  });
});

describe('Datensatz zuordnen: ein Dokument nur zu Verträgen seines Maklers', () => {
  /**
   * The structure leader's own broker (10000) — whose documents he may change — and the demo
   * contract 900001 of broker 10001 in his structure, at the same company, with the policy
   * number the documents deliver.
   */
  const EIGENER = '10000';
  const FREMDER_VERTRAG = { vertragId: 900001, kundennr: 90001, maklernr: '10001', vsnr: '59999999999' };
  let zuordnenDok: BiproDateiEintrag;
  let neuDok: BiproDateiEintrag;

  beforeAll(async () => {
    const vorgabe = { maklernr: EIGENER, gesellschaftId: 1, policeNr: FREMDER_VERTRAG.vsnr };
    [zuordnenDok, neuDok] = await Promise.all([dokumentAnlegen(db, vorgabe), dokumentAnlegen(db, vorgabe)]);
  });

  const nenntFremdes = (text: string | undefined) =>
    [FREMDER_VERTRAG.maklernr, String(FREMDER_VERTRAG.kundennr), String(FREMDER_VERTRAG.vertragId)].some(
      (nr) => text?.includes(nr),
    );

  it('schlägt dem Strukturbenutzer keinen Vertrag und Kunden eines anderen Maklers vor', async () => {
    const a = await laden('struktur', zuordnenDok.id);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.insurances.filter((v: { maklernr: string }) => v.maklernr !== EIGENER)).toEqual([]);
    expect(a.body.customers.filter((k: { maklernr: string }) => k.maklernr !== EIGENER)).toEqual([]);
    // Neither the card nor the current contract names the other broker's customer.
    expect(a.body.insuranceId).toBeUndefined();
    expect(a.body.kundennr).toBeUndefined();
    expect(a.body.foreignName).toBeUndefined();
  });

  it('weist die Zuordnung zum Vertrag eines anderen Maklers ab (409); das Dokument bleibt, wie es war', async () => {
    for (const als of ['struktur', 'admin']) {
      const z = await zuordnen(als, {
        docId: zuordnenDok.id,
        mscInternalId: FREMDER_VERTRAG.vertragId,
        setPoliceNr: false,
      });
      expect(z.status, als).toBe(409);
      expect(fehlertext(z)).toBe(T.vertragAndererMakler);
    }
    expect(await gespeichert(zuordnenDok.id)).toEqual(zuordnenDok);
  });

  it('„Neu zuordnen“ nimmt den Vertrag eines anderen Maklers mit derselben Nummer nicht und nennt ihn nicht', async () => {
    const neu = await rufe(ROUTEN.dokumenteNeuZuordnen, { als: 'struktur', body: [neuDok.id] });
    expect([neu.status, neu.body]).toEqual([200, { count: 0 }]);
    const d = await gespeichert(neuDok.id);
    expect(d.zuordnung).toBe(0);
    expect(d.internalId).toBeUndefined();
    expect(d.kundennr).toBeUndefined();
    // The hint says why, without another broker's number, customer or contract.
    expect(d.cause).toBeTruthy();
    expect(nenntFremdes(d.cause)).toBe(false);
    for (const k of d.kandidaten ?? []) {
      expect(k.maklernr ?? EIGENER).toBe(EIGENER);
      expect(nenntFremdes(k.grund)).toBe(false);
    }
  });
});

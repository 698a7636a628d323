/**
 * The assign page's API against the local stack (reference §2.5, §2.11, §7, §8): the GDV sample file
 * read as broker 10001's upload, the assignment data of a 0200 line (the delivered person from
 * the contract's 0100, suggestions ranked by matching fields, green flags), assigning (the
 * assignment with its journal, and the contract's lines evaluated on it at once), the broker
 * scope, the lock, and the failure texts in the `fehlertext` header. Then 'transfer insurance number' on data of the test's own, and the
 * read-only contract and customer pages.
 *
 * Assignments here change only this test's lines and data: the demo portfolio other tests
 * evaluate against stays as it is (the sample's line 5 is assigned to the contract it names,
 * 900001, whose number and customer number are already right).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LESE_TEXTE, MELDUNGEN, ROUTEN, VERARBEITUNG_TEXTE, ZUORDNUNG_TEXTE as T } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { importZeilenRepository, zeilenId } from '@lieferdesk/functions/data/repositories/importZeilen';
import { kundenRepository } from '@lieferdesk/functions/data/repositories/kunden';
import { vertraegeRepository } from '@lieferdesk/functions/data/repositories/vertraege';
import { zuordnungenRepository } from '@lieferdesk/functions/data/repositories/zuordnungen';
import { fehlerzahlSumme } from '@lieferdesk/functions/domain/fehlerzahl';
import { normalisiereVsnr } from '@lieferdesk/functions/domain/vsnr';
import { werteZuordnungAus } from '@lieferdesk/functions/pipeline/verarbeitung/nachZuordnung';
import { deutscheZeit } from '@lieferdesk/functions/zeitangabe';
import { zuordnungsDatenLaden } from '@lieferdesk/functions/zuordnung/laden';
import { rufe, type Antwort } from '../helpers/api';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { demoBenutzer, musterdateiEinlesen, stackUmgebung } from '../helpers/einlesen';
import { zeileSetzen } from '../helpers/werkbank';

let db: Datenbank;
let dateiId: number;

/** The upload of broker 10001's import user (demo user `importsicht`). */
const importsicht = demoBenutzer('importsicht');

const fehlertext = (a: Antwort) => decodeURIComponent(a.headers.get('fehlertext') ?? '');
const laden = (als: string, id: number, name?: string) =>
  rufe(ROUTEN.datensatzZuordnenLaden, { als, query: name ? { id, name } : { id } });
const zuordnen = (als: string, body: Record<string, unknown>) => rufe(ROUTEN.kundeZuordnen, { als, body });
const gruen = (zeile: Record<string, unknown>) =>
  Object.entries(zeile)
    .filter(([, w]) => typeof w === 'object' && w !== null && (w as { green?: boolean }).green)
    .map(([feld]) => feld);

beforeAll(async () => {
  db = stackUmgebung();
  dateiId = await musterdateiEinlesen(db, importsicht);
});

describe('Datensatz zuordnen: Daten einer 0200-Zeile', () => {
  it('liefert Person und Vertrag aus der Vertragsgruppe und gereihte Vorschläge mit grünen Feldern', async () => {
    // Line 27: 0200 of 59999999997 "Pooosmann, Rudolf" — contract 900002 is Rudolf Pollsmann's.
    const a = await laden('admin', zeilenId(dateiId, 27));
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const d = a.body;
    expect(d).toMatchObject({
      title: 'OMDS Datenimport',
      assignMahnungAllowed: false,
      fileName: 'musterdatei_041222.txt',
      foreignName: 'Pooosmann',
      foreignVorname: 'Rudolf',
      foreignBirthDate: '1979-11-11',
      customerGesellId: 'W44WWW',
      sparteNr: '030',
      vtgSparte: '030',
      policeNr: '59999999997',
      // The contract of the delivered policy number and its customer.
      insuranceId: 900002,
      kundennr: '90002',
    });
    expect(d.foreignAddress).toMatch(/^50825, .+, .+$/);

    expect(d.insurances.length).toBeGreaterThan(0);
    expect(d.insurances.length).toBeLessThanOrEqual(10);
    const erster = d.insurances[0];
    expect(erster).toMatchObject({
      insuranceId: 900002,
      gesellschaft: 'Muster Versicherung AG',
      current: false,
    });
    // Number, first name, customer, address and birth date match; the misspelt surname does not.
    expect(gruen(erster)).toEqual(
      expect.arrayContaining(['policeNr', 'vorname', 'kundennr', 'plz', 'birthdate']),
    );
    expect(erster.name).toEqual({ text: 'Pollsmann', green: false });
    const anzahl = d.insurances.map((v: Record<string, unknown>) => gruen(v).length);
    expect(anzahl).toEqual([...anzahl].sort((x, y) => y - x));

    const pollsmann = d.customers.find((k: { kundennr: string }) => k.kundennr === '90002');
    expect(pollsmann?.green).toEqual(expect.arrayContaining(['vorname', 'kundennr', 'plz', 'birthdate']));
    expect(pollsmann?.green).not.toContain('name');
  });

  it('die Kundennamen-Suche grenzt die Kunden ein und reiht nach Übereinstimmungen', async () => {
    const a = await laden('admin', zeilenId(dateiId, 27), 'Pollimann, Rud');
    expect(a.status).toBe(200);
    // 90004 (Köln) matches first name and city, 90003 (no address) only the first name.
    expect(a.body.customers.map((k: { kundennr: string }) => k.kundennr)).toEqual(['90004', '90003']);
    expect(a.body.customers[0].green).toEqual(['vorname', 'ort']);
    // The contract suggestions stay: the delivered number's contract.
    expect(a.body.insurances[0].insuranceId).toBe(900002);
  });

  it('eine Id, die weder Importzeile noch Dokument ist, ist unbekannt (404)', async () => {
    const a = await laden('admin', 4711);
    expect(a.status).toBe(404);
    expect(a.body.message).toBe(T.keineImportzeile(4711));
    expect(fehlertext(a)).toBe(T.keineImportzeile(4711));
    expect((await laden('admin', zeilenId(dateiId, 9_999_999))).status).toBe(404);
  });
});

describe('Datensatz zuordnen: Bereich des Maklers', () => {
  it('der hochladende Makler sieht seine Zeile, ein anderer Makler mit Importrecht bekommt 404, ohne Importrecht 403', async () => {
    const id = zeilenId(dateiId, 5);
    expect((await laden('importsicht', id)).status).toBe(200);
    const fremd = await laden('maklerimport', id);
    expect(fremd.status).toBe(404);
    expect(fehlertext(fremd)).toBe(T.zeileNichtGefunden(id));
    const ohneRecht = await laden('makler', id);
    expect(ohneRecht.status).toBe(403);
    expect(ohneRecht.body.message).toBe(MELDUNGEN.keineBerechtigung);
    // The same rule for assigning, and directly on the function.
    expect(
      (await zuordnen('maklerimport', { docId: id, mscInternalId: 900001, setPoliceNr: false })).status,
    ).toBe(404);
    await expect(
      zuordnungsDatenLaden({ ...importsicht, id: 'x', name: 'x', maklernr: '10002' }, { id }, db),
    ).rejects.toMatchObject({ art: 'nichtGefunden' });
  });
});

describe('Datensatz zuordnen: zuordnen', () => {
  it('ordnet die Zeile zu: Status 1, Zuordnung und Journal; danach ist der Vertrag der aktuelle', async () => {
    // Line 5: 0200 of 59999999999 Kitzelpfütze, contract 900001 (customer 90001 with B4LTTT).
    const id = zeilenId(dateiId, 5);
    const a = await zuordnen('importsicht', {
      docId: id,
      mscInternalId: 900001,
      insuranceId: 900001,
      setPoliceNr: true,
      kundennr: 'B4LTTT',
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body).toEqual({ message: T.zuordnenErfolg(900001) });

    const zeile = await importZeilenRepository(db).laden(dateiId, 5);
    expect(zeile).toMatchObject({
      status: 1,
      zuordnung: {
        vertragId: 900001,
        kundennr: 90001,
        maklernr: '10001',
        gesellschaftId: 1,
        vsnr: '59999999999',
        vsnrNorm: '59999999999',
        vsnrUebertragen: true,
        gesellschaftKundennummer: 'B4LTTT',
        benutzer: 'importsicht',
      },
    });
    // Number and customer number were right already: one entry, nothing else changed — then
    // the evaluation that follows the assignment at once.
    expect(zeile!.journal.map((j) => j.text).slice(1)).toEqual([
      T.journal.zugeordnet(900001, 90001, 'importsicht'),
      VERARBEITUNG_TEXTE.zeilenJournal.ausgewertet(1, zeile!.grund),
    ]);
    // The whole contract (lines 3–12) is evaluated on 900001, the next one (13–23) untouched.
    const zeilen = await importZeilenRepository(db).bereich(dateiId, 1, 13);
    expect(zeilen.filter((z) => z.zeile >= 3 && z.zeile <= 12).map((z) => z.status)).toEqual(
      Array.from({ length: 10 }, () => 1),
    );
    expect(
      zeilen
        .filter((z) => z.zeile >= 3 && z.zeile <= 12)
        .every((z) => (z.treffer as { vertragId?: number }).vertragId === 900001),
    ).toBe(true);
    // The policy holder's address names the decision.
    expect(zeilen.find((z) => z.zeile === 3)?.grund).toBe(VERARBEITUNG_TEXTE.zugeordnet(900001, 90001));
    expect(zeilen.filter((z) => z.zeile < 3 || z.zeile === 13).map((z) => z.status)).toEqual([0, 0, 0]);
    expect(zeilen.find((z) => z.zeile === 13)?.journal).toHaveLength(1);
    expect((await vertraegeRepository(db).laden(900001))?.vsnr).toBe('59999999999');
    expect((await kundenRepository(db).laden(90001))?.gesellschaftKundennummern).toEqual([
      { gesellschaftId: 1, nummer: 'B4LTTT' },
    ]);

    // The line details show the entry; the page now shows the contract as current.
    const details = await rufe(ROUTEN.importZeileDetails, { als: 'admin', query: { id } });
    if (details.status === 200)
      expect(details.body.journal.map((j: { value: string }) => j.value)).toContain(
        T.journal.zugeordnet(900001, 90001, 'importsicht'),
      );
    const danach = await laden('admin', id);
    expect(danach.body.insuranceId).toBe(900001);
    expect(danach.body.insurances[0]).toMatchObject({ insuranceId: 900001, current: true });

    // The page showed another current contract: somebody else was quicker.
    const veraltet = await zuordnen('admin', {
      docId: id,
      mscInternalId: 900001,
      insuranceId: 900005,
      setPoliceNr: false,
    });
    expect(veraltet.status).toBe(409);
    expect(fehlertext(veraltet)).toBe(T.inzwischenZugeordnet(900001));
  });

  it('weist ab, mit Text im Header fehlertext: gelöschter Vertrag, andere Gesellschaft, unbekannter Vertrag, vergebene Nummer', async () => {
    const id = zeilenId(dateiId, 16);
    const geloescht = await zuordnen('admin', { docId: id, mscInternalId: 900022, setPoliceNr: false });
    expect(geloescht.status).toBe(409);
    expect(fehlertext(geloescht)).toBe('Vertrag wurde anscheinend gelöscht!');

    const andere = await zuordnen('admin', { docId: id, mscInternalId: 900008, setPoliceNr: false });
    expect(andere.status).toBe(409);
    expect(fehlertext(andere)).toBe(
      T.vertragAndereGesellschaft(900008, 'Rheinische Sachversicherung AG', 'Muster Versicherung AG'),
    );

    const unbekannt = await zuordnen('admin', { docId: id, mscInternalId: 123, setPoliceNr: false });
    expect(unbekannt.status).toBe(404);
    expect(fehlertext(unbekannt)).toBe(T.vertragNichtGefunden(123));

    // A broker may not assign to a contract outside his scope: as if it did not exist.
    const fremd = await zuordnen('importsicht', { docId: id, mscInternalId: 900021, setPoliceNr: false });
    expect(fremd.status).toBe(404);

    // Line 27's number belongs to 900002: it cannot be transferred to 900001.
    const vergeben = await zuordnen('admin', {
      docId: zeilenId(dateiId, 27),
      mscInternalId: 900001,
      setPoliceNr: true,
    });
    expect(vergeben.status).toBe(409);
    expect(fehlertext(vergeben)).toBe(T.versicherungsnummerVergeben('59999999997', 900002));
    expect((await importZeilenRepository(db).laden(dateiId, 27))?.status).toBe(0);
  });

  it('die Auswertung nach dem Zuordnen: nicht in eine gesperrte Datei, nicht über eine inzwischen geänderte Zeile', async () => {
    const datei = (await importDateienRepository(db).laden(dateiId))!;
    const vorher = (await importZeilenRepository(db).bereich(dateiId, 13, 23)).map((z) => z.journal.length);
    const dateien = importDateienRepository(db);
    const jetzt = new Date().toISOString();
    await dateien.sperren(dateiId, 'test-nach-zuordnung', jetzt);
    try {
      // A run took the file between the assignment and its evaluation: nothing is written.
      expect(await werteZuordnungAus(datei, 16, [], jetzt, db)).toEqual({ abgelehnt: 'datei' });
      expect(
        (await importZeilenRepository(db).bereich(dateiId, 13, 23)).map((z) => z.journal.length),
      ).toEqual(vorher);
    } finally {
      await dateien.entsperren(dateiId, new Date().toISOString(), 'test-nach-zuordnung');
    }
    // A line changed since it was read (its journal grew) is not overwritten.
    const zeile = (await importZeilenRepository(db).laden(dateiId, 16))!;
    const veraltet = {
      zeile: { ...zeile, status: 1, grund: 'veraltet' },
      journalVorher: zeile.journal.length - 1,
    };
    expect(await zuordnungenRepository(db).auswertungSchreiben(dateiId, [veraltet])).toBe('zeile');
    expect(await importZeilenRepository(db).laden(dateiId, 16)).toEqual(zeile);
  });

  it('die Sperre: eine gesperrte Datei wird nicht geändert', async () => {
    const dateien = importDateienRepository(db);
    const jetzt = new Date().toISOString();
    await dateien.sperren(dateiId, 'test-zuordnen', jetzt);
    try {
      const a = await zuordnen('admin', {
        docId: zeilenId(dateiId, 16),
        mscInternalId: 900001,
        setPoliceNr: false,
      });
      expect(a.status).toBe(409);
      expect(fehlertext(a)).toBe(LESE_TEXTE.dateiGesperrt(dateiId, deutscheZeit(jetzt)));
      expect((await importZeilenRepository(db).laden(dateiId, 16))?.status).toBe(0);
    } finally {
      await dateien.entsperren(dateiId, new Date().toISOString(), 'test-zuordnen');
    }
  });

  it('die Auswertung nach dem Zuordnen bewegt die Zahl fehlerhafter Zeilen der Datei mit', async () => {
    // Line 16 faulty (as an evaluation leaves it, the file's counts with it), then the
    // evaluation that follows an assignment changes its contract's lines (13–23).
    await zeileSetzen(db, dateiId, 16, { status: -2 });
    const datei = (await importDateienRepository(db).laden(dateiId))!;
    const vorher = (await importZeilenRepository(db).bereich(dateiId, 13, 23)).map((z) => z.status);
    expect(await werteZuordnungAus(datei, 16, [], new Date().toISOString(), db)).toEqual({ zeilen: 11 });
    expect((await importZeilenRepository(db).bereich(dateiId, 13, 23)).map((z) => z.status)).not.toEqual(
      vorher,
    );
    const zeilen = [];
    for await (const teil of importZeilenRepository(db).alle(dateiId, datei.zeilenGesamt ?? 0))
      zeilen.push(...teil);
    expect(await importDateienRepository(db).laden(dateiId)).toMatchObject(fehlerzahlSumme(zeilen));
  });
});

describe('Versicherungsnummer übertragen (eigene Testdaten)', () => {
  it('überträgt die Nummer in den Vertrag, verlegt den eindeutigen Schlüssel und hinterlegt die Kundennummer', async () => {
    // A broker of this test alone (no demo data, so other tests' counts of a broker's book stay).
    const makler = `3${eindeutigeZahl(10_000, 99_999)}`;
    const marke = eindeutigeMarke().toUpperCase();
    const kundennr = eindeutigeZahl(95_000, 99_000);
    const vertragId = eindeutigeZahl(970_000, 990_000);
    const kunden = kundenRepository(db);
    const vertraege = vertraegeRepository(db);
    await kunden.speichern({
      kundennr,
      maklernr: makler,
      name: `Zuordnungstest${marke}`,
      vorname: 'Zora',
      geburtsdatum: '1990-02-03',
      gesellschaftKundennummern: [],
    });
    const alt = `ALT-${marke}`;
    await vertraege.speichern({
      vertragId,
      gesellschaftId: 1,
      vuNummer: '9999',
      vsnr: alt,
      vsnrNorm: normalisiereVsnr(alt)!,
      kundennr,
      maklernr: makler,
      sparte: '030',
      geloescht: false,
    });

    // A file of that broker with one OMDS-shaped line naming a new policy number.
    const dateien = importDateienRepository(db);
    const id = await dateien.neueId();
    await dateien.anlegen({
      id,
      fileName: `zuordnung-${marke}.xml`,
      bucket: 'test',
      key: `test/${marke}`,
      modus: 1,
      status: 'read',
      dateFrom: new Date().toISOString(),
      sha256: marke,
      userId: 'admin',
      maklernr: makler,
      journal: [],
    });
    const neu = `NEU-${marke}`;
    await importZeilenRepository(db).schreiben([
      {
        dateiId: id,
        zeile: 1,
        // Evaluated: read without error, -13 by the evaluation.
        status: -13,
        leseStatus: 0,
        auswertungsStatus: -13,
        use4Booking: 1,
        satz: 'OMDS Vertrag',
        grund: 'Der Vertrag ist nicht im Bestand.',
        felder: {
          Polizzennr: neu,
          VUNr: '9999',
          Familienname: `Zuordnungstest${marke}`,
          Vorname: 'Zora',
          Personennr: `P-${marke}`,
        },
        journal: [],
      },
    ]);

    const daten = await laden('admin', zeilenId(id, 1));
    expect(daten.status, JSON.stringify(daten.body)).toBe(200);
    expect(daten.body).toMatchObject({ cause: 'Der Vertrag ist nicht im Bestand.', policeNr: neu });
    // The customer found by the delivered surname, and his contract, with their green fields.
    expect(daten.body.customers[0]).toMatchObject({ kundennr: String(kundennr), green: ['name', 'vorname'] });
    expect(daten.body.insurances[0]).toMatchObject({
      insuranceId: vertragId,
      policeNr: { text: alt, green: false },
    });

    const a = await zuordnen('admin', {
      docId: zeilenId(id, 1),
      mscInternalId: vertragId,
      setPoliceNr: true,
      kundennr: `P-${marke}`,
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);

    expect(await vertraege.laden(vertragId)).toMatchObject({ vsnr: neu, vsnrNorm: normalisiereVsnr(neu) });
    expect((await vertraege.nachVsnr(1, [normalisiereVsnr(neu)!])).map((v) => v.vertragId)).toEqual([
      vertragId,
    ]);
    expect(await vertraege.nachVsnr(1, [normalisiereVsnr(alt)!])).toEqual([]);
    expect((await kunden.laden(kundennr))?.gesellschaftKundennummern).toEqual([
      { gesellschaftId: 1, nummer: `P-${marke}` },
    ]);
    // Evaluated at once, on the contract under its new number (booking finds it there).
    const zeile = await importZeilenRepository(db).laden(id, 1);
    expect(zeile).toMatchObject({
      status: 1,
      leseStatus: 0,
      grund: VERARBEITUNG_TEXTE.zugeordnet(vertragId, kundennr),
      treffer: { art: 'vertrag', vertragId, kundennr, vsnr: neu, vsnrNorm: normalisiereVsnr(neu) },
    });
    expect(zeile?.zuordnung).toMatchObject({ vertragId, kundennr, vsnr: neu, vsnrUebertragen: true });
    expect(zeile?.journal.map((j) => j.text)).toEqual([
      T.journal.zugeordnet(vertragId, kundennr, 'admin'),
      T.journal.vsnrUebertragen(neu, vertragId),
      T.journal.kundennummerZugeordnet(`P-${marke}`, kundennr),
      VERARBEITUNG_TEXTE.zeilenJournal.ausgewertet(1, VERARBEITUNG_TEXTE.zugeordnet(vertragId, kundennr)),
    ]);
  });
});

describe('Vertrags- und Kundenseite (nur lesen)', () => {
  it('zeigt den Vertrag mit Kunde, Beitrag, Daten und Buchungen; fremde Makler bekommen 404', async () => {
    const a = await rufe(ROUTEN.vertragLaden, { als: 'importsicht', query: { id: 900001 } });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({
      vertragId: 900001,
      vsnr: '59999999999',
      gesellschaft: 'Muster Versicherung AG',
      sparte: '030',
      beginn: '2004-05-01',
      beitrag: 411.41,
      status: 'aktiv',
      zahlweise: 'jaehrlich',
      maklernr: '10001',
      makler: 'Versicherungsmakler Huber e. K.',
      kunde: { kundennr: 90001, name: 'Kitzelpfütze', vorname: 'Martina' },
    });
    expect(Array.isArray(a.body.buchungen)).toBe(true);
    expect((await rufe(ROUTEN.vertragLaden, { als: 'makler', query: { id: 900001 } })).status).toBe(404);
    expect((await rufe(ROUTEN.vertragLaden, { als: 'makler', query: { id: 900021 } })).status).toBe(200);
    expect((await rufe(ROUTEN.vertragLaden, { als: 'struktur', query: { id: 900001 } })).status).toBe(200);
  });

  it('zeigt den Kunden mit Kundennummern der Gesellschaften und Verträgen', async () => {
    const a = await rufe(ROUTEN.kundeLaden, { als: 'admin', query: { kundennr: 90001 } });
    expect(a.status).toBe(200);
    expect(a.body.gesellschaftKundennummern).toEqual([
      { gesellschaftId: 1, gesellschaft: 'Muster Versicherung AG', nummer: 'B4LTTT' },
    ]);
    expect(a.body.vertraege.map((v: { vertragId: number }) => v.vertragId)).toContain(900001);
    const fremd = await rufe(ROUTEN.kundeLaden, { als: 'fk', query: { kundennr: 90001 } });
    expect(fremd.status).toBe(404);
    expect(fremd.body.message).toBe(T.kundeNichtGefunden(90001));
  });
});

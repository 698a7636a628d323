/**
 * The processing pipeline (reference §4, "Evaluate", "Book / settle", "Line actions") on the local
 * stack: files uploaded through the API (presigned PUT, POST upload) and read by the stack's
 * read pipeline; then every kind of work started through its route and polled as the web polls
 * it (GET line_auswertung / checkProgress until act >= max), the synthesized state machine
 * running in the stack's process. What the work did is checked in DynamoDB Local and S3.
 *
 * The demo portfolio is shared with every other test: what these tests book they delete again
 * (delete bookings takes back the contracts and customers a file's booking created).
 *
 * The last test runs the processing machine in this process instead (the same synthesized
 * definition, the real tasks), with one chunk task made to fail, to show that a run killed
 * half-way and started again leaves every line once and books every contract once.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ABSCHNITT_ZEILEN, VERARBEITUNGS_ZUSTAENDE, type VerarbeitungsAuftrag } from '@lieferdesk/events';
import {
  AUSWERTUNG_TEXTE,
  LESE_TEXTE,
  ROUTEN,
  VERARBEITUNG_TEXTE,
  ZUORDNUNG_TEXTE,
  type Benutzer,
  type Route,
} from '@lieferdesk/shared';
import { handler as abschnittVerarbeiten } from '@lieferdesk/functions/aufgaben/abschnitt-verarbeiten';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { fortschrittRepository } from '@lieferdesk/functions/data/repositories/fortschritt';
import { gebuehrenRepository } from '@lieferdesk/functions/data/repositories/gebuehren';
import {
  importDateienRepository,
  type ImportDatei,
} from '@lieferdesk/functions/data/repositories/importDateien';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import {
  importZeilenRepository,
  type ImportZeileDaten,
} from '@lieferdesk/functions/data/repositories/importZeilen';
import { kundenRepository } from '@lieferdesk/functions/data/repositories/kunden';
import { provisionsbuchungenRepository } from '@lieferdesk/functions/data/repositories/provisionsbuchungen';
import { vertraegeRepository } from '@lieferdesk/functions/data/repositories/vertraege';
import { xlsxLesen } from '@lieferdesk/functions/dokumente/xlsx';
import { werteAlleAus } from '@lieferdesk/functions/domain/auswertung/auswerten';
import { setzeStreckenStarter } from '@lieferdesk/functions/pipeline/starter';
import { laufFortschritt } from '@lieferdesk/functions/pipeline/verarbeitung/fortschritt';
import { ladeAuswertungsDaten } from '@lieferdesk/functions/pipeline/verarbeitung/kontext';
import { starteVerarbeitung } from '@lieferdesk/functions/pipeline/verarbeitung/starten';
import { sichtbareDatei } from '@lieferdesk/functions/datensicht/importDateien';
import { alsLeseErgebnis } from '@lieferdesk/functions/pipeline/verarbeitung/zeile';
import { deutscheZeit } from '@lieferdesk/functions/zeitangabe';
import { vervielfachteMusterdatei } from '../../infra/local/bench/gdv-datei';
import { lokaleStrecken, type Aufgabe, type LokaleStrecken } from '../../infra/local/schrittfunktionen';
import { eigenerInhalt, musterInhalt, stackUmgebung } from '../helpers/einlesen';
import { eingebautesBeispiel, MUSTERDATEI } from '../fixtures';
import { rufe } from '../helpers/api';
import { eindeutigeMarke, eindeutigeUuid } from '../helpers/eindeutig';
import { warteBis } from '../helpers/warten';

const stack = inject('stack');
let db: Datenbank;
beforeAll(() => {
  db = stackUmgebung();
  process.env.DOKUMENTE_BUCKET = stack.buckets.dokumente;
});

const COURTAGE = eingebautesBeispiel('courtage-2024-03.csv');
/** The demo broker of the GDV sample (intermediary 9999009999 at company 1). */
const MAKLER = '10001';

/** Uploads as the modal does and waits until the stack's read pipeline has read the file. */
async function hochladen(
  dateiname: string,
  inhalt: Buffer,
  wahl: { gesellschaftId?: number; interfaceName?: string } = {},
  als = 'admin',
): Promise<ImportDatei> {
  const ziel = await rufe(ROUTEN.uploadZiel, { als, body: { fileName: dateiname, groesse: inhalt.length } });
  expect(ziel.status, JSON.stringify(ziel.body)).toBe(200);
  expect((await fetch(ziel.body.url, { method: 'PUT', body: new Uint8Array(inhalt) })).status).toBe(200);
  const start = await rufe(ROUTEN.uploadStarten, { als, body: { tempId: ziel.body.tempId, ...wahl } });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const id: number = start.body.id;
  await warteBis(
    () => rufe(ROUTEN.uploadStatus, { als, query: { id } }),
    (stand) => stand.body.removeTimer,
    {
      zeit: 60_000,
      intervall: 250,
      text: (stand) => `Datei ${id} nicht eingelesen: ${JSON.stringify(stand.body)}`,
    },
  );
  const datei = (await importDateienRepository(db).laden(id))!;
  expect(datei.status, datei.fehler).toBe(DATEI_STATUS.gelesen);
  return datei;
}

/** The GDV sample, content of its own (the duplicate rule) and the same lines. */
const musterdatei = musterInhalt;

/**
 * Polls a run like the web's progress dialog (here every 200 ms) until act >= max; answers the
 * last answer (an error status ends the polling too).
 */
function verfolgen(route: Route, id: string, als = 'admin') {
  return warteBis(
    () => rufe(route, { als, query: { id } }),
    (antwort) => antwort.status !== 200 || antwort.body.act >= antwort.body.max,
    {
      zeit: 90_000,
      intervall: 200,
      text: (antwort) => `Lauf ${id} nicht fertig: ${JSON.stringify(antwort.body)}`,
    },
  );
}

async function auswerten(dateiId: number, als = 'admin') {
  const start = await rufe(ROUTEN.importAuswertungStarten, { als, query: { id: dateiId } });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  return verfolgen(ROUTEN.importAuswertungFortschritt, start.body.threadId, als);
}

/** A bulk action through its route (payload importAktion), polled with checkProgress. */
async function aktion(route: Route, datei: Pick<ImportDatei, 'id' | 'fileName'>, als = 'admin') {
  const start = await rufe(route, {
    als,
    body: { modus: 1, fileId: datei.id, fileName: datei.fileName },
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  return verfolgen(ROUTEN.importFortschritt, start.body.workerId, als);
}

async function zeilenVon(dateiId: number): Promise<ImportZeileDaten[]> {
  const datei = await importDateienRepository(db).laden(dateiId);
  const zeilen: ImportZeileDaten[] = [];
  for await (const teil of importZeilenRepository(db).alle(dateiId, datei?.zeilenGesamt ?? 0))
    zeilen.push(...teil);
  return zeilen;
}

function zaehle(zeilen: readonly { status: number }[]): Record<number, number> {
  const n: Record<number, number> = {};
  for (const z of zeilen) n[z.status] = (n[z.status] ?? 0) + 1;
  return n;
}

const vertraegeDerDatei = async (dateiId: number) =>
  (await vertraegeRepository(db).alleDesMaklers(MAKLER, 1)).filter((v) => v.herkunft === dateiId);
const kundenDerDatei = async (dateiId: number) =>
  (await kundenRepository(db).alleDesMaklers(MAKLER)).filter((k) => k.herkunft === dateiId);
const angelegtInsgesamt = async () =>
  (await gebuehrenRepository(db).zaehlungen(MAKLER)).reduce((s, z) => s + z.angelegt, 0);

describe('Auswerten, Buchen, Löschen über die API (lokaler Stack)', () => {
  it('Musterdatei: auswerten (122×1, 1×-8, 1×-16, 1×-17, 40×-2), buchen (8 Verträge, 3 Kunden), nochmal buchen, Buchungen, Auswertung und Datei löschen', async () => {
    const datei = await hochladen('musterdatei_041222.txt', musterdatei());
    const gebuehrVorher = await angelegtInsgesamt();

    // ---- evaluate
    const ausgewertet = await auswerten(datei.id);
    expect(ausgewertet.status, JSON.stringify(ausgewertet.body)).toBe(200);
    const zahlen = { zeilen: MUSTERDATEI.zeilen, fehlerhaft: MUSTERDATEI.fehlerhaftGegenDemoBestand };
    expect(ausgewertet.body).toMatchObject({
      act: datei.zeilenGesamt! + 1,
      max: datei.zeilenGesamt! + 1,
      sLabel: VERARBEITUNG_TEXTE.ergebnis('auswerten', zahlen),
    });
    let zeilen = await zeilenVon(datei.id);
    expect(zeilen).toHaveLength(MUSTERDATEI.zeilen);
    expect(zaehle(zeilen)).toEqual({ 1: 122, [-2]: 40, [-8]: 1, [-16]: 1, [-17]: 1 });
    const zeile = (nr: number) => zeilen.find((z) => z.zeile === nr)!;
    expect(zeile(24)).toMatchObject({ status: -8, leseStatus: 0, auswertungsStatus: -8 });
    expect(zeile(47).status).toBe(-16);
    expect(zeile(119).status).toBe(-17);
    expect(zeile(5)).toMatchObject({
      status: 1,
      grund: 'Vertrag 900001 von Kunde 90001 gefunden.',
      treffer: { art: 'vertrag', vertragId: 900001, kundennr: 90001, maklernr: MAKLER },
    });
    // Every line's journal: read, then evaluated.
    expect(zeile(24).journal.map((j) => j.text)).toEqual([
      LESE_TEXTE.journal.zeileEingelesen,
      VERARBEITUNG_TEXTE.zeilenJournal.ausgewertet(-8, zeile(24).grund),
    ]);
    const stand = (await importDateienRepository(db).laden(datei.id))!;
    expect(stand).toMatchObject({ status: DATEI_STATUS.ausgewertet });
    expect(stand.sperre).toBeUndefined();
    expect(stand.journal.at(-1)?.text).toBe(VERARBEITUNG_TEXTE.ergebnis('auswerten', zahlen));

    // Evaluating again starts from the reading result: the same mix, one more journal entry.
    expect((await auswerten(datei.id)).status).toBe(200);
    zeilen = await zeilenVon(datei.id);
    expect(zaehle(zeilen)).toEqual({ 1: 122, [-2]: 40, [-8]: 1, [-16]: 1, [-17]: 1 });
    expect(zeile(24).journal).toHaveLength(3);

    // ---- book
    const gebucht = await aktion(ROUTEN.importBuchen, datei);
    expect(gebucht.status, JSON.stringify(gebucht.body)).toBe(200);
    expect(gebucht.body.sLabel).toMatch(
      /^Buchung abgeschlossen: 122 Zeilen übertragen; 8 Verträge und 3 Kunden angelegt/,
    );
    zeilen = await zeilenVon(datei.id);
    expect(zaehle(zeilen)).toEqual({ 2: 122, [-2]: 40, [-8]: 1, [-16]: 1, [-17]: 1 });
    expect(zeile(5).journal.at(-1)?.text).toMatch(/^Gebucht: Status 2/);
    const vertraege = await vertraegeDerDatei(datei.id);
    expect(vertraege).toHaveLength(8);
    expect(vertraege.every((v) => !v.geloescht)).toBe(true);
    const kunden = await kundenDerDatei(datei.id);
    expect(kunden.map((k) => k.name).sort()).toEqual(['Auszeilerbx', 'Gillensvier', 'Gillenszwei']);
    expect(await angelegtInsgesamt()).toBe(gebuehrVorher + 8);
    expect((await importDateienRepository(db).laden(datei.id))?.status).toBe(DATEI_STATUS.gebucht);

    // A file with booked lines cannot be deleted: refused before anything runs.
    const loeschenGesperrt = await rufe(ROUTEN.importDateiLoeschen, {
      als: 'admin',
      body: { modus: 1, fileId: datei.id },
    });
    expect(loeschenGesperrt.status).toBe(409);
    expect(loeschenGesperrt.body.message).toBe(VERARBEITUNG_TEXTE.gebuchteZeilen(datei.id));

    // ---- book again: nothing new, nothing counted twice
    const nochmal = await aktion(ROUTEN.importBuchen, datei);
    expect(nochmal.status).toBe(200);
    expect(nochmal.body.sLabel).toMatch(
      /^Buchung abgeschlossen: 0 Zeilen übertragen; 0 Verträge und 0 Kunden angelegt/,
    );
    expect(await vertraegeDerDatei(datei.id)).toHaveLength(8);
    expect(await kundenDerDatei(datei.id)).toHaveLength(3);
    expect(await angelegtInsgesamt()).toBe(gebuehrVorher + 8);
    expect(zaehle(await zeilenVon(datei.id))).toEqual({ 2: 122, [-2]: 40, [-8]: 1, [-16]: 1, [-17]: 1 });

    // ---- delete bookings (delZahl 1): the created contracts and customers go, the lines are 1 again
    const buchungenWeg = await aktion(ROUTEN.importBuchungenLoeschen, datei);
    expect(buchungenWeg.status, JSON.stringify(buchungenWeg.body)).toBe(200);
    expect(buchungenWeg.body.sLabel).toBe(
      VERARBEITUNG_TEXTE.ergebnis('buchungenLoeschen', {
        zurueckgesetzt: 122,
        buchungenGeloescht: 0,
        vertraegeGeloescht: 8,
        kundenGeloescht: 3,
      }),
    );
    expect((await vertraegeDerDatei(datei.id)).every((v) => v.geloescht)).toBe(true);
    expect(
      await vertraegeRepository(db).nachVsnr(
        1,
        vertraege.map((v) => v.vsnrNorm),
      ),
    ).toEqual([]);
    expect(await kundenDerDatei(datei.id)).toEqual([]);
    zeilen = await zeilenVon(datei.id);
    expect(zaehle(zeilen)).toEqual({ 1: 122, [-2]: 40, [-8]: 1, [-16]: 1, [-17]: 1 });
    expect((await importDateienRepository(db).laden(datei.id))?.status).toBe(DATEI_STATUS.ausgewertet);

    // ---- delete evaluation (delZahl 2): every line back at its reading result
    const auswertungWeg = await aktion(ROUTEN.importAuswertungLoeschen, datei);
    expect(auswertungWeg.status).toBe(200);
    zeilen = await zeilenVon(datei.id);
    expect(zaehle(zeilen)).toEqual({ 0: MUSTERDATEI.zeilen });
    expect(zeilen.some((z) => z.treffer !== undefined || z.leseStatus !== undefined)).toBe(false);
    expect(zeile(24).journal.at(-1)?.text).toBe(VERARBEITUNG_TEXTE.zeilenJournal.auswertungGeloescht(0));
    expect((await importDateienRepository(db).laden(datei.id))?.status).toBe(DATEI_STATUS.gelesen);

    // ---- delete file (delZahl 3): full-filter users only; the lines and the record go
    const ohneRecht = await rufe(ROUTEN.importDateiLoeschen, {
      als: 'importsicht',
      body: { modus: 1, fileId: datei.id },
    });
    expect(ohneRecht.status).toBe(403);
    const weg = await aktion(ROUTEN.importDateiLoeschen, datei);
    expect(weg.status).toBe(200);
    expect(weg.body.sLabel).toBe(
      VERARBEITUNG_TEXTE.ergebnis('dateiLoeschen', { geloescht: MUSTERDATEI.zeilen }),
    );
    expect(await importDateienRepository(db).laden(datei.id)).toBeUndefined();
    expect(await importZeilenRepository(db).abschnitt(datei.id, 0)).toEqual([]);
  });

  it('Abrechnung der Courtage-Beispieldatei: Provisionsbuchungen, Protokoll zum Herunterladen, Übernahme', async () => {
    const inhalt = eigenerInhalt(readFileSync(COURTAGE));
    const datei = await hochladen(`courtage-${eindeutigeMarke()}.csv`, inhalt, {
      gesellschaftId: 4,
      interfaceName: 'Courtage-Abrechnung CSV',
    });
    expect(datei).toMatchObject({ modus: 2, gesellschaft: 'Alpenland Versicherung AG' });

    expect((await auswerten(datei.id)).status).toBe(200);
    let zeilen = await zeilenVon(datei.id);
    expect(zeilen.map((z) => z.status)).toEqual([1, 1, 1, 1, 1, 1, -13, 1, 1]);

    // No protocol before a settlement.
    const vorher = await rufe(ROUTEN.courtageDateiHerunterladen, { als: 'admin', query: { id: datei.id } });
    expect(vorher.status).toBe(404);
    expect(vorher.body.message).toBe(VERARBEITUNG_TEXTE.keinProtokoll(datei.id));

    const abgerechnet = await aktion(ROUTEN.importAbrechnen, datei);
    expect(abgerechnet.status, JSON.stringify(abgerechnet.body)).toBe(200);
    // Line 7 (-13: no contract for its policy number) is not settled and counts as faulty.
    expect(abgerechnet.body.sLabel).toBe(
      VERARBEITUNG_TEXTE.ergebnis('abrechnen', { gebucht: 8, provisionenGebucht: 7, fehlerhaft: 1 }),
    );
    zeilen = await zeilenVon(datei.id);
    expect(zeilen.map((z) => z.status)).toEqual([3, 3, 3, 3, 3, 3, -13, 3, 3]);
    const buchungen = await provisionsbuchungenRepository(db).derDatei(datei.id);
    expect(buchungen).toHaveLength(7);
    expect(buchungen.reduce((s, b) => s + Math.round(b.betrag * 100), 0)).toBe(
      4686 + 8916 + 3780 + 4200 + 10273 - 5485 + 2764,
    );
    expect(buchungen.every((b) => b.maklernr === '10002' && b.gesellschaftId === 4)).toBe(true);
    expect((await importDateienRepository(db).laden(datei.id))?.status).toBe(DATEI_STATUS.abgerechnet);

    // The protocol: a real .xlsx with title, one row per line, the totals.
    const protokoll = await rufe(ROUTEN.courtageDateiHerunterladen, {
      als: 'admin',
      query: { id: datei.id },
    });
    expect(protokoll.status).toBe(200);
    expect(protokoll.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(protokoll.headers.get('content-disposition')).toContain('Abrechnungsprotokoll_courtage-');
    const blatt = await xlsxLesen(new Uint8Array(await (await protokollHolen(datei.id)).arrayBuffer()));
    expect(blatt[0]?.[0]).toBe(AUSWERTUNG_TEXTE.protokollTitel(datei.fileName));
    const tabelle = blatt.filter((z) => typeof z[0] === 'number');
    expect(tabelle.map((z) => z[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const weiss = tabelle.find((z) => z[0] === 7)!;
    expect(weiss.slice(0, 3)).toEqual([7, -13, 'Vertrag nicht in der Datenbank']);
    expect(weiss[8]).toBe(AUSWERTUNG_TEXTE.vertragNichtImBestand('4711-0899-11'));
    expect(tabelle.find((z) => z[0] === 8)?.[7]).toBe(-54.85);
    expect(blatt.find((z) => z[0] === VERARBEITUNG_TEXTE.protokollSummen.betrag)?.[1]).toBe(291.34);

    // Taken over after the settlement, once.
    expect(
      (await rufe(ROUTEN.abrechnungAktualisieren, { als: 'admin', query: { fileId: datei.id } })).status,
    ).toBe(200);
    expect(
      (await rufe(ROUTEN.abrechnungAktualisieren, { als: 'admin', query: { fileId: datei.id } })).status,
    ).toBe(200);
    const uebernommen = (await importDateienRepository(db).laden(datei.id))!;
    expect(uebernommen.abgerechnetAm).toBeDefined();
    expect(
      uebernommen.journal.filter((j) => j.text === VERARBEITUNG_TEXTE.journal.abrechnungUebernommen),
    ).toHaveLength(1);

    // The error protocol: settling again books nothing more, the protocol lists the faulty line only.
    const fehlerprotokoll = await aktion(ROUTEN.importAbrechnenFehlerprotokoll, datei);
    expect(fehlerprotokoll.status).toBe(200);
    expect(await provisionsbuchungenRepository(db).derDatei(datei.id)).toHaveLength(7);
    const fehlerBlatt = await xlsxLesen(new Uint8Array(await (await protokollHolen(datei.id)).arrayBuffer()));
    expect(fehlerBlatt[0]?.[0]).toBe(AUSWERTUNG_TEXTE.protokollFehlerTitel(datei.fileName));
    expect(fehlerBlatt.filter((z) => typeof z[0] === 'number').map((z) => z[0])).toEqual([7]);
    // A new settlement is taken over anew.
    expect((await importDateienRepository(db).laden(datei.id))?.abgerechnetAm).toBeUndefined();

    // Deleting the bookings takes the commissions back.
    expect((await aktion(ROUTEN.importBuchungenLoeschen, datei)).status).toBe(200);
    expect(await provisionsbuchungenRepository(db).derDatei(datei.id)).toEqual([]);
    expect((await zeilenVon(datei.id)).map((z) => z.status)).toEqual([1, 1, 1, 1, 1, 1, -13, 1, 1]);
    // Not settled any more: nothing to take over.
    const nichtAbgerechnet = await rufe(ROUTEN.abrechnungAktualisieren, {
      als: 'admin',
      query: { fileId: datei.id },
    });
    expect(nichtAbgerechnet.status).toBe(409);
    expect(nichtAbgerechnet.body.message).toBe(VERARBEITUNG_TEXTE.nichtAbgerechnet(datei.id));
  });

  it('die Sperre: ein zweiter Lauf auf einer gesperrten Datei wird mit der Sperrmeldung abgewiesen', async () => {
    const datei = await hochladen('musterdatei_041222.txt', musterdatei());
    // A run holds the file (as the first evaluation does while it works).
    const gesperrtAm = new Date().toISOString();
    await importDateienRepository(db).sperren(datei.id, 'erster-lauf', gesperrtAm, {
      status: DATEI_STATUS.wertetAus,
    });
    const meldung = LESE_TEXTE.dateiGesperrt(datei.id, deutscheZeit(gesperrtAm));
    for (const versuch of [
      () => rufe(ROUTEN.importAuswertungStarten, { als: 'admin', query: { id: datei.id } }),
      () => rufe(ROUTEN.importBuchen, { als: 'admin', body: { modus: 1, fileId: datei.id } }),
      () => rufe(ROUTEN.importAuswertungLoeschen, { als: 'admin', body: { modus: 1, fileId: datei.id } }),
    ]) {
      const antwort = await versuch();
      expect(antwort.status).toBe(409);
      expect(antwort.body.message).toBe(meldung);
    }
    expect((await importDateienRepository(db).laden(datei.id))?.sperre).toBe('erster-lauf');
    expect(zaehle(await zeilenVon(datei.id))).toEqual({ 0: MUSTERDATEI.zeilen });

    // Unlocked in the monitor (the first run died): the evaluation runs.
    expect(
      (await rufe(ROUTEN.monitorDateiEntsperren, { als: 'admin', body: { fileId: datei.id } })).status,
    ).toBe(200);
    expect((await auswerten(datei.id)).status).toBe(200);
    expect(zaehle(await zeilenVon(datei.id))[1]).toBe(122);

    // Two starts at the same moment: one run takes the lock, the other is refused with the message.
    const [a, b] = await Promise.all([
      rufe(ROUTEN.importAuswertungStarten, { als: 'admin', query: { id: datei.id } }),
      rufe(ROUTEN.importAuswertungStarten, { als: 'admin', query: { id: datei.id } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const gewinner = a.status === 200 ? a : b;
    expect((await verfolgen(ROUTEN.importAuswertungFortschritt, gewinner.body.threadId)).status).toBe(200);
  });

  it('Makler handeln nur an eigenen Dateien; Läufe anderer sind für sie unbekannt; Fehler ohne Datei', async () => {
    const fremd = await hochladen('musterdatei_041222.txt', musterdatei());
    const start = await rufe(ROUTEN.importAuswertungStarten, { als: 'admin', query: { id: fremd.id } });
    // importsicht is broker 10001 — the lines are his, the file (uploaded by admin, no broker) is not.
    const makler = await rufe(ROUTEN.importAuswertungStarten, {
      als: 'importsicht',
      query: { id: fremd.id },
    });
    expect(makler.status).toBe(404);
    expect(makler.body.message).toBe(LESE_TEXTE.dateiNichtGefunden(fremd.id));
    const lauf = await rufe(ROUTEN.importFortschritt, {
      als: 'importsicht',
      query: { id: start.body.threadId },
    });
    expect(lauf.status).toBe(404);
    expect((await verfolgen(ROUTEN.importAuswertungFortschritt, start.body.threadId)).status).toBe(200);

    // His own upload he may evaluate; the lines of his number are his.
    const eigene = await hochladen('musterdatei_041222.txt', musterdatei(), {}, 'importsicht');
    expect(eigene.maklernr).toBe(MAKLER);
    const ausgewertet = await auswerten(eigene.id, 'importsicht');
    expect(ausgewertet.status).toBe(200);
    expect(zaehle(await zeilenVon(eigene.id))).toEqual({ 1: 122, [-2]: 40, [-8]: 1, [-16]: 1, [-17]: 1 });

    // Booking a file that is not evaluated is refused with the reason; unknown runs and files are 404.
    const nichtAusgewertet = await hochladen('musterdatei_041222.txt', musterdatei());
    const buchen = await rufe(ROUTEN.importBuchen, {
      als: 'admin',
      body: { modus: 1, fileId: nichtAusgewertet.id },
    });
    expect(buchen.status).toBe(409);
    expect(buchen.body.message).toBe(VERARBEITUNG_TEXTE.nichtAusgewertet(nichtAusgewertet.id));
    expect(
      (await rufe(ROUTEN.importFortschritt, { als: 'admin', query: { id: eindeutigeUuid() } })).status,
    ).toBe(404);
    expect(
      (await rufe(ROUTEN.importAuswertungStarten, { als: 'admin', query: { id: 999_999_999 } })).status,
    ).toBe(404);
  });

  it('ein Strukturleiter arbeitet an den Dateien seiner Struktur wie in der Werkbank; ein anderer Makler nicht', async () => {
    // One scope for opening, working and polling: what the workbench shows him, he can evaluate.
    const leiter: Benutzer = {
      id: 'sub-leiter',
      name: 'leiter',
      rollen: ['IS_DATEN_IMPORT_VISIBLE', 'BIPRO_STRUKTUR'],
      maklernr: '10000',
      struktur: [MAKLER],
    };
    const fremder: Benutzer = {
      ...leiter,
      id: 'sub-fremd',
      name: 'fremd',
      rollen: ['IS_DATEN_IMPORT_VISIBLE'],
    };
    const datei = await hochladen('musterdatei_041222.txt', musterdatei(), {}, 'importsicht');
    expect(datei.maklernr).toBe(MAKLER);
    const gestartet: string[] = [];
    const starten = async (e: { laufId: string }) => void gestartet.push(e.laufId);

    expect((await sichtbareDatei(leiter, datei.id, db)).id).toBe(datei.id);
    const lauf = await starteVerarbeitung(leiter, 'auswerten', datei.id, { db, starten });
    expect(gestartet).toEqual([lauf]);
    expect(await laufFortschritt(leiter, lauf, db)).toMatchObject({ act: 0 });

    const nichtGefunden = { art: 'nichtGefunden', message: LESE_TEXTE.dateiNichtGefunden(datei.id) };
    await expect(sichtbareDatei(fremder, datei.id, db)).rejects.toMatchObject(nichtGefunden);
    await expect(starteVerarbeitung(fremder, 'auswerten', datei.id, { db, starten })).rejects.toMatchObject(
      nichtGefunden,
    );
    await expect(laufFortschritt(fremder, lauf, db)).rejects.toMatchObject({ art: 'nichtGefunden' });
    await importDateienRepository(db).entsperren(datei.id, new Date().toISOString());
  });
});

describe('Zuordnen und erneut auswerten', () => {
  it('eine von Hand zugeordnete Zeile: die erneute Auswertung folgt der Zuordnung für den ganzen Vertrag', async () => {
    const datei = await hochladen('musterdatei_041222.txt', musterdatei());
    expect((await auswerten(datei.id)).status).toBe(200);
    // Line 24 ("Pooosmann") is -8: contract 900002 is Rudolf Pollsmann's. A person decides the
    // insurer misspelt the name and assigns the line to that contract (assign page).
    const zuordnung = await rufe(ROUTEN.kundeZuordnen, {
      als: 'admin',
      body: { docId: datei.id * 10_000_000 + 24, mscInternalId: 900002, setPoliceNr: false },
    });
    expect(zuordnung.status, JSON.stringify(zuordnung.body)).toBe(200);
    expect((await zeilenVon(datei.id)).find((z) => z.zeile === 24)).toMatchObject({
      status: 1,
      leseStatus: 0,
    });

    expect((await auswerten(datei.id)).status).toBe(200);
    const zeilen = await zeilenVon(datei.id);
    expect(zaehle(zeilen)).toEqual({ 1: 145, [-2]: 18, [-16]: 1, [-17]: 1 });
    expect(zeilen.find((z) => z.zeile === 24)).toMatchObject({
      status: 1,
      grund: VERARBEITUNG_TEXTE.zugeordnet(900002, 90002),
      zuordnung: { vertragId: 900002 },
    });
    expect(zeilen.filter((z) => z.zeile >= 24 && z.zeile <= 46).every((z) => z.status === 1)).toBe(true);
  });
});

describe('Zuordnen wirkt sofort', () => {
  const zeilenId = (dateiId: number, zeile: number) => dateiId * 10_000_000 + zeile;
  const von = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

  it('buchen gleich nach dem Zuordnen, ohne erneut auszuwerten: der Vertrag wird auf den zugeordneten Vertrag gebucht', async () => {
    const datei = await hochladen('musterdatei_041222.txt', musterdatei());
    expect((await auswerten(datei.id)).status).toBe(200);
    // "Pooosmann" (lines 24–46): -8 and 22 follow-up errors. A person assigns a part record in
    // the middle of the contract to 900002 (Rudolf Pollsmann's, the insurer misspelt the name).
    const zuordnung = await rufe(ROUTEN.kundeZuordnen, {
      als: 'admin',
      body: { docId: zeilenId(datei.id, 30), mscInternalId: 900002, setPoliceNr: false },
    });
    expect(zuordnung.status, JSON.stringify(zuordnung.body)).toBe(200);

    // The whole contract is evaluated at once: status 1 on 900002, with its journal entry.
    let zeilen = await zeilenVon(datei.id);
    const vertrag = zeilen.filter((z) => z.zeile >= 24 && z.zeile <= 46);
    expect(vertrag.map((z) => z.status)).toEqual(vertrag.map(() => 1));
    expect(vertrag.every((z) => (z.treffer as { vertragId?: number }).vertragId === 900002)).toBe(true);
    const erste = vertrag[0]!;
    expect(erste).toMatchObject({ grund: VERARBEITUNG_TEXTE.zugeordnet(900002, 90002), leseStatus: 0 });
    expect(erste.journal.at(-1)?.text).toBe(VERARBEITUNG_TEXTE.zeilenJournal.ausgewertet(1, erste.grund));
    const dreissig = vertrag.find((z) => z.zeile === 30)!;
    expect(dreissig.journal.map((j) => j.text).slice(-2)).toEqual([
      ZUORDNUNG_TEXTE.journal.zugeordnet(900002, 90002, 'admin'),
      VERARBEITUNG_TEXTE.zeilenJournal.ausgewertet(1, dreissig.grund),
    ]);
    // The lines around it keep their evaluation.
    expect(zaehle(zeilen)).toEqual({ 1: 145, [-2]: 18, [-16]: 1, [-17]: 1 });
    expect(zeilen.find((z) => z.zeile === 23)?.journal).toHaveLength(2);

    // ---- book, without evaluating again
    const gebucht = await aktion(ROUTEN.importBuchen, datei);
    expect(gebucht.status, JSON.stringify(gebucht.body)).toBe(200);
    expect(gebucht.body.sLabel).toMatch(
      /^Buchung abgeschlossen: 145 Zeilen übertragen; 8 Verträge und 3 Kunden angelegt/,
    );
    zeilen = await zeilenVon(datei.id);
    const gebuchterVertrag = zeilen.filter((z) => z.zeile >= 24 && z.zeile <= 46);
    expect(gebuchterVertrag.every((z) => z.status === 2)).toBe(true);
    expect(gebuchterVertrag.every((z) => /^Gebucht: Status 2/.test(z.journal.at(-1)?.text ?? ''))).toBe(true);
    // Booked onto 900002: no contract was created for the delivered number.
    const angelegt = await vertraegeDerDatei(datei.id);
    expect(angelegt).toHaveLength(8);
    expect(angelegt.some((v) => v.vsnrNorm === '59999999997')).toBe(false);
    expect((await vertraegeRepository(db).nachVsnr(1, ['59999999997'])).map((v) => v.vertragId)).toEqual([
      900002,
    ]);

    // ---- the shared portfolio as before: the bookings go
    expect((await aktion(ROUTEN.importBuchungenLoeschen, datei)).status).toBe(200);
    expect((await vertraegeDerDatei(datei.id)).every((v) => v.geloescht)).toBe(true);
    expect(await kundenDerDatei(datei.id)).toEqual([]);
  });

  it('ein Vertrag über die Abschnittsgrenze: die Zuordnung einer Zeile im zweiten Abschnitt gilt auch im ersten', async () => {
    // 1,990 lines of renumbered sample contracts (new contracts, whole ones), then the sample's
    // "Pooosmann" contract (-8 against the demo portfolio) on lines 1991–2013 — across the
    // border of chunks 0 and 1 (ABSCHNITT_ZEILEN 2000) —, then the Nachsatz.
    expect(ABSCHNITT_ZEILEN).toBe(2000);
    // The mark of this test's contracts: no other test of the run uses it (the stack is fresh).
    const marke = 'YA';
    const fuell = vervielfachteMusterdatei(2100, marke).inhalt.toString('latin1').split('\n').slice(0, 1990);
    const muster = readFileSync(MUSTERDATEI.pfad)
      .toString('latin1')
      .split('\n')
      .filter((z) => z.trim() !== '');
    const inhalt = eigenerInhalt(
      Buffer.from([...fuell, ...muster.slice(23, 46), muster.at(-1)!, ''].join('\n'), 'latin1'),
    );
    const datei = await hochladen(`grenze-${eindeutigeMarke()}.txt`, inhalt);
    expect(datei.numRows).toBe(2014);
    expect((await auswerten(datei.id)).status).toBe(200);
    const vertrag = async () => (await zeilenVon(datei.id)).filter((z) => z.zeile >= 1991 && z.zeile <= 2013);
    expect((await vertrag()).map((z) => z.status)).toEqual([-8, ...von(1992, 2013).map(() => -2)]);

    // Assigning line 2005 (chunk 1) evaluates the whole contract at once, in both chunks.
    const zuordnung = await rufe(ROUTEN.kundeZuordnen, {
      als: 'admin',
      body: { docId: zeilenId(datei.id, 2005), mscInternalId: 900002, setPoliceNr: false },
    });
    expect(zuordnung.status, JSON.stringify(zuordnung.body)).toBe(200);
    const sofort = await vertrag();
    expect(sofort.map((z) => z.status)).toEqual(von(1991, 2013).map(() => 1));
    expect(sofort[0]!.grund).toBe(VERARBEITUNG_TEXTE.zugeordnet(900002, 90002));
    expect((await zeilenVon(datei.id)).find((z) => z.zeile === 1990)?.journal).toHaveLength(2);

    // Evaluating the file again: chunk 0 reads on into chunk 1 for the contract's assignment.
    expect((await auswerten(datei.id)).status).toBe(200);
    const wieder = await vertrag();
    expect(wieder.map((z) => z.status)).toEqual(von(1991, 2013).map(() => 1));
    expect(wieder.map((z) => z.grund)).toEqual(sofort.map((z) => z.grund));
    expect(wieder.every((z) => (z.treffer as { vertragId?: number } | undefined)?.vertragId === 900002)).toBe(
      true,
    );
  });
});

/** The protocol download as a response (bytes). */
async function protokollHolen(dateiId: number): Promise<Response> {
  const { idToken } = await import('../helpers/api');
  const url = new URL(`${stack.url}/MSC3/restful${ROUTEN.courtageDateiHerunterladen.pfad}`);
  url.searchParams.set('id', String(dateiId));
  return fetch(url, { headers: { authorization: `Bearer ${await idToken('admin')}` } });
}

describe('Ein halb abgebrochener Lauf (Zustandsmaschine in diesem Prozess, ein Abschnitt scheitert)', () => {
  const admin: Benutzer = { id: 'sub-admin', name: 'admin', rollen: ['INTERN'], struktur: [] };
  let scharf = false;
  let versuche = 0;
  /** Chunks of the current run that finished. */
  const fertig = new Set<number>();
  /**
   * Chunk 1 fails on every attempt — after chunks 0 and 2 have done their work, so what a run
   * killed half-way leaves behind is the same every time (in AWS the other chunks' Lambdas run
   * to their end as well when the Map fails).
   */
  const gestoert: Aufgabe = async (eingabe) => {
    const auftrag = eingabe as unknown as VerarbeitungsAuftrag;
    if (scharf && auftrag.abschnitt.nr === 1) {
      versuche++;
      await warteBis(
        () => fertig.size,
        (n) => n >= 2,
        { zeit: 30_000, intervall: 20, text: 'Abschnitte 0 und 2 fertig', sonst: 'letzterStand' },
      );
      throw new Error('Abschnitt 1 abgestürzt');
    }
    const ergebnis = await abschnittVerarbeiten(eingabe);
    fertig.add(auftrag.abschnitt.nr);
    return ergebnis;
  };
  let strecken: LokaleStrecken;
  let entfernen: () => void = () => undefined;
  beforeAll(() => {
    strecken = lokaleStrecken({
      aufgaben: { [VERARBEITUNGS_ZUSTAENDE.abschnittVerarbeiten]: gestoert },
      melden: () => undefined,
    });
    entfernen = setzeStreckenStarter(strecken.starte);
  });
  afterAll(async () => {
    entfernen();
    await strecken?.beenden();
  });

  /** Starts the work here and waits for its run; answers the run. */
  async function laufen(
    art: 'auswerten' | 'buchen' | 'buchungenLoeschen' | 'dateiLoeschen',
    dateiId: number,
  ) {
    fertig.clear();
    const laufId = await starteVerarbeitung(admin, art, dateiId, { db });
    await strecken.warteAufAlle();
    return strecken.laeufe.find((l) => l.laufId === laufId)!;
  }

  it('hinterlässt nach dem Neustart jede Zeile genau einmal und bucht jeden Vertrag genau einmal', async () => {
    // 4,539 lines: three chunks, contracts crossing the chunk borders.
    // The mark of this test's contracts, and so its content's: no other test of the run uses it.
    const marke = 'ZA';
    const { inhalt, zeilen: gesamt } = vervielfachteMusterdatei(4500, marke);
    // No interface named: recognised as GDV by its Vorsatz.
    const datei = await hochladen(`gross-${eindeutigeMarke()}.txt`, inhalt);
    expect(datei.numRows).toBe(gesamt);

    // ---- evaluation: chunk 1 fails for good, the run fails and says why
    scharf = true;
    const kaputt = await laufen('auswerten', datei.id);
    expect(kaputt.status).toBe('fehlgeschlagen');
    expect(versuche).toBe(4);
    await expect(laufFortschritt(admin, kaputt.laufId, db)).rejects.toMatchObject({
      art: 'konflikt',
      message: 'Abschnitt 1 abgestürzt',
    });
    const stand = (await importDateienRepository(db).laden(datei.id))!;
    expect(stand.sperre).toBeUndefined();
    expect(stand).toMatchObject({ status: DATEI_STATUS.wertetAus, fehler: 'Abschnitt 1 abgestürzt' });
    expect(stand.journal.at(-1)?.text).toBe(
      VERARBEITUNG_TEXTE.journal.fehlgeschlagen('auswerten', 'Abschnitt 1 abgestürzt'),
    );
    let zeilen = await zeilenVon(datei.id);
    expect(zeilen.filter((z) => z.zeile > 2000 && z.zeile <= 4000).every((z) => z.status === 0)).toBe(true);
    expect(
      zeilen.filter((z) => z.zeile <= 2000 || z.zeile > 4000).every((z) => z.leseStatus !== undefined),
    ).toBe(true);

    // ---- started again: every line once, each as an evaluation of the whole file in one go gives it
    scharf = false;
    expect((await laufen('auswerten', datei.id)).status).toBe('erfolgreich');
    zeilen = await zeilenVon(datei.id);
    expect(zeilen).toHaveLength(gesamt);
    expect(new Set(zeilen.map((z) => z.zeile)).size).toBe(gesamt);
    const eingabe = zeilen.map(alsLeseErgebnis);
    const daten = await ladeAuswertungsDaten(eingabe, { gesellschaft: datei.gesellschaft }, db);
    const erwartet = new Map([...werteAlleAus(eingabe, daten)].map((e) => [e.zeile, e.status]));
    expect(zeilen.filter((z) => z.status !== erwartet.get(z.zeile))).toEqual([]);
    // Every repetition of the sample evaluates alike: 14 contracts, the persons of the sample.
    const ok = zeilen.filter((z) => z.status === 1).length;
    expect(ok).toBeGreaterThan(gesamt / 2);
    expect((await fortschrittRepository(db).laden(kaputt.laufId))?.fehler).toBe('Abschnitt 1 abgestürzt');

    // ---- booking: chunk 1 fails for good, then the run again
    const neueVertraege = new Set(
      zeilen.flatMap((z) => {
        const t = z.treffer as { art?: string; vertragId?: number; vsnrNorm?: string } | undefined;
        return z.status === 1 && t?.art === 'vertrag' && t.vertragId === undefined ? [t.vsnrNorm!] : [];
      }),
    );
    expect(neueVertraege.size).toBeGreaterThan(100);
    const gebuehrVorher = await angelegtInsgesamt();
    scharf = true;
    expect((await laufen('buchen', datei.id)).status).toBe('fehlgeschlagen');
    const halb = await vertraegeDerDatei(datei.id);
    expect(halb.length).toBeGreaterThan(0);
    expect(halb.length).toBeLessThan(neueVertraege.size);
    scharf = false;
    expect((await laufen('buchen', datei.id)).status).toBe('erfolgreich');

    const vertraege = await vertraegeDerDatei(datei.id);
    expect(vertraege).toHaveLength(neueVertraege.size);
    expect(new Set(vertraege.map((v) => v.vsnrNorm))).toEqual(neueVertraege);
    expect(await angelegtInsgesamt()).toBe(gebuehrVorher + neueVertraege.size);
    zeilen = await zeilenVon(datei.id);
    expect(zeilen).toHaveLength(gesamt);
    expect(zeilen.filter((z) => z.status === 2)).toHaveLength(ok);
    expect(zeilen.some((z) => z.status === 1)).toBe(false);

    // ---- clean up the shared portfolio: the bookings and the file
    expect((await laufen('buchungenLoeschen', datei.id)).status).toBe('erfolgreich');
    expect((await vertraegeDerDatei(datei.id)).every((v) => v.geloescht)).toBe(true);
    expect(await kundenDerDatei(datei.id)).toEqual([]);
    expect((await laufen('dateiLoeschen', datei.id)).status).toBe('erfolgreich');
    expect(await importDateienRepository(db).laden(datei.id)).toBeUndefined();
  }, 240_000);
});

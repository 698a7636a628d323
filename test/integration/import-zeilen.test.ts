/**
 * The workbench's line handlers against the local stack (reference §2.4, §3, §4, §5, §7, §8, §9):
 * search per role and scope, details and journal, line edit read again through the interface,
 * deleting lines (status <= 1 only), defer / reactivate / defer -9 under the file's lock, the
 * downloads (-4 export as a real xlsx with neutralised cells, error lines, manual).
 *
 * The GDV sample is registered and read in this process as the read pipeline does it (plan →
 * chunk → finish, helpers/werkbank.ts), uploaded by the external broker `maklerimport`,
 * so it is his file. Statuses that evaluation and booking give (-4, -9, 2) are written through
 * the line repository: those pipelines are not the subject here.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  API_BASIS,
  DATENIMPORT_TEXTE,
  FEHLER_STATUS,
  HOECHSTE_ID_LISTE,
  importFilterAnfrage,
  LESE_TEXTE,
  MELDUNGEN,
  ROUTEN,
  WERKBANK_TEXTE,
  ZEILE_HOECHSTBYTES,
  type Benutzer,
  type Route,
} from '@lieferdesk/shared';
import { fortschrittRepository } from '@lieferdesk/functions/data/repositories/fortschritt';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { importZeilenRepository, zeilenId } from '@lieferdesk/functions/data/repositories/importZeilen';
import { COURTAGE_KOPFZEILE } from '@lieferdesk/functions/formate/schnittstellen/eingebaut/courtage';
import { sucheZeilen } from '@lieferdesk/functions/werkbank/suche';
import { deutscheZeit } from '@lieferdesk/functions/zeitangabe';
import { idToken, rufe } from '../helpers/api';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { dateiEinlesen, musterInhalt, stackUmgebung } from '../helpers/einlesen';
import { alleSeiten } from '../helpers/seiten';
import { zeileSetzen } from '../helpers/werkbank';
import { eingebautesBeispiel, MUSTERDATEI } from '../fixtures';

const stack = inject('stack');
const db = stackUmgebung();
const dateien = importDateienRepository(db);
const zeilenRepo = importZeilenRepository(db);
const MARKE = eindeutigeMarke();
const COURTAGE_BEISPIEL = eingebautesBeispiel('courtage-2024-03.csv');

const benutzer = (name: string, rollen: Benutzer['rollen'], maklernr?: string): Benutzer => ({
  id: `sub-${name}`,
  name,
  rollen,
  maklernr,
  struktur: [],
});
const MAKLERIMPORT = benutzer('maklerimport', ['EXTERNER_MAKLER', 'IS_DATEN_IMPORT_VISIBLE'], '20001');
const IMPORTSICHT = benutzer('importsicht', ['IS_DATEN_IMPORT_VISIBLE'], '10001');

/** The search's rows over all its pages (helpers/seiten.ts). */
const suche = (als: string, body: object) => alleSeiten(als, { modus: 1, ...body });

const setzeZeile = (dateiId: number, zeile: number, aenderung: { status: number; grund?: string }) =>
  zeileSetzen(db, dateiId, zeile, aenderung);
const einlesen = (dateiname: string, inhalt: Buffer | string, wer?: Benutzer) =>
  dateiEinlesen(db, dateiname, inhalt, wer);

/** A download through the API: the bytes and the headers. */
async function herunterladen(route: Route, als: string, query: Record<string, string | number> = {}) {
  const url = new URL(`${stack.url}${API_BASIS}${route.pfad}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.append(k, String(v));
  const res = await fetch(url, { headers: { authorization: `Bearer ${await idToken(als)}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

let eigene: number;
let fremde: number;
const eigenerName = `musterdatei-${MARKE}.txt`;
const fremderName = `musterdatei-${MARKE}-fremd.txt`;
const id = (zeile: number) => zeilenId(eigene, zeile);

beforeAll(async () => {
  eigene = await einlesen(eigenerName, musterInhalt(), MAKLERIMPORT);
  fremde = await einlesen(fremderName, musterInhalt(), IMPORTSICHT);
});

describe('Suche (POST /bipro_import/filter)', () => {
  it('zeigt internen Benutzern alle Zeilen einer Datei, nach Nummer, Name, Muster, Bereich und Satzart', async () => {
    const alle = await suche('admin', { fileId: eigene, statusTo: 500 });
    expect(alle.rows).toHaveLength(MUSTERDATEI.zeilen);
    expect(alle.mess).toBeUndefined();
    expect(alle.rows.map((z) => z.index)).toEqual(
      Array.from({ length: MUSTERDATEI.zeilen }, (_, i) => i + 1),
    );
    expect(alle.rows[4]).toMatchObject({
      id: id(5),
      index: 5,
      fileId: eigene,
      fileName: eigenerName,
      status: 0,
      use4Booking: 1,
      actionDatensatz: false,
    });
    const datei = await dateien.laden(eigene);
    expect(alle.rows[4]!.date).toBe(datei!.dateFrom);
    expect(alle.rows[4]!.interfaceName).toBe(datei!.interfaceName);

    // The default of reference §9 (-1000 to 1, aktive): all 165 are read (0); by name without dates.
    expect((await suche('admin', { filename: eigenerName.toUpperCase() })).rows).toHaveLength(
      MUSTERDATEI.zeilen,
    );
    // A pattern over the files of the default month: both of this run.
    const muster = await suche('admin', { filename: `musterdatei-${MARKE}*.txt`, lineFrom: 1, lineTo: 1 });
    expect(new Set(muster.rows.map((z) => z.fileId))).toEqual(new Set([eigene, fremde]));
    // Newest file first.
    expect(muster.rows[0]!.fileId).toBe(fremde);

    const bereich = await suche('admin', { fileId: eigene, lineFrom: 10, lineTo: 14 });
    expect(bereich.rows.map((z) => z.index)).toEqual([10, 11, 12, 13, 14]);
    const vertraege = await suche('admin', { fileId: eigene, subinterfacename: '0200' });
    expect(vertraege.rows.length).toBeGreaterThan(5);
    const details = await rufe(ROUTEN.importZeileDetails, {
      als: 'admin',
      query: { id: vertraege.rows[0]!.id },
    });
    expect(details.body.values).toContainEqual({ label: 'Satzart / Sub-Interface', value: '0200#1' });
    // Nothing has happened to a line yet: the journal filter finds none; errors only: none.
    expect((await suche('admin', { fileId: eigene, journal: true })).rows).toEqual([]);
    expect((await suche('admin', { fileId: eigene, onlyErrors: true })).rows).toEqual([]);
    // Other status ranges and use4Booking.
    expect((await suche('admin', { fileId: eigene, statusFrom: 1, statusTo: 3 })).rows).toEqual([]);
    expect((await suche('admin', { fileId: eigene, use4Booking: 0 })).rows).toEqual([]);
    // Company filter: another company's id finds nothing of it.
    expect((await suche('admin', { filename: eigenerName, gesellschaft: '999999' })).rows).toEqual([]);
  });

  it('externe Makler: nur mit Dateinamen, nur eigene Dateien', async () => {
    const eigen = await suche('maklerimport', { filename: eigenerName });
    expect(eigen.rows).toHaveLength(MUSTERDATEI.zeilen);
    expect((await suche('maklerimport', { filename: fremderName })).rows).toEqual([]);
    expect(
      (await suche('maklerimport', { filename: `musterdatei-${MARKE}*` })).rows.every(
        (z) => z.fileId === eigene,
      ),
    ).toBe(true);
    // A file number of another broker's file, and the other broker himself.
    expect((await suche('maklerimport', { filename: fremderName, fileId: fremde })).rows).toEqual([]);
    expect((await suche('importsicht', { filename: eigenerName })).rows).toEqual([]);
    expect((await suche('importsicht', { filename: fremderName })).rows).toHaveLength(MUSTERDATEI.zeilen);
    // Full-filter fields count only for the full filter: the line range is ignored for him.
    expect(
      (await suche('maklerimport', { filename: eigenerName, lineFrom: 1, lineTo: 2 })).rows,
    ).toHaveLength(MUSTERDATEI.zeilen);
  });

  it('Meldungen von Reference §5 je Rolle (400), ohne Importrecht 403', async () => {
    const meldung = async (als: string, body: object) => {
      const antwort = await rufe(ROUTEN.importFilter, { als, body: { modus: 1, ...body } });
      expect(antwort.status).toBe(400);
      return antwort.body.message;
    };
    expect(await meldung('maklerimport', {})).toBe(MELDUNGEN.sucheNurMitDatei);
    expect(await meldung('maklerimport', { fromDate: '2026-01-01', toDate: '2026-01-31' })).toBe(
      'Sie können nur suchen, wenn Sie zuvor eine Datei eingelesen haben.',
    );
    // Both bounds: a start alone runs up to today and, a year on, would be a range too long.
    expect(await meldung('importsicht', { fromDate: '2026-01-01', toDate: '2026-01-31' })).toBe(
      MELDUNGEN.sucheNurMitDatei,
    );
    expect(await meldung('admin', {})).toBe('Bitte befüllen Sie ein Suchfeld.');
    expect(await meldung('admin', { gesellschaft: 'PARAMETER_ALLE' })).toBe(MELDUNGEN.sucheFeldErforderlich);
    expect(
      (await rufe(ROUTEN.importFilter, { als: 'makler', body: { modus: 1, filename: eigenerName } })).status,
    ).toBe(403);
  });

  it('eine große Datei seitenweise, eine Suche nach Ablauf der Zeit mit dem Gefundenen', async () => {
    const buchungen = readFileSync(COURTAGE_BEISPIEL, 'latin1').split(/\r?\n/).slice(1).filter(Boolean);
    const zeilen = [COURTAGE_KOPFZEILE];
    for (let i = 0; i < 5100; i++) {
      const spalten = buchungen[i % buchungen.length]!.split(';');
      spalten[1] = `${spalten[1]}-${MARKE}-${i}`;
      zeilen.push(spalten.join(';'));
    }
    const gross = await einlesen(`courtage-${MARKE}.csv`, `${zeilen.join('\r\n')}\r\n`);
    const antwort = await suche('admin', { fileId: gross, statusTo: 500, modus: 1 });
    // Pages of at most 100 rows, every line once, in order.
    const anzahl = (await dateien.laden(gross))!.zeilenGesamt!;
    expect(anzahl).toBeGreaterThanOrEqual(5100);
    expect(antwort.seiten).toBe(Math.ceil(anzahl / 100));
    expect(antwort.rows.map((z) => z.index)).toEqual(Array.from({ length: anzahl }, (_, i) => i + 1));
    expect(antwort.mess).toBeUndefined();
    // A search out of time answers what it found so far, and says so.
    const admin: Benutzer = benutzer('admin', ['INTERN', 'DATEN_IMPORT']);
    const eilig = await sucheZeilen(
      admin,
      importFilterAnfrage.parse({ modus: 1, fileId: gross }),
      db,
      new Date(),
      -1,
    );
    expect(eilig).toMatchObject({ rows: [], mess: WERKBANK_TEXTE.sucheAbgebrochen('0'), gesamtGenau: false });
    // The file's modus is 2: a file number names it in either screen; a name only in its modus.
    expect(
      (await suche('admin', { filename: `courtage-${MARKE}.csv`, lineTo: 3, modus: 2 })).rows,
    ).toHaveLength(3);
    expect((await suche('admin', { filename: `courtage-${MARKE}.csv`, lineTo: 3, modus: 1 })).rows).toEqual(
      [],
    );
  });
});

describe('Details, Bearbeiten, Löschen', () => {
  it('Details: Werte mit Status und Feldern, Journal; fremde Zeilen 404', async () => {
    const antwort = await rufe(ROUTEN.importZeileDetails, { als: 'maklerimport', query: { id: id(5) } });
    expect(antwort.status).toBe(200);
    expect(antwort.body.values).toEqual(
      expect.arrayContaining([
        { label: 'Datei', value: `${eigenerName} (Nr. ${eigene})` },
        { label: 'Zeile', value: '5' },
        { label: 'Status', value: '0 – eingelesen' },
        { label: 'Verwendung', value: 'aktiv' },
        { label: 'VsNr', value: '59999999999' },
      ]),
    );
    expect(antwort.body.journal).toEqual([
      { label: expect.any(String), value: LESE_TEXTE.journal.zeileEingelesen },
    ]);
    const fremd = await rufe(ROUTEN.importZeileDetails, {
      als: 'maklerimport',
      query: { id: zeilenId(fremde, 5) },
    });
    expect(fremd.status).toBe(404);
    expect(fremd.body.message).toBe(WERKBANK_TEXTE.zeileNichtGefunden(zeilenId(fremde, 5)));
    expect(
      (await rufe(ROUTEN.importZeileDetails, { als: 'admin', query: { id: id(9_999_999) } })).status,
    ).toBe(404);
  });

  it('Bearbeiten: nur ein gültiger Satz wird gespeichert — abgelehnt 400 mit Feld und Stelle, nichts geschrieben', async () => {
    const text: string = (await rufe(ROUTEN.importZeileLaden, { als: 'maklerimport', query: { id: id(16) } }))
      .body.line;
    expect(text.startsWith('0200')).toBe(true);
    const speichern = (line: string) =>
      rufe(ROUTEN.importZeileSpeichern, {
        als: 'maklerimport',
        query: { id: id(16) },
        body: { use4Booking: 1, line },
      });
    const vorher = await zeilenRepo.laden(eigene, 16);
    const zaehlung = await dateien.laden(eigene);

    const abc = await speichern('abc');
    expect(abc.status).toBe(400);
    expect(abc.body.message).toBe(WERKBANK_TEXTE.pruefung.satzlaenge(3, 256));
    // Vertragsbeginn (bytes 44–51, TTMMJJJJ): 31 February.
    const datum = await speichern(`${text.slice(0, 43)}31022004${text.slice(51)}`);
    expect(datum.status).toBe(400);
    expect(datum.body.message).toBe('Vertragsbeginn: Stelle 44–51: Ungültiges Datum „31022004“');
    const satzart = await speichern(`XXXX${text.slice(4)}`);
    expect(satzart.status).toBe(400);
    expect(satzart.body.message).toMatch(/^Satzart: Stelle 1–4: /);

    expect(await zeilenRepo.laden(eigene, 16)).toEqual(vorher);
    const datei = await dateien.laden(eigene);
    expect(datei?.numRowsError).toBe(zaehlung?.numRowsError);
    expect(datei?.numRowsWithoutError).toBe(zaehlung?.numRowsWithoutError);
  });

  it('Bearbeiten: der gültige Text wird neu gelesen, Status, Werte und Zählung folgen; Journal mit Benutzer und Zeit', async () => {
    const geladen = await rufe(ROUTEN.importZeileLaden, { als: 'maklerimport', query: { id: id(5) } });
    expect(geladen.body).toMatchObject({ use4Booking: 1, disabled: false });
    const text: string = geladen.body.line;
    expect(text).toHaveLength(256);
    expect(text.startsWith('0200')).toBe(true);

    const speichern = (line: string, use4Booking = 1) =>
      rufe(ROUTEN.importZeileSpeichern, {
        als: 'maklerimport',
        query: { id: id(5) },
        body: { use4Booking, line },
      });
    // A faulty line, as evaluation leaves one: corrected, it is read again and faultless.
    await setzeZeile(eigene, 5, { status: -13, grund: 'Vertrag nicht im Bestand' });
    const gezaehlt = (await dateien.laden(eigene))!;
    expect(
      (await suche('maklerimport', { filename: eigenerName, statusTo: -1 })).rows.map((z) => z.index),
    ).toEqual([5]);
    const vorDemSpeichern = new Date(Date.now() - 1000).toISOString();
    expect((await speichern(text.replace('59999999999', '59999999990'))).status).toBe(200);
    let details = (await rufe(ROUTEN.importZeileDetails, { als: 'admin', query: { id: id(5) } })).body;
    expect(details.values).toContainEqual({ label: 'Status', value: '0 – eingelesen' });
    expect(details.values).toContainEqual({ label: 'VsNr', value: '59999999990' });
    expect(details.values.find((v: { label: string }) => v.label === 'Grund')).toBeUndefined();
    expect(details.journal.map((j: { value: string }) => j.value)).toEqual([
      LESE_TEXTE.journal.zeileEingelesen,
      WERKBANK_TEXTE.journal.bearbeitet('maklerimport'),
    ]);
    const zeit: string = details.journal[1].label;
    expect(zeit >= vorDemSpeichern && zeit <= new Date().toISOString()).toBe(true);
    expect(await dateien.laden(eigene)).toMatchObject({
      numRowsError: gezaehlt.numRowsError - 1,
      numRowsWithoutError: gezaehlt.numRowsWithoutError + 1,
    });
    expect((await suche('maklerimport', { filename: eigenerName, statusTo: -1 })).rows).toEqual([]);
    // Back to the delivered text: read again, fields follow.
    expect((await speichern(text)).status).toBe(200);
    details = (await rufe(ROUTEN.importZeileDetails, { als: 'admin', query: { id: id(5) } })).body;
    expect(details.values).toContainEqual({ label: 'VsNr', value: '59999999999' });
    expect(await dateien.laden(eigene)).toMatchObject({
      numRowsError: gezaehlt.numRowsError - 1,
      numRowsWithoutError: MUSTERDATEI.zeilen,
    });
    // Only use4Booking: no reading, the status stays.
    expect((await speichern(text, -1)).status).toBe(200);
    expect((await zeilenRepo.laden(eigene, 5))?.use4Booking).toBe(-1);
    expect((await speichern(text, 1)).status).toBe(200);
    // The journal filter now finds the edited line.
    expect((await suche('admin', { fileId: eigene, journal: true })).rows.map((z) => z.index)).toEqual([5]);

    // Text rules: not empty, one line.
    expect((await speichern('   ')).body.message).toBe(WERKBANK_TEXTE.zeileLeer);
    expect((await speichern(`${text}\n${text}`)).body.message).toBe(WERKBANK_TEXTE.zeileMehrzeilig);
  });

  it('Bearbeiten: eine Zeile größer als eine Zeile gespeichert werden kann ist 400 auf Deutsch, nichts wird geschrieben', async () => {
    const speichern = (datei: number, zeile: number, line: string) =>
      rufe(ROUTEN.importZeileSpeichern, {
        als: 'maklerimport',
        query: { id: zeilenId(datei, zeile) },
        body: { use4Booking: 1, line },
      });
    const vorher = await zeilenRepo.laden(eigene, 9);
    // 600 KB: more characters than the route's schema takes.
    const lang = await speichern(eigene, 9, 'x'.repeat(600 * 1024));
    expect(lang.status).toBe(400);
    expect(lang.body.message).toContain(MELDUNGEN.textZuLang(600 * 1024, ZEILE_HOECHSTBYTES));
    // 600 KB in UTF-8 in 200,000 characters: within the schema's characters, above the bytes.
    const euro = await speichern(eigene, 9, '€'.repeat(200_000));
    expect(euro.status).toBe(400);
    expect(euro.body.message).toBe(WERKBANK_TEXTE.zeileZuGross(600_000, ZEILE_HOECHSTBYTES));
    expect(await zeilenRepo.laden(eigene, 9)).toEqual(vorher);

    // 300 KB of text fit every bound, but not with the values read from it: refused after reading.
    const buchung = readFileSync(COURTAGE_BEISPIEL, 'latin1')
      .split(/\r?\n/)[1]!
      .replace(';', `-${MARKE}-gross;`);
    const datei = await einlesen(
      `courtage-${MARKE}-gross.csv`,
      `${COURTAGE_KOPFZEILE}\r\n${buchung}\r\n`,
      MAKLERIMPORT,
    );
    const spalten = buchung.split(';');
    spalten[8] = randomBytes(225_000).toString('base64'); // 300,000 characters that hardly deflate
    const gross = await speichern(datei, 2, spalten.join(';'));
    expect(gross.status).toBe(400);
    expect(gross.body.message).toMatch(
      /^Die Zeile ist zu groß zum Speichern: Sie belegt \d{3} KB, erlaubt sind höchstens 350 KB für den Text mit den daraus gelesenen Werten\. Bitte kürzen Sie den Text\.$/,
    );
    expect(await zeilenRepo.laden(datei, 2)).toMatchObject({
      status: 0,
      roh: buchung,
      journal: [{ text: LESE_TEXTE.journal.zeileEingelesen }],
    });
  });

  it('eine Zeile ab Status 2 ist nicht bearbeitbar; eine gesperrte Datei auch nicht', async () => {
    await setzeZeile(eigene, 6, { status: 2 });
    const geladen = await rufe(ROUTEN.importZeileLaden, { als: 'maklerimport', query: { id: id(6) } });
    expect(geladen.body.disabled).toBe(true);
    const text: string = geladen.body.line;
    const abgelehnt = await rufe(ROUTEN.importZeileSpeichern, {
      als: 'maklerimport',
      query: { id: id(6) },
      body: { use4Booking: 0, line: text },
    });
    expect(abgelehnt.status).toBe(409);
    expect(abgelehnt.body.message).toBe(WERKBANK_TEXTE.zeileNichtBearbeitbar(2));

    await dateien.sperren(eigene, 'fremder-lauf', new Date().toISOString());
    try {
      const datei = await dateien.laden(eigene);
      expect(
        (await rufe(ROUTEN.importZeileLaden, { als: 'maklerimport', query: { id: id(7) } })).body.disabled,
      ).toBe(true);
      const gesperrt = await rufe(ROUTEN.importZeileSpeichern, {
        als: 'maklerimport',
        query: { id: id(7) },
        body: { use4Booking: 0, line: 'x' },
      });
      expect(gesperrt.status).toBe(409);
      expect(gesperrt.body.message).toBe(LESE_TEXTE.dateiGesperrt(eigene, deutscheZeit(datei!.gesperrtAm!)));
      const loeschen = await rufe(ROUTEN.importZeileLoeschen, { als: 'maklerimport', query: { id: id(7) } });
      expect(loeschen.status).toBe(409);
      const aktion = await rufe(ROUTEN.importFehlerhafteZurueckstellen, {
        als: 'maklerimport',
        body: { modus: 1, fileId: eigene },
      });
      expect(aktion.status).toBe(409);
      expect(aktion.body.message).toBe(LESE_TEXTE.dateiGesperrt(eigene, deutscheZeit(datei!.gesperrtAm!)));
    } finally {
      await dateien.entsperren(eigene, new Date().toISOString(), 'fremder-lauf');
    }
    expect((await zeilenRepo.laden(eigene, 7))?.use4Booking).toBe(1);
  });

  it('Löschen: nur Status bis 1, sonst keine; die Zählung der Datei folgt', async () => {
    // Line 6 has status 2 (previous test): a list with it deletes nothing.
    const gemischt = await rufe(ROUTEN.importZeilenLoeschen, { als: 'maklerimport', body: [id(8), id(6)] });
    expect(gemischt.status).toBe(409);
    expect(gemischt.body.message).toBe(WERKBANK_TEXTE.nichtLoeschbar([id(6)]));
    expect(gemischt.body.message).toContain(DATENIMPORT_TEXTE.zeilenNichtLoeschbar);
    expect(await zeilenRepo.laden(eigene, 8)).toBeDefined();
    expect(
      (await rufe(ROUTEN.importZeileLoeschen, { als: 'maklerimport', query: { id: id(6) } })).status,
    ).toBe(409);

    await setzeZeile(eigene, 9, { status: -2 });
    const vorher = (await dateien.laden(eigene))!;
    expect(
      (await rufe(ROUTEN.importZeileLoeschen, { als: 'maklerimport', query: { id: id(8) } })).status,
    ).toBe(200);
    expect(
      (await rufe(ROUTEN.importZeilenLoeschen, { als: 'maklerimport', body: [id(9), id(165)] })).status,
    ).toBe(200);
    expect(await zeilenRepo.laden(eigene, 8)).toBeUndefined();
    expect(await zeilenRepo.laden(eigene, 9)).toBeUndefined();
    expect((await rufe(ROUTEN.importZeileDetails, { als: 'admin', query: { id: id(8) } })).status).toBe(404);
    const nachher = (await dateien.laden(eigene))!;
    // The file's counts follow the lines' status now: line 9 (-2) was faulty, 8 and 165 were not.
    expect(nachher).toMatchObject({
      numRows: vorher.numRows - 3,
      numRowsError: vorher.numRowsError - 1,
      numRowsWithoutError: vorher.numRowsWithoutError - 2,
    });
    expect(nachher.journal.at(-1)?.text).toBe(WERKBANK_TEXTE.dateiJournal.zeilenGeloescht([9, 165]));
    // A faulty line lowers the erroneous count.
    await setzeZeile(eigene, 10, { status: -7 });
    expect((await dateien.laden(eigene))?.numRowsError).toBe(nachher.numRowsError + 1);
    expect((await rufe(ROUTEN.importZeileLoeschen, { als: 'admin', query: { id: id(10) } })).status).toBe(
      200,
    );
    expect(await dateien.laden(eigene)).toMatchObject({
      numRows: nachher.numRows - 1,
      numRowsError: nachher.numRowsError,
      numRowsWithoutError: nachher.numRowsWithoutError - 1,
    });

    // Another broker's line: not found, nothing deleted.
    expect(
      (await rufe(ROUTEN.importZeileLoeschen, { als: 'maklerimport', query: { id: zeilenId(fremde, 8) } }))
        .status,
    ).toBe(404);
    expect(await zeilenRepo.laden(fremde, 8)).toBeDefined();
  });

  it(`Löschen von ${HOECHSTE_ID_LISTE} Zeilen auf einmal; eine mehr ist 400 und löscht nichts`, async () => {
    const buchungen = readFileSync(COURTAGE_BEISPIEL, 'latin1').split(/\r?\n/).slice(1).filter(Boolean);
    const inhalt = [COURTAGE_KOPFZEILE];
    for (let i = 0; i <= HOECHSTE_ID_LISTE; i++) {
      const spalten = buchungen[i % buchungen.length]!.split(';');
      spalten[1] = `${spalten[1]}-${MARKE}-L${i}`;
      inhalt.push(spalten.join(';'));
    }
    const datei = await einlesen(
      `courtage-${MARKE}-loeschen.csv`,
      `${inhalt.join('\r\n')}\r\n`,
      MAKLERIMPORT,
    );
    const vorher = (await dateien.laden(datei))!;
    const nummern: number[] = [];
    for await (const teil of zeilenRepo.alle(datei, vorher.zeilenGesamt!))
      nummern.push(...teil.map((z) => z.zeile));
    expect(nummern.length).toBeGreaterThan(HOECHSTE_ID_LISTE);
    const ids = nummern.slice(0, HOECHSTE_ID_LISTE + 1).map((nr) => zeilenId(datei, nr));

    const zuViele = await rufe(ROUTEN.importZeilenLoeschen, { als: 'maklerimport', body: ids });
    expect(zuViele.status).toBe(400);
    expect(zuViele.body.fehler).toEqual([
      { feld: 'body', grund: MELDUNGEN.zuVieleIds(HOECHSTE_ID_LISTE + 1, HOECHSTE_ID_LISTE) },
    ]);
    expect(await zeilenRepo.laden(datei, nummern[0]!)).toBeDefined();

    const beginn = Date.now();
    const geloescht = await rufe(ROUTEN.importZeilenLoeschen, {
      als: 'maklerimport',
      body: ids.slice(0, HOECHSTE_ID_LISTE),
    });
    expect(geloescht.status, JSON.stringify(geloescht.body)).toBe(200);
    // One file read, the statuses in ten BatchGets, the deletes in transactions of 99: seconds.
    expect(Date.now() - beginn).toBeLessThan(30_000);
    const rest: number[] = [];
    for await (const teil of zeilenRepo.alle(datei, vorher.zeilenGesamt!))
      rest.push(...teil.map((z) => z.zeile));
    expect(rest).toEqual(nummern.slice(HOECHSTE_ID_LISTE));
    expect((await dateien.laden(datei))!.numRows).toBe(vorher.numRows - HOECHSTE_ID_LISTE);
    // Another broker's lines in the list: not found, nothing deleted.
    const fremd = await rufe(ROUTEN.importZeilenLoeschen, {
      als: 'importsicht',
      body: [zeilenId(datei, nummern[HOECHSTE_ID_LISTE]!)],
    });
    expect(fremd.status).toBe(404);
    expect(await zeilenRepo.laden(datei, nummern[HOECHSTE_ID_LISTE]!)).toBeDefined();
  });
});

describe('Zurückstellen, reaktivieren, -9 zurückstellen', () => {
  it('ändert use4Booking der betroffenen Zeilen, mit Journal, Fortschritt und freier Sperre', async () => {
    for (const zeile of [20, 21]) await setzeZeile(eigene, zeile, { status: -2 });
    await setzeZeile(eigene, 22, { status: -9, grund: 'Prüfung nicht erfüllt' });
    const aktion = async (route: Route, erwartet: string) => {
      const antwort = await rufe(route, {
        als: 'maklerimport',
        body: { modus: 1, fileId: eigene, fileName: eigenerName },
      });
      expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
      // The screen's first poll (GET checkProgress) finds the work done, with its result.
      const stand = await rufe(ROUTEN.importFortschritt, {
        als: 'maklerimport',
        query: { id: antwort.body.workerId },
      });
      expect(stand.status, JSON.stringify(stand.body)).toBe(200);
      expect(stand.body).toMatchObject({ sLabel: erwartet });
      expect(stand.body.act).toBeGreaterThanOrEqual(stand.body.max);
      expect(
        (await rufe(ROUTEN.importFortschritt, { als: 'importsicht', query: { id: antwort.body.workerId } }))
          .status,
      ).toBe(404);
      const datei = await dateien.laden(eigene);
      expect(datei?.sperre).toBeUndefined();
      return datei!;
    };
    const verwendung = async () =>
      Promise.all([20, 21, 22, 23].map(async (z) => (await zeilenRepo.laden(eigene, z))!.use4Booking));

    let datei = await aktion(
      ROUTEN.importFehlerhafteZurueckstellen,
      WERKBANK_TEXTE.ergebnis.zurueckgestellt(3),
    );
    expect(await verwendung()).toEqual([0, 0, 0, 1]);
    expect(datei.journal.at(-1)?.text).toBe(WERKBANK_TEXTE.dateiJournal.zurueckgestellt(3));
    expect((await zeilenRepo.laden(eigene, 20))!.journal.at(-1)?.text).toBe(
      WERKBANK_TEXTE.journal.zurueckgestellt,
    );
    expect(
      (await suche('maklerimport', { filename: eigenerName, use4Booking: 0 })).rows.map((z) => z.index),
    ).toEqual([20, 21, 22]);
    // Again: nothing left to defer.
    await aktion(ROUTEN.importFehlerhafteZurueckstellen, WERKBANK_TEXTE.ergebnis.zurueckgestellt(0));

    datei = await aktion(ROUTEN.importReaktivieren, WERKBANK_TEXTE.ergebnis.reaktiviert(3));
    expect(await verwendung()).toEqual([1, 1, 1, 1]);
    expect(datei.journal.at(-1)?.text).toBe(WERKBANK_TEXTE.dateiJournal.reaktiviert(3));

    await aktion(ROUTEN.importMinus9Zurueckstellen, WERKBANK_TEXTE.ergebnis.minus9(1));
    expect(await verwendung()).toEqual([1, 1, 0, 1]);
    expect((await zeilenRepo.laden(eigene, 22))!.journal.at(-1)?.text).toBe(WERKBANK_TEXTE.journal.minus9);

    // One line by its number (zeilennr).
    const eine = await rufe(ROUTEN.importFehlerhafteZurueckstellen, {
      als: 'maklerimport',
      body: { modus: 1, fileId: eigene, zeilennr: 21 },
    });
    expect((await fortschrittRepository(db).laden(eine.body.workerId))?.sLabel).toBe(
      WERKBANK_TEXTE.ergebnis.zurueckgestellt(1),
    );
    expect(await verwendung()).toEqual([1, 0, 0, 1]);

    // Another broker's file: not found; without the import right: 403.
    const fremd = await rufe(ROUTEN.importReaktivieren, {
      als: 'maklerimport',
      body: { modus: 1, fileId: fremde },
    });
    expect(fremd.status).toBe(404);
    expect(
      (await rufe(ROUTEN.importReaktivieren, { als: 'makler', body: { modus: 1, fileId: eigene } })).status,
    ).toBe(403);
  });
});

describe('Downloads', () => {
  it('-4-Export: echte xlsx der letzten Tage mit neutralisierten Zellen; nur voller Filter', async () => {
    await setzeZeile(eigene, 30, { status: -4, grund: '=HYPERLINK("http://boese.example","klick")' });
    await setzeZeile(eigene, 31, { status: -4, grund: 'Vermittlernummer gehört zu einem anderen Makler' });
    const antwort = await herunterladen(ROUTEN.fehlerExcelHerunterladen, 'admin', { numberOfDays: 1 });
    expect(antwort.status).toBe(200);
    expect(antwort.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(antwort.headers.get('content-disposition')).toMatch(
      /^attachment; filename="fehler-4_\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const mappe = new ExcelJS.Workbook();
    await mappe.xlsx.load(antwort.bytes as unknown as ArrayBuffer);
    const blatt = mappe.getWorksheet(WERKBANK_TEXTE.export.blatt)!;
    const zeilen: Record<number, ExcelJS.CellValue[]> = {};
    blatt.eachRow((row) => {
      const werte = row.values as ExcelJS.CellValue[];
      if (typeof werte[7] === 'number') zeilen[werte[7]] = werte;
    });
    expect(zeilen[id(30)]?.[13]).toBe(`'=HYPERLINK("http://boese.example","klick")`);
    expect(zeilen[id(31)]?.[13]).toBe('Vermittlernummer gehört zu einem anderen Makler');
    expect(zeilen[id(30)]?.[8]).toBe(-4);
    expect(zeilen[id(30)]?.[2]).toBe(eigenerName);
    expect(zeilen[id(30)]?.[9]).toBe('0220.030#2');
    expect(zeilen[id(30)]?.[10]).toBe(MUSTERDATEI.vuNummer);
    expect(zeilen[id(30)]?.[11]).toBe('59999999997');
    expect(zeilen[id(30)]?.[12]).toBe('9999009999');
    // Only -4 lines.
    expect(Object.values(zeilen).every((w) => w[8] === -4)).toBe(true);

    // Days outside 1–31: the message of the shared schema; the external broker has no export.
    const falsch = await rufe(ROUTEN.fehlerExcelHerunterladen, { als: 'admin', query: { numberOfDays: 0 } });
    expect(falsch.status).toBe(400);
    expect(falsch.body.message).toContain(MELDUNGEN.fehlerExportTage);
    expect((await herunterladen(ROUTEN.fehlerExcelHerunterladen, 'maklerimport')).status).toBe(403);
  });

  it('Fehlerzeilen einer Datei als CSV, Anleitung als PDF, Gesellschaften', async () => {
    const csv = await herunterladen(ROUTEN.zeilenFehlerHerunterladen, 'maklerimport', { id: eigene });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = csv.bytes.subarray(3).toString('utf8');
    expect(text).toContain(
      `\r\n30;${id(30)};-4;"${FEHLER_STATUS[-4]}";"0220.030#2";"'=HYPERLINK(""http://boese.example"",""klick"")";"0220`,
    );
    expect(
      (await herunterladen(ROUTEN.zeilenFehlerHerunterladen, 'maklerimport', { id: fremde })).status,
    ).toBe(404);

    const pdf = await herunterladen(ROUTEN.anleitungHerunterladen, 'maklerimport');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const firmen = await rufe(ROUTEN.importGesellschaften, { als: 'admin' });
    expect(firmen.status).toBe(200);
    expect(firmen.body.gesellschaften).toContainEqual({ label: 'Muster Versicherung AG', value: '1' });
  });
});

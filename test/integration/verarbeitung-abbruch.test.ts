/**
 * Booking, settling and the deletes (bookings, evaluation, file) killed mid-run and finished (reference §4 "A run that
 * stopped"), as lauf-fortsetzen.test.ts does it for reading and evaluating: a local stack in a
 * process group of its own is killed with SIGKILL while a run of many chunks works, started
 * again on the kept data, and the monitor continues the run. Afterwards the file holds exactly
 * what a file of the same lines processed without a kill holds — the same line statuses and
 * counts, one entry of the run per line — and the portfolio holds what that file's run made:
 * as many contracts, customers and commission bookings, none twice, the fee counted once.
 *
 * The files: the GDV sample repeated (vervielfachteMusterdatei) under two marks, so the two
 * files book contracts of their own, and the commission sample repeated (its lines settle
 * against the demo portfolio's contracts, each line a booking of its own). 3 chunks each, on
 * stacks whose pipelines work one chunk at a time (the throughput setting of a table capped at
 * 1,000 WCU/s, infra/src/durchsatz.ts): a run takes three rounds, so it is seen between its
 * first chunk counted and its last.
 * The comparisons run first, side by side (a kill would stop them too); then one kill per stage,
 * each stage on the stack the last one restarted. A test of its own deletes the bookings after a
 * chunk's contracts were deleted — where a kill between contracts and customers leaves them.
 */
import { readFileSync } from 'node:fs';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABSCHNITT_ZEILEN, PROTOKOLL_PRAEFIX } from '@lieferdesk/events';
import { LESE_TEXTE, MONITOR_TEXTE, ROUTEN, VERARBEITUNG_TEXTE, type Route } from '@lieferdesk/shared';
import { gebuehrenRepository } from '@lieferdesk/functions/data/repositories/gebuehren';
import {
  importDateienRepository,
  type ImportDatei,
} from '@lieferdesk/functions/data/repositories/importDateien';
import {
  importZeilenRepository,
  type ImportZeileDaten,
} from '@lieferdesk/functions/data/repositories/importZeilen';
import { kundenRepository } from '@lieferdesk/functions/data/repositories/kunden';
import { provisionsbuchungenRepository } from '@lieferdesk/functions/data/repositories/provisionsbuchungen';
import type { Provisionsbuchung } from '@lieferdesk/functions/domain/bestand';
import { vertraegeRepository } from '@lieferdesk/functions/data/repositories/vertraege';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { istAusgewertet } from '@lieferdesk/functions/pipeline/verarbeitung/zeile';
import { vervielfachteMusterdatei } from '../../infra/local/bench/gdv-datei';
import { eingebautesBeispiel, MUSTERDATEI } from '../fixtures';
import { eigenerInhalt } from '../helpers/einlesen';
import {
  dateiLaden,
  hochladen,
  monitorZeile,
  warteAufStatus,
  warteBisMitten,
  zeilenDer,
} from '../helpers/lauf-abbruch';
import { stackKinder, type StackKind } from '../helpers/stack-kind';
import { warteBis } from '../helpers/warten';

const { starteKind, toeten, aufraeumen } = stackKinder('lieferdesk-verarbeitung-abbruch-', {
  schreibeinheiten: 1_000,
});
afterAll(aufraeumen);

/** The demo broker of the GDV sample (intermediary 9999009999 at company 1). */
const MAKLER = '10001';
const GESELLSCHAFT = 1;
/** The two marks of the GDV files' policy numbers: the killed file's and the one it is compared with. */
const MARKE = { abbruch: 'QA', vergleich: 'QB' } as const;
/** The commission sample's company and interface, as the upload modal chooses them. */
const COURTAGE_WAHL = { gesellschaftId: 4, interfaceName: 'Courtage-Abrechnung CSV' };
const T = VERARBEITUNG_TEXTE;

/** About 5,000 lines (3 chunks) of the GDV sample repeated. */
const ZEILEN = 4_900;

/** The commission sample: its heading, then its lines repeated to about `zeilen` lines. */
function vervielfachteCourtagedatei(zeilen: number): Buffer {
  const [kopf, ...rumpf] = readFileSync(eingebautesBeispiel('courtage-2024-03.csv'))
    .toString('latin1')
    .split('\r\n')
    .filter((z) => z !== '');
  const wiederholungen = Math.ceil(zeilen / rumpf.length);
  const alle = [kopf, ...Array.from({ length: wiederholungen }, () => rumpf).flat()];
  return Buffer.from(`${alle.join('\r\n')}\r\n`, 'latin1');
}

let kind: StackKind;
const db = () => kind.db;

/** Starts a run through its route as the workbench does; answers its run id (the progress record's). */
async function starten(route: Route, d: ImportDatei): Promise<string> {
  const start = await kind.rufe(route, { body: { modus: d.modus, fileId: d.id, fileName: d.fileName } });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  return start.body.workerId as string;
}

/** Runs `route` on `d` without a kill; answers the file as it is afterwards. */
async function ohneAbbruch(route: Route, d: ImportDatei, danach: string): Promise<ImportDatei> {
  await starten(route, d);
  return warteAufStatus(kind, d.id, danach);
}

/**
 * Starts `route` on `d`, kills the stack mid-way and starts it again: the file shows the run as
 * stopped in the monitor (`schritt`: the status text the monitor shows for it), with the action
 * to continue it. Answers the run id and the file's lines as the kill left them.
 */
async function mittenAbbrechen(route: Route, d: ImportDatei, schritt: string) {
  const laufId = await starten(route, d);
  await warteBisMitten(kind, laufId);
  await toeten(kind);
  kind = await starteKind();
  expect(kind.info.abgebrocheneDateien).toContain(d.id);
  const abgebrochen = await dateiLaden(kind, d.id);
  expect(abgebrochen.sperre).toBeUndefined();
  expect(abgebrochen.lauf).toBe(laufId);
  expect(abgebrochen.fehler).toBe(LESE_TEXTE.abbruch.stackBeendet);
  expect(await monitorZeile(kind, abgebrochen)).toMatchObject({
    statusErrors: MONITOR_TEXTE.status.abgebrochen(schritt, LESE_TEXTE.abbruch.stackBeendet),
    hasContinueAction: true,
  });
  return { laufId, vorher: await zeilenDer(kind, abgebrochen) };
}

/** Continues the file's stopped run from the monitor. */
async function fortsetzen(d: ImportDatei): Promise<void> {
  const weiter = await kind.rufe(ROUTEN.monitorLaufFortsetzen, { body: { fileId: d.id } });
  expect(weiter.status, JSON.stringify(weiter.body)).toBe(200);
  expect(weiter.body.message).toBe(MONITOR_TEXTE.fortgesetzt(d.fileName));
}

/** The file's journal holds one 'stopped' and one 'continued' entry per kill. */
function erzaehltAbbrueche(d: ImportDatei, kills: number): void {
  const texte = d.journal.map((j) => j.text);
  expect(
    texte.filter((t) => t === LESE_TEXTE.journal.abgebrochen(LESE_TEXTE.abbruch.stackBeendet)),
  ).toHaveLength(kills);
  expect(texte.filter((t) => t === LESE_TEXTE.journal.fortgesetzt('admin'))).toHaveLength(kills);
}

/** A text of the killed GDV file as the comparison file's says it (its policy numbers carry the other mark). */
const alsVergleich = (text: string | undefined) =>
  text?.replace(new RegExp(`${MARKE.abbruch}(\\d{4})`, 'g'), `${MARKE.vergleich}$1`);

/** A line as the comparison sees it: number, status, reason, and the entries of one run. */
const kern = (z: ImportZeileDaten, laufId: string) => [
  z.zeile,
  z.status,
  alsVergleich(z.grund),
  z.journal.filter((j) => j.lauf === laufId).map((j) => alsVergleich(j.text)),
];
const laufVon = (d: ImportDatei) => d.lauf!;

/** What a file's booking made in the portfolio (contracts and customers whose origin it is). */
async function bestandDer(dateiId: number) {
  const vertraege = (await vertraegeRepository(db()).alleDesMaklers(MAKLER, GESELLSCHAFT)).filter(
    (v) => v.herkunft === dateiId,
  );
  const kunden = (await kundenRepository(db()).alleDesMaklers(MAKLER)).filter((k) => k.herkunft === dateiId);
  const aktiv = vertraege.filter((v) => !v.geloescht);
  return {
    aktiv: aktiv.length,
    geloescht: vertraege.length - aktiv.length,
    policen: new Set(aktiv.map((v) => v.vsnrNorm)).size,
    kunden: kunden.length,
    personen: new Set(kunden.map((k) => `${k.name}|${k.vorname ?? ''}|${k.geburtsdatum ?? ''}`)).size,
  };
}

const gebuehrGesamt = async () =>
  (await gebuehrenRepository(db()).zaehlungen(MAKLER)).reduce((s, z) => s + z.angelegt, 0);

/** The first part of the run's summary in the file's journal: the lines it worked on. */
const zusammenfassung = (d: ImportDatei) => d.journal.at(-1)?.text.split(';')[0];

const zaehlungVon = (d: ImportDatei) => [d.numRows, d.numRowsError, d.numRowsWithoutError];

/** The settlement protocols stored for a file (one per run, under the run's id). */
async function protokolleDer(dateiId: number): Promise<string[]> {
  const s3 = new S3Client({
    endpoint: kind.info.s3Endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const liste = await s3.send(
    new ListObjectsV2Command({
      Bucket: kind.info.buckets.dokumente,
      Prefix: `${PROTOKOLL_PRAEFIX}${dateiId}/`,
    }),
  );
  return (liste.Contents ?? []).map((o) => o.Key!);
}

beforeAll(async () => {
  kind = await starteKind();
});

describe('Buchungen löschen, nachdem ein Abschnitt seine Verträge schon gelöscht hatte', () => {
  it('die Kunden, die die Buchung angelegt hat, werden trotzdem gelöscht: keine Waisen', async () => {
    // What a chunk of "delete bookings" killed between deleting its contracts and its customers
    // leaves: the contracts deleted, their policy numbers freed, the customers and lines as they were.
    const id = await hochladen(kind, 'abbruch-waisen.gdv', eigenerInhalt(readFileSync(MUSTERDATEI.pfad)));
    await warteAufStatus(kind, id, DATEI_STATUS.gelesen);
    expect((await kind.rufe(ROUTEN.importAuswertungStarten, { query: { id } })).status).toBe(200);
    const d = await ohneAbbruch(
      ROUTEN.importBuchen,
      await warteAufStatus(kind, id, DATEI_STATUS.ausgewertet),
      DATEI_STATUS.gebucht,
    );
    const gebucht = await bestandDer(id);
    expect(gebucht).toMatchObject({ aktiv: 8, kunden: 3 });
    const vertraege = vertraegeRepository(db());
    for (const v of await vertraege.alleDesMaklers(MAKLER, GESELLSCHAFT))
      if (v.herkunft === id) await vertraege.loeschen(v.vertragId);

    const weg = await ohneAbbruch(ROUTEN.importBuchungenLoeschen, d, DATEI_STATUS.ausgewertet);
    expect(await bestandDer(id)).toMatchObject({ aktiv: 0, geloescht: 8, kunden: 0 });
    expect((await zeilenDer(kind, weg)).some((z) => z.status >= 2)).toBe(false);
  });
});

describe('Buchen, Abrechnen und Löschen nach einem Absturz mitten im Lauf', () => {
  /** The four files, read and evaluated without a kill (lauf-fortsetzen.test.ts kills those steps). */
  const dateien = {} as Record<
    'buchen' | 'buchenVergleich' | 'abrechnen' | 'abrechnenVergleich',
    ImportDatei
  >;

  /** What the comparison files left, processed without a kill. */
  type Stand = {
    datei: ImportDatei;
    zeilen: ImportZeileDaten[];
    bestand: Awaited<ReturnType<typeof bestandDer>>;
  };
  let vergleich: {
    gebucht: Stand;
    geloescht: Stand;
    ohneAuswertung: { datei: ImportDatei; zeilen: ImportZeileDaten[] };
    gebuehr: number;
    abgerechnet: { datei: ImportDatei; zeilen: ImportZeileDaten[]; buchungen: Provisionsbuchung[] };
  };

  /**
   * The GDV comparison booked, its bookings deleted and the file deleted, and beside it the
   * commission comparison settled — all before the first kill, which would stop them too. The
   * persons of both GDV files are the same: with the comparison's bookings deleted, the killed
   * file's booking finds the portfolio as the comparison's found it.
   */
  async function vergleichen() {
    const stand = async (d: ImportDatei) => ({
      datei: d,
      zeilen: await zeilenDer(kind, d),
      bestand: await bestandDer(d.id),
    });
    const gdv = async () => {
      const gebuehrVorher = await gebuehrGesamt();
      const gebucht = await stand(
        await ohneAbbruch(ROUTEN.importBuchen, dateien.buchenVergleich, DATEI_STATUS.gebucht),
      );
      const gebuehr = (await gebuehrGesamt()) - gebuehrVorher;
      const geloescht = await stand(
        await ohneAbbruch(ROUTEN.importBuchungenLoeschen, gebucht.datei, DATEI_STATUS.ausgewertet),
      );
      const ohneAuswertungDatei = await ohneAbbruch(
        ROUTEN.importAuswertungLoeschen,
        geloescht.datei,
        DATEI_STATUS.gelesen,
      );
      const ohneAuswertung = {
        datei: ohneAuswertungDatei,
        zeilen: await zeilenDer(kind, ohneAuswertungDatei),
      };
      await starten(ROUTEN.importDateiLoeschen, ohneAuswertungDatei);
      await warteBis(
        () => importDateienRepository(db()).laden(ohneAuswertungDatei.id),
        (rest) => rest === undefined,
        { zeit: 400_000, intervall: 250, text: `Datei ${ohneAuswertungDatei.id} nicht gelöscht` },
      );
      return { gebucht, geloescht, ohneAuswertung, gebuehr };
    };
    const abrechnung = async () => {
      const datei = await ohneAbbruch(
        ROUTEN.importAbrechnen,
        dateien.abrechnenVergleich,
        DATEI_STATUS.abgerechnet,
      );
      return {
        datei,
        zeilen: await zeilenDer(kind, datei),
        buchungen: await provisionsbuchungenRepository(db()).derDatei(datei.id),
      };
    };
    const [g, abgerechnet] = await Promise.all([gdv(), abrechnung()]);
    vergleich = { ...g, abgerechnet };
  }

  beforeAll(async () => {
    const gdv = (marke: string) => vervielfachteMusterdatei(ZEILEN, marke).inhalt;
    const courtage = vervielfachteCourtagedatei(ZEILEN);
    const ids = {
      buchen: await hochladen(kind, 'abbruch-buchen.gdv', gdv(MARKE.abbruch)),
      buchenVergleich: await hochladen(kind, 'abbruch-buchen-vergleich.gdv', gdv(MARKE.vergleich)),
      abrechnen: await hochladen(kind, 'abbruch-abrechnen.csv', eigenerInhalt(courtage), COURTAGE_WAHL),
      abrechnenVergleich: await hochladen(
        kind,
        'abbruch-abrechnen-vergleich.csv',
        eigenerInhalt(courtage),
        COURTAGE_WAHL,
      ),
    };
    // Each evaluated as soon as it is read: the four side by side.
    for (const id of Object.values(ids)) {
      await warteAufStatus(kind, id, DATEI_STATUS.gelesen);
      const start = await kind.rufe(ROUTEN.importAuswertungStarten, { query: { id } });
      expect(start.status, JSON.stringify(start.body)).toBe(200);
    }
    for (const [name, id] of Object.entries(ids))
      dateien[name as keyof typeof dateien] = await warteAufStatus(kind, id, DATEI_STATUS.ausgewertet);
    // Three chunks each: three rounds of one chunk at a time.
    expect(dateien.buchen.zeilenGesamt).toBeGreaterThan(2 * ABSCHNITT_ZEILEN);
    expect(dateien.abrechnen.zeilenGesamt).toBeGreaterThan(2 * ABSCHNITT_ZEILEN);
    await vergleichen();
    expect(vergleich.gebucht.bestand.aktiv).toBeGreaterThan(ZEILEN / 20);
    expect(vergleich.gebuehr).toBe(vergleich.gebucht.bestand.aktiv);
    expect(vergleich.abgerechnet.buchungen.length).toBeGreaterThan(ZEILEN / 2);
  }, 1_200_000);

  it('Buchen: dieselben Zeilen, Verträge, Kunden und Gebühren wie ohne Absturz, nichts doppelt', async () => {
    const { gebucht } = vergleich;
    const gebuehrVorAbbruch = await gebuehrGesamt();
    const { laufId, vorher } = await mittenAbbrechen(
      ROUTEN.importBuchen,
      dateien.buchen,
      MONITOR_TEXTE.status.bucht,
    );
    // It was mid-way: some lines booked, some not.
    const schonGebucht = vorher.filter((z) => z.status === 2).length;
    expect(schonGebucht).toBeGreaterThan(0);
    expect(schonGebucht).toBeLessThan(gebucht.zeilen.filter((z) => z.status === 2).length);
    await fortsetzen(dateien.buchen);
    const d = await warteAufStatus(kind, dateien.buchen.id, DATEI_STATUS.gebucht);
    expect(d.lauf).toBe(laufId);

    const zeilen = await zeilenDer(kind, d);
    expect(zaehlungVon(d)).toEqual(zaehlungVon(gebucht.datei));
    expect(zeilen.map((z) => kern(z, laufId))).toEqual(
      gebucht.zeilen.map((z) => kern(z, laufVon(gebucht.datei))),
    );
    // One entry of the run per booked line, as without the kill.
    expect(zeilen.filter((z) => z.journal.filter((j) => j.lauf === laufId).length > 1)).toEqual([]);
    // The same contracts and customers made, each once, and the fee counted once per contract.
    const bestand = await bestandDer(d.id);
    expect(bestand).toEqual(gebucht.bestand);
    expect(bestand.policen).toBe(bestand.aktiv);
    expect(bestand.personen).toBe(bestand.kunden);
    expect((await gebuehrGesamt()) - gebuehrVorAbbruch).toBe(vergleich.gebuehr);
    erzaehltAbbrueche(d, 1);
    // The run's summary: the lines it booked as without the kill. The contracts and customers it
    // names are those the continued execution created (README "Reliability").
    expect(zusammenfassung(d)).toBe(zusammenfassung(gebucht.datei));
  });

  it('Buchungen löschen: die angelegten Verträge und Kunden sind weg, keine Waisen, jede Zeile wieder Status 1', async () => {
    const { laufId, vorher } = await mittenAbbrechen(
      ROUTEN.importBuchungenLoeschen,
      dateien.buchen,
      MONITOR_TEXTE.status.gebucht,
    );
    const zurueck = vorher.filter((z) => z.status === 1).length;
    expect(zurueck).toBeGreaterThan(0);
    expect(vorher.some((z) => z.status === 2)).toBe(true);
    await fortsetzen(dateien.buchen);
    const d = await warteAufStatus(kind, dateien.buchen.id, DATEI_STATUS.ausgewertet);
    expect(d.lauf).toBe(laufId);

    const { geloescht } = vergleich;
    const zeilen = await zeilenDer(kind, d);
    expect(zaehlungVon(d)).toEqual(zaehlungVon(geloescht.datei));
    expect(zeilen.map((z) => [z.zeile, z.status])).toEqual(geloescht.zeilen.map((z) => [z.zeile, z.status]));
    expect(zeilen.some((z) => z.status >= 2)).toBe(false);
    // One 'deleted' entry per line that was booked, as without the kill.
    const geloeschtEintraege = (z: ImportZeileDaten) =>
      z.journal.filter((j) => j.text === T.zeilenJournal.buchungGeloescht).length;
    expect(zeilen.map(geloeschtEintraege)).toEqual(geloescht.zeilen.map(geloeschtEintraege));
    // Nothing the booking made is left: every contract deleted, every customer gone.
    const bestand = await bestandDer(d.id);
    expect(bestand).toEqual(geloescht.bestand);
    expect(bestand).toMatchObject({ aktiv: 0, kunden: 0 });
    expect(bestand.geloescht).toBe(vergleich.gebucht.bestand.aktiv);
    erzaehltAbbrueche(d, 2);
    expect(zusammenfassung(d)).toBe(zusammenfassung(geloescht.datei));
  });

  it('Auswertung löschen: jede Zeile wieder eingelesen, ein Eintrag je Zeile wie ohne Absturz', async () => {
    const { laufId, vorher } = await mittenAbbrechen(
      ROUTEN.importAuswertungLoeschen,
      dateien.buchen,
      MONITOR_TEXTE.status.ausgewertet,
    );
    // It was mid-way: some lines without their evaluation, some still with it.
    expect(vorher.filter(istAusgewertet).length).toBeGreaterThan(0);
    expect(vorher.filter(istAusgewertet).length).toBeLessThan(
      vergleich.geloescht.zeilen.filter(istAusgewertet).length,
    );
    await fortsetzen(dateien.buchen);
    const d = await warteAufStatus(kind, dateien.buchen.id, DATEI_STATUS.gelesen);
    expect(d.lauf).toBe(laufId);

    const { ohneAuswertung } = vergleich;
    const zeilen = await zeilenDer(kind, d);
    expect(zaehlungVon(d)).toEqual(zaehlungVon(ohneAuswertung.datei));
    expect(zeilen.map((z) => kern(z, laufId))).toEqual(
      ohneAuswertung.zeilen.map((z) => kern(z, laufVon(ohneAuswertung.datei))),
    );
    expect(zeilen.filter(istAusgewertet)).toEqual([]);
    // At most one 'evaluation deleted' entry of the run per line (which ones: as without the kill, above).
    expect(zeilen.filter((z) => z.journal.filter((j) => j.lauf === laufId).length > 1)).toEqual([]);
    erzaehltAbbrueche(d, 3);
    expect(zusammenfassung(d)).toBe(zusammenfassung(ohneAuswertung.datei));
  });

  it('Datei löschen: Datei und Zeilen sind weg wie ohne Absturz', async () => {
    const b = vergleich.geloescht.datei;
    expect(await importDateienRepository(db()).laden(b.id)).toBeUndefined();

    const { vorher } = await mittenAbbrechen(
      ROUTEN.importDateiLoeschen,
      dateien.buchen,
      MONITOR_TEXTE.status.gelesen,
    );
    expect(vorher.length).toBeGreaterThan(0);
    expect(vorher.length).toBeLessThan(dateien.buchen.numRows);
    await fortsetzen(dateien.buchen);
    const d = dateien.buchen;
    await warteBis(
      () => importDateienRepository(db()).laden(d.id),
      (rest) => rest === undefined,
      { zeit: 400_000, intervall: 250, text: `Datei ${d.id} nicht gelöscht` },
    );
    // No line of either file is left in any chunk.
    for (const id of [d.id, b.id])
      for (let nr = 0; nr * ABSCHNITT_ZEILEN < d.zeilenGesamt!; nr++)
        expect(await importZeilenRepository(db()).abschnitt(id, nr)).toEqual([]);
  });

  it('Abrechnen: dieselben Provisionsbuchungen wie ohne Absturz, jede einmal, ein Protokoll', async () => {
    const { datei: v, zeilen: vergleichsZeilen, buchungen: vergleichsBuchungen } = vergleich.abgerechnet;

    const { laufId, vorher } = await mittenAbbrechen(
      ROUTEN.importAbrechnen,
      dateien.abrechnen,
      MONITOR_TEXTE.status.rechnetAb,
    );
    const schon = vorher.filter((z) => z.status === 3).length;
    expect(schon).toBeGreaterThan(0);
    expect(schon).toBeLessThan(vergleichsZeilen.filter((z) => z.status === 3).length);
    await fortsetzen(dateien.abrechnen);
    const d = await warteAufStatus(kind, dateien.abrechnen.id, DATEI_STATUS.abgerechnet);
    expect(d.lauf).toBe(laufId);

    const zeilen = await zeilenDer(kind, d);
    expect(zaehlungVon(d)).toEqual(zaehlungVon(v));
    expect(zeilen.map((z) => kern(z, laufId))).toEqual(vergleichsZeilen.map((z) => kern(z, laufVon(v))));
    // One booking per settled line, none twice (the key is file and line), the same amounts.
    const buchungen = await provisionsbuchungenRepository(db()).derDatei(d.id);
    const ohneDatei = (b: (typeof buchungen)[number]) => [b.zeile, b.vertragId, b.betrag, b.datum];
    expect(buchungen.map(ohneDatei)).toEqual(vergleichsBuchungen.map(ohneDatei));
    expect(new Set(buchungen.map((b) => b.zeile)).size).toBe(buchungen.length);
    // The protocol once: the run's, written by its finishing step.
    expect(await protokolleDer(d.id)).toEqual([d.protokoll?.key]);
    erzaehltAbbrueche(d, 1);
    expect(d.journal.at(-1)?.text).toBe(v.journal.at(-1)?.text);

    kind.prozess.kill('SIGTERM');
  });
});

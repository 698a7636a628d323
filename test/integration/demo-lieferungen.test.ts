/**
 * The demo data of a fresh `npm start`, on a stack of its own:
 *
 * - the demo deliveries (infra/local/demo/lieferungen.ts): every file comes in through the API or
 *   the inbox as a real delivery does, and the monitor then shows what a clerk's first visit
 *   should show — the GDV sample evaluated with its 43 faulty lines, the commission statement
 *   evaluated in settlement mode, the OMDS file and the dunning list read, the file without
 *   Nachsatz read with its file-level error;
 * - the demo downloads (infra/local/demo/abholung.ts, bipro.ts): one run per demo access against
 *   the simulated insurers, after which every BiPRO list shows rows with its first filter, for
 *   `admin` and for the broker `fa` (10001, Muster Versicherung's access): documents not assigned
 *   and assigned automatically (with the customer's name), the archive with a PDF and an XML (the
 *   demo's category exception), GDV files, a commission file the settlement import can read, a
 *   dunning list, the deliveries;
 * - every demo GDV delivery reads, through the GDV reader, as its name says: complete, with its
 *   Nachsatz counts and sums matching its records, unless its name says it is broken.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LESE_TEXTE, ROUTEN, type Route } from '@lieferdesk/shared';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { ARCHIV_GRUND } from '@lieferdesk/functions/domain/bipro/einordnung';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { GdvLeser, gdvZeilen } from '@lieferdesk/functions/formate/gdv/zeilen';
import { istGdvVorsatz } from '@lieferdesk/functions/pipeline/lesen/schnittstellen';
import {
  demoAbholungen,
  demoZugaengeEinrichten,
  starteDemoVersicherer,
} from '../../infra/local/demo/abholung';
import { demoBiproVersicherer } from '../../infra/local/demo/bipro';
import { DEMO_ABLAGE, DEMO_LIEFERUNGEN, demoLieferungenEinspielen } from '../../infra/local/demo/lieferungen';
import { DEMO_AUSGENOMMENE_KATEGORIE } from '../../infra/local/demo/stammdaten';
import { starteLokalenStack, type LokalerStack } from '../../infra/local/stack';
import { MUSTERDATEI } from '../fixtures';
import { rufe } from '../helpers/api';
import { warteBis } from '../helpers/warten';

const verzeichnis = mkdtempSync(join(tmpdir(), 'lieferdesk-demo-'));
let stack: LokalerStack | undefined;
let versicherer: Awaited<ReturnType<typeof starteDemoVersicherer>> | undefined;
afterAll(async () => {
  await stack?.beenden();
  await versicherer?.beenden();
  rmSync(verzeichnis, { recursive: true, force: true });
});

/** A name that tells the file is broken: then, and only then, it reads as incomplete. */
const NAME_SAGT_KAPUTT = /missing|fehlt|kaputt|unvollst|defekt/i;

/** What the read pipeline words a file's frame as (pipeline/lesen/planen.ts), and the Nachsatz's sums. */
async function gelesen(inhalt: Buffer) {
  const leser = new GdvLeser();
  async function* bytes() {
    yield inhalt;
  }
  for await (const ergebnis of gdvZeilen(bytes(), leser)) void ergebnis;
  return {
    dateiFehler: leser.rahmenfehler.length ? LESE_TEXTE.dateiUnvollstaendig(leser.rahmenfehler) : '',
    summen: leser.protokoll.warnungen.map((w) => w.grund).filter((g) => g.startsWith('Nachsatz nennt')),
  };
}

describe('Demo-GDV-Lieferungen', () => {
  it('jede liest sich als das, was ihr Name sagt: vollständig, außer der Name sagt kaputt', async () => {
    const dateien = [
      ...[...DEMO_LIEFERUNGEN, DEMO_ABLAGE].map((l) => ({ name: l.name, inhalt: readFileSync(l.pfad) })),
      ...demoBiproVersicherer(new Date('2026-11-26T05:30:00Z'))
        .flatMap((v) => v.lieferungen.flatMap((l) => l.transfers.flatMap((t) => t.dateien)))
        // The demo's files are bytes; a stream stands only for the bench's large pieces.
        .flatMap((d) => (Buffer.isBuffer(d.inhalt) ? [{ name: d.dateiname, inhalt: d.inhalt }] : [])),
    ].filter((d) => istGdvVorsatz(d.inhalt));
    expect(dateien.map((d) => d.name.replace(/\d{8}/, 'T'))).toEqual(
      expect.arrayContaining(['9999_Gesamtbestand_T.gdv', '9999_Aenderungen_T.gdv', DEMO_ABLAGE.name]),
    );
    for (const d of dateien) {
      const { dateiFehler, summen } = await gelesen(d.inhalt);
      if (NAME_SAGT_KAPUTT.test(d.name)) expect(dateiFehler, d.name).toMatch(/unvollständig/);
      else
        expect({ name: d.name, dateiFehler, summen }).toEqual({ name: d.name, dateiFehler: '', summen: [] });
    }
  });
});

describe('Demo-Daten eines frischen npm start', () => {
  it('liest und wertet die Beispiele aus wie echte Lieferungen; die Ablage ohne Nachsatz trägt ihren Dateifehler', async () => {
    stack = await starteLokalenStack({ datenVerzeichnis: verzeichnis, dauerhaft: false });
    expect(stack.tabelleNeu).toBe(true);
    const ids = await demoLieferungenEinspielen(stack);
    expect(ids).toHaveLength(DEMO_LIEFERUNGEN.length);

    const dateien = importDateienRepository(datenbankFuer(stack.tabelle, stack.dynamoEndpoint));
    const [gdv, courtage, omds, mahnliste] = await Promise.all(
      ids.map(async (id) => (await dateien.laden(id))!),
    );
    expect(gdv).toMatchObject({
      fileName: MUSTERDATEI.name,
      status: DATEI_STATUS.ausgewertet,
      numRows: MUSTERDATEI.zeilen,
      numRowsError: MUSTERDATEI.fehlerhaftGegenDemoBestand,
      gesellschaft: 'Muster Versicherung AG',
    });
    expect(courtage).toMatchObject({
      status: DATEI_STATUS.ausgewertet,
      modus: 2,
      gesellschaft: 'Alpenland Versicherung AG',
    });
    expect(courtage!.numRowsError).toBeGreaterThan(0);
    expect(omds).toMatchObject({ status: DATEI_STATUS.gelesen, numRowsError: 0 });
    expect(omds!.numRows).toBeGreaterThan(0);
    expect(mahnliste).toMatchObject({
      status: DATEI_STATUS.gelesen,
      gesellschaft: 'Alpenland Versicherung AG',
    });
    expect(mahnliste!.numRowsError).toBeGreaterThan(0);

    // The drop is registered by the inbox's trigger (the next file number) and read by the pipeline.
    const abgelegt = await warteBis(
      () => dateien.laden(Math.max(...ids) + 1),
      (d) => d !== undefined && d.status === DATEI_STATUS.gelesen && d.sperre === undefined,
      { zeit: 60_000, intervall: 250, text: (d) => `Ablage: ${JSON.stringify(d)}` },
    );
    expect(abgelegt!.fileName).toBe(DEMO_ABLAGE.name);
    expect(abgelegt!.dateiFehler).toEqual(expect.stringMatching(/^Datei unvollständig: /));
  }, 240_000);
  it('die Demo-Abholungen füllen jede BiPRO-Liste mit ihrem ersten Filter, für admin und den Makler fa', async () => {
    versicherer = await starteDemoVersicherer(verzeichnis);
    const zugaenge = await demoZugaengeEinrichten(stack!, versicherer.versicherer);
    const laeufe = await demoAbholungen(stack!, zugaenge);
    expect(laeufe.map((l) => l.fehler)).toEqual([undefined, undefined]);

    const zeilen = async (als: string, route: Route, body: Record<string, unknown>) => {
      const antwort = await rufe(route, { stack, als, body });
      expect(antwort.status, `${als} ${route.id}: ${JSON.stringify(antwort.body)}`).toBe(200);
      return antwort.body.rows as Record<string, unknown>[];
    };
    const listen = (als: string) =>
      Promise.all([
        zeilen(als, ROUTEN.dokumenteFilter, { filterMode: 0 }),
        zeilen(als, ROUTEN.dokumenteFilter, { filterMode: 2 }),
        zeilen(als, ROUTEN.archivFilter, {}),
        zeilen(als, ROUTEN.gdvDateienFilter, {}),
        zeilen(als, ROUTEN.courtageFilter, { isCourtage: true }),
        zeilen(als, ROUTEN.courtageFilter, { isCourtage: false }),
        zeilen(als, ROUTEN.lieferungenFilter, {}),
      ]);
    const namen = (rows: Record<string, unknown>[], feld = 'fileName') => rows.map((r) => String(r[feld]));
    const [muster, alpenland] = versicherer.versicherer.map((v) => v.demo);
    const ausgenommen = ARCHIV_GRUND.ausgenommen(DEMO_AUSGENOMMENE_KATEGORIE.gevoArt);

    for (const als of ['admin', 'fa']) {
      const [offen, automatisch, archiv, gdv, courtage, mahnlisten, lieferungen] = await listen(als);
      // Muster Versicherung's (broker 10001): what fa sees, and admin too.
      expect(namen(offen)).toEqual(
        expect.arrayContaining(['Mahnung_59999999975.pdf', 'Bestandsuebertragung_59999999970.pdf']),
      );
      expect(automatisch.find((d) => d.fileName === 'Versicherungsschein_59999999999.pdf')).toMatchObject({
        customerName: 'Martina',
        customerSurname: 'Kitzelpfütze',
        internalId: 900001,
      });
      expect(archiv.map((a) => [String(a.fileName).replace(/\d+/g, 'N'), a.cause])).toEqual(
        expect.arrayContaining([
          ['Produktinformation_N.pdf', ausgenommen],
          ['Produktinformation_N.xml', ausgenommen],
        ]),
      );
      expect(namen(gdv, 'filename').map((n) => n.replace(/\d{8}/, 'T'))).toEqual(
        expect.arrayContaining(['9999_Gesamtbestand_T.gdv', '9999_Aenderungen_T.gdv']),
      );
      // The commission file has an interface to read it with: the action 'read file' (§4).
      expect(courtage.find((c) => /^9999_courtage_\d+\.csv$/.test(String(c.fileName)))).toMatchObject({
        importItem: expect.any(String),
      });
      expect(namen(mahnlisten)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^mahnliste_9999_\d+\.csv$/)]),
      );
      const eigene = namen(lieferungen, 'extZugangBzeichnung');
      expect(eigene.filter((n) => n === muster!.name)).toHaveLength(muster!.lieferungen.length);
      // Alpenland's (broker 10002) only for admin.
      const alpenlandSichtbar = eigene.includes(alpenland!.name);
      expect([als, alpenlandSichtbar]).toEqual([als, als === 'admin']);
      expect([als, namen(courtage).includes('courtage-2024-03.csv')]).toEqual([als, als === 'admin']);
    }
  }, 240_000);
});

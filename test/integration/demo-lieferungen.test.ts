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
 *   Nachsatz counts and sums matching its records, unless its name says it is broken;
 * - the demo agrees with itself: the assigned documents carry their categories, 'Fehlende
 *   GeVo-Arten' names only the one code the demo leaves without a category, the dunning letters
 *   are reminders (assigned by policy number only), and each document left open gets
 *   suggestions on the assign page without a name search.
 */
import { readFileSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { LESE_TEXTE, ROUTEN, ZUORDNUNG_TEXTE, type Route, type ZuordnungsDaten } from '@lieferdesk/shared';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { ARCHIV_GRUND } from '@lieferdesk/functions/domain/bipro/einordnung';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { GdvLeser, gdvZeilen } from '@lieferdesk/functions/formate/gdv/zeilen';
import { istGdvVorsatz } from '@lieferdesk/functions/formate/gdv/vorsatz';
import {
  demoAbholungen,
  demoZugaengeEinrichten,
  starteDemoVersicherer,
} from '../../infra/local/demo/abholung';
import { demoBiproVersicherer } from '../../infra/local/demo/bipro';
import { DEMO_ABLAGE, DEMO_LIEFERUNGEN, demoLieferungenEinspielen } from '../../infra/local/demo/lieferungen';
import { DEMO_AUSGENOMMENE_KATEGORIE, DEMO_GEVOART_OHNE_KATEGORIE } from '../../infra/local/demo/stammdaten';
import { starteLokalenStack, type LokalerStack } from '../../infra/local/stack';
import { MUSTERDATEI } from '../fixtures';
import { rufe } from '../helpers/api';
import { warteBis } from '../helpers/warten';
import { datenordner } from '../helpers/datenordner';

const verzeichnis = datenordner('lieferdesk-demo-');
let stack: LokalerStack | undefined;
let versicherer: Awaited<ReturnType<typeof starteDemoVersicherer>> | undefined;
/** The demo accesses, once the demo downloads ran. */
let demoZugaenge: number[] = [];
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
    stack = await starteLokalenStack({ datenVerzeichnis: verzeichnis, dauerhaft: false, vorladen: false });
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
    demoZugaenge = await demoZugaengeEinrichten(stack!, versicherer.versicherer);
    const laeufe = await demoAbholungen(stack!, demoZugaenge);
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
        expect.arrayContaining(['Mahnung_59999999998.pdf', 'Bestandsuebertragung_59999999970.pdf']),
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

  it('die Demo ist stimmig: Kategorien und GeVo-Arten wie geliefert, die Mahnsperre greift, jedes offene Dokument hat Vorschläge', async () => {
    const zeilen = async (route: Route, body: Record<string, unknown>) => {
      const antwort = await rufe(route, { stack, als: 'admin', body });
      expect(antwort.status, `${route.id}: ${JSON.stringify(antwort.body)}`).toBe(200);
      return (antwort.body.rows as Record<string, unknown>[]).filter((r) =>
        demoZugaenge.includes(Number(r.accessId ?? r.zugangId)),
      );
    };
    const [offen, automatisch, nachtraeglich, lieferungen] = await Promise.all([
      zeilen(ROUTEN.dokumenteFilter, { filterMode: 0 }),
      zeilen(ROUTEN.dokumenteFilter, { filterMode: 2 }),
      zeilen(ROUTEN.dokumenteFilter, { filterMode: 1 }),
      zeilen(ROUTEN.lieferungenFilter, {}),
    ]);

    // Every assigned document has its category, but those of the one code the demo leaves out.
    const zugeordnet = [...automatisch, ...nachtraeglich];
    expect(zugeordnet.length).toBeGreaterThanOrEqual(20);
    const ohneKategorie = zugeordnet.filter((d) => !d.category);
    expect(ohneKategorie.map((d) => [d.fileName, d.gevoArt])).toEqual(
      ohneKategorie.map((d) => [d.fileName, DEMO_GEVOART_OHNE_KATEGORIE]),
    );
    expect(ohneKategorie.length).toBeLessThanOrEqual(1);

    // 'Fehlende GeVo-Arten' on the one delivery that brings that code, on no other.
    const demo = versicherer!.versicherer.flatMap((v) => v.demo.lieferungen);
    expect(lieferungen).toHaveLength(demo.length);
    const fehlend = lieferungen.filter((l) => l.fehlendeGevoArts !== undefined);
    expect(fehlend.map((l) => l.fehlendeGevoArts)).toEqual([String(DEMO_GEVOART_OHNE_KATEGORIE)]);
    expect(demo.find((l) => l.id === fehlend[0]!.transferId)?.kategorie).toBe(
      String(DEMO_GEVOART_OHNE_KATEGORIE),
    );

    const laden = async (id: unknown, als = 'admin') => {
      const antwort = await rufe(ROUTEN.datensatzZuordnenLaden, { stack, als, query: { id: Number(id) } });
      expect(antwort.status, `${als} ${String(id)}: ${JSON.stringify(antwort.body)}`).toBe(200);
      return antwort.body as ZuordnungsDaten;
    };
    // The dunning lock: a dunning letter is a reminder — on a demo contract it is assigned to, and
    // on the letter still waiting for its contract, which cannot be assigned by hand.
    const mahnungen = [...zugeordnet, ...offen].filter((d) => String(d.fileName).startsWith('Mahnung_'));
    const gesperrt = await Promise.all(mahnungen.map(async (d) => ({ d, daten: await laden(d.id) })));
    expect(gesperrt.map(({ d, daten }) => [d.fileName, daten.assignMahnungAllowed])).toEqual(
      mahnungen.map((d) => [d.fileName, true]),
    );
    expect(gesperrt.filter(({ d }) => d.internalId !== undefined).length).toBeGreaterThanOrEqual(1);

    // Each document left open gets suggestions from what it delivered, without a name search —
    // for the broker too where it is his.
    expect(offen.length).toBeGreaterThanOrEqual(3);
    for (const d of offen) {
      const als = d.brokerId === '10001' ? ['admin', 'fa'] : ['admin'];
      for (const wer of als) {
        const daten = await laden(d.id, wer);
        expect(
          { datei: d.fileName, wer, vorschlaege: daten.insurances.length + daten.customers.length > 0 },
          JSON.stringify(daten),
        ).toEqual({ datei: d.fileName, wer, vorschlaege: true });
      }
    }
    const wartend = offen.find((d) => d.fileName === 'Mahnung_59999999998.pdf')!;
    const daten = await laden(wartend.id, 'fa');
    expect(daten.assignMahnungAllowed).toBe(true);
    const vorgeschlagen = daten.insurances[0]!.insuranceId;
    const versuch = await rufe(ROUTEN.kundeZuordnen, {
      stack,
      als: 'fa',
      body: { docId: wartend.id, mscInternalId: vorgeschlagen, setPoliceNr: false },
    });
    expect(versuch.status).toBe(409);
    expect(decodeURIComponent(versuch.headers.get('fehlertext') ?? '')).toBe(ZUORDNUNG_TEXTE.mahnungGesperrt);
  }, 120_000);
});

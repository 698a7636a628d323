/**
 * The BiPRO download job end to end (reference §4 "Download job"): accesses saved through the API
 * (password into the secrets store), runs started by restart_job, the download pipeline run by
 * the local stack against the simulated insurer — every destination, automatic assignment, the
 * overview's row, acknowledgement only after storage, nothing stored twice after a run that
 * stopped before acknowledging, and a failure with its reason that leaves other accesses alone.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTEN } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import {
  biproDateienRepository,
  type BiproDateiEintrag,
} from '@lieferdesk/functions/data/repositories/biproDateien';
import { biproLieferungenRepository } from '@lieferdesk/functions/data/repositories/biproLieferungen';
import { kategorieAusnahmenRepository } from '@lieferdesk/functions/data/repositories/kategorieAusnahmen';
import { zugaengeRepository } from '@lieferdesk/functions/data/repositories/zugaenge';
import { monatVon } from '@lieferdesk/functions/domain/buchung/gebuehr';
import {
  starteVersicherer,
  zipDatei,
  type SimLieferung,
  type Versicherer,
} from '../../infra/local/versicherer';
import { DEMO_GESELLSCHAFTEN } from '../../infra/local/demo/stammdaten';
import { MUSTERDATEI } from '../fixtures';
import { abklingzeitVorbei } from '../helpers/abklingzeit';
import { rufe } from '../helpers/api';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { warteBis } from '../helpers/warten';

const MUSTER = DEMO_GESELLSCHAFTEN.find((g) => g.gesellschaftId === 1)!;
/**
 * The companies of the tests that run side by side (`it.concurrent`): each waits a minute for its
 * second run (abklingzeit.ts), together once instead of one after the other. restart_job starts
 * every access of a company, so each has a company of its own and starts only its own access.
 */
const NORDSTERN = DEMO_GESELLSCHAFTEN.find((g) => g.gesellschaftId === 2)!;
const RHEINISCHE = DEMO_GESELLSCHAFTEN.find((g) => g.gesellschaftId === 3)!;
type Gesellschaft = (typeof DEMO_GESELLSCHAFTEN)[number];
const PASSWORT = 'Geheim-4711!';
const GDV = readFileSync(MUSTERDATEI.pfad);

/** A tiny PDF-looking file whose bytes are the test's own (the content hash matters here). */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, 'latin1');

function lieferungen(marke: string): SimLieferung[] {
  const zeit = (min: number) => new Date(Date.UTC(2026, 10, 20, 8, min)).toISOString();
  const police = pdf(`Police ${marke}`);
  return [
    {
      id: `${marke}-1`,
      kategorie: '100007000',
      einstellzeitpunkt: zeit(1),
      transfers: [
        {
          versicherungsscheinnummer: '5999 9999 999',
          dateien: [{ dateiname: 'police.pdf', inhalt: police }],
        },
        {
          versicherungsscheinnummer: 'K-0000123',
          dateien: [{ dateiname: 'nachtrag.pdf', inhalt: pdf(`N ${marke}`) }],
        },
      ],
    },
    {
      id: `${marke}-2`,
      kategorie: '999010010',
      einstellzeitpunkt: zeit(2),
      transfers: [{ dateien: [{ dateiname: `bestand-${marke}.gdv`, inhalt: GDV, dateityp: 'Nettodaten' }] }],
    },
    {
      id: `${marke}-3`,
      kategorie: '210400000',
      einstellzeitpunkt: zeit(3),
      transfers: [{ dateien: [{ dateiname: 'courtage.csv', inhalt: Buffer.from(`Courtage;${marke}\n`) }] }],
    },
    {
      id: `${marke}-4`,
      kategorie: '140012020',
      einstellzeitpunkt: zeit(4),
      transfers: [{ dateien: [{ dateiname: 'mahnliste.csv', inhalt: Buffer.from(`Mahnung;${marke}\n`) }] }],
    },
    {
      // The same policy again: delivered before → the archive.
      id: `${marke}-5`,
      kategorie: '100007000',
      einstellzeitpunkt: zeit(5),
      transfers: [
        { versicherungsscheinnummer: '59999999999', dateien: [{ dateiname: 'police.pdf', inhalt: police }] },
      ],
    },
    {
      // Two documents in one ZIP: unpacked, each a document of its own.
      id: `${marke}-7`,
      kategorie: '120010000',
      einstellzeitpunkt: zeit(7),
      transfers: [
        {
          versicherungsscheinnummer: '59999999997',
          dateien: [
            zipDatei('nachtraege.zip', [
              { name: 'nachtrag-1.pdf', inhalt: pdf(`Z1 ${marke}`) },
              { name: 'nachtrag-2.pdf', inhalt: pdf(`Z2 ${marke}`) },
            ]),
          ],
        },
      ],
    },
    {
      // Excluded for this company (§2.15) → the archive.
      id: `${marke}-6`,
      kategorie: '160010000',
      einstellzeitpunkt: zeit(6),
      transfers: [{ dateien: [{ dateiname: 'kuendigung.pdf', inhalt: pdf(`K ${marke}`) }] }],
    },
  ];
}

let db: Datenbank;
const versicherer: Versicherer[] = [];
/** The test's accesses, deleted at its end: later files restart the company's jobs and page the overview. */
const angelegt: number[] = [];

async function zugangAnlegen(
  v: Versicherer,
  o: { version: string; gdvEinlesen?: boolean; passwort?: string; gesellschaft?: Gesellschaft },
) {
  const antwort = await rufe(ROUTEN.zugangSpeichern, {
    als: 'admin',
    body: {
      gesellschaftId: (o.gesellschaft ?? MUSTER).gesellschaftId,
      extZugangBezeichnung: `Test ${eindeutigeMarke()}`,
      maklernr: '10001',
      stsUrl: v.stsUrl,
      transferUrl: v.transferUrl,
      profil: { version: o.version, soapAction: 'urn', stsMitWsaAction: false },
      benutzername: 'makler10001',
      passwort: o.passwort ?? PASSWORT,
      abholzeiten: [],
      aktiv: true,
      gdvEinlesen: o.gdvEinlesen ?? false,
    },
  });
  expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
  angelegt.push(antwort.body.id as number);
  return antwort.body.id as number;
}

/** restart_job for the company as the broker; then until every given access's run has ended. */
async function abholenBei(gesellschaft: Gesellschaft, ...zugangIds: number[]) {
  const vorher = new Map<number, string | undefined>();
  for (const id of zugangIds) vorher.set(id, (await zugaengeRepository(db).laden(id))?.letzterLaufEnde);
  const start = await rufe(ROUTEN.downloadJobNeustarten, {
    als: 'fa',
    query: { gesellschaft: gesellschaft.name },
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  for (const id of zugangIds)
    await warteBis(
      () => zugaengeRepository(db).laden(id),
      (z) => z?.sperre === undefined && z?.letzterLaufEnde !== vorher.get(id),
      { zeit: 60_000, intervall: 200, text: `Lauf des Zugangs ${id}` },
    );
}

const abholen = (...zugangIds: number[]) => abholenBei(MUSTER, ...zugangIds);

async function dateienDes(zugangId: number): Promise<BiproDateiEintrag[]> {
  const monat = monatVon(new Date());
  const faecher = ['dokument-0', 'dokument-1', 'dokument-2', 'gdv', 'abrechnung', 'mahnung', 'archiv'];
  const repo = biproDateienRepository(db);
  const alle = (await Promise.all(faecher.map((f) => repo.imMonat(f, monat)))).flat();
  return alle.filter((d) => d.zugangId === zugangId);
}

beforeAll(async () => {
  db = stackUmgebung();
  await kategorieAusnahmenRepository(db).setzen(MUSTER.gesellschaftId, 160010000, new Date().toISOString());
});

afterAll(async () => {
  await kategorieAusnahmenRepository(db).entfernen(MUSTER.gesellschaftId, 160010000);
  for (const id of angelegt) await rufe(ROUTEN.zugangLoeschen, { als: 'admin', query: { id } });
  for (const v of versicherer) await v.beenden();
});

describe('BiPRO-Abholung über die Abholstrecke gegen den simulierten Versicherer', () => {
  it('holt zwei Zugänge (2.6.x mit MTOM, 2.1.x inline) ab, ordnet ein, ordnet zu und quittiert nach dem Ablegen', async () => {
    const markeA = eindeutigeMarke();
    const markeB = eindeutigeMarke();
    const a = await starteVersicherer({
      benutzer: 'makler10001',
      passwort: PASSWORT,
      lieferungen: lieferungen(markeA).map((l) => ({ ...l, mtom: true })),
    });
    const b = await starteVersicherer({
      benutzer: 'makler10001',
      passwort: PASSWORT,
      lieferungen: lieferungen(markeB),
      version: '2.1.4.1.1',
    });
    versicherer.push(a, b);
    const zugangA = await zugangAnlegen(a, { version: '2.6.1.1.0', gdvEinlesen: true });
    const zugangB = await zugangAnlegen(b, { version: '2.1.4.1.1' });

    await abholen(zugangA, zugangB);

    for (const [zugangId, v, marke] of [
      [zugangA, a, markeA],
      [zugangB, b, markeB],
    ] as const) {
      // Every shipment acknowledged.
      expect([...v.quittiert].sort()).toEqual(
        lieferungen(marke)
          .map((l) => l.id)
          .sort(),
      );
      const dateien = await dateienDes(zugangId);
      const ziel = (name: string, transferId: string) =>
        dateien.find((d) => d.fileName.startsWith(name) && d.transferId === transferId);
      const police = ziel('police', `${marke}-1`)!;
      expect(police).toMatchObject({ ziel: 'dokument', zuordnung: 2, internalId: 900001, kundennr: 90001 });
      const nachtrag = ziel('nachtrag', `${marke}-1`)!;
      expect(nachtrag).toMatchObject({ ziel: 'dokument', zuordnung: 0, policeNr: 'K-0000123' });
      expect(nachtrag.cause).toContain('Kein Vertrag');
      expect(ziel('bestand', `${marke}-2`)).toMatchObject({ ziel: 'gdv', fileSize: GDV.length });
      expect(ziel('courtage', `${marke}-3`)).toMatchObject({ ziel: 'abrechnung' });
      expect(ziel('mahnliste', `${marke}-4`)).toMatchObject({ ziel: 'mahnung' });
      expect(ziel('police', `${marke}-5`)).toMatchObject({ ziel: 'archiv' });
      expect(ziel('police', `${marke}-5`)!.cause).toContain(`Datei ${police.id}`);
      expect(ziel('kuendigung', `${marke}-6`)).toMatchObject({ ziel: 'archiv' });
      expect(ziel('kuendigung', `${marke}-6`)!.cause).toContain('ausgenommen');
      const ausZip = dateien.filter((d) => d.transferId === `${marke}-7`);
      expect(ausZip.map((d) => d.fileName).sort()).toEqual(['nachtrag-1.pdf', 'nachtrag-2.pdf']);
      expect(ausZip.every((d) => d.ziel === 'dokument' && d.zuordnung === 2 && d.internalId === 900002)).toBe(
        true,
      );
      expect(await biproLieferungenRepository(db).laden(zugangId, `${marke}-7`)).toMatchObject({
        inputZips: 1,
        abgelegteZipFiles: 2,
        defekteZipFiles: 0,
      });
      expect(dateien).toHaveLength(9);

      // Each PDF counts once: the assigned one read in, the other not (domain/bipro/lieferstatistik.ts).
      const lieferung = await biproLieferungenRepository(db).laden(zugangId, `${marke}-1`);
      expect(lieferung).toMatchObject({
        allInputFiles: 2,
        persistedFiles: 1,
        nichtzugeordnetePdfFiles: 1,
        notFoundPolices: 1,
        quittiert: true,
      });
      expect(await biproLieferungenRepository(db).laden(zugangId, `${marke}-5`)).toMatchObject({
        dbAlreadyExistFiles: 1,
        persistedFiles: 0,
      });
      // What the category exception sent to the archive is no PDF read in.
      expect(await biproLieferungenRepository(db).laden(zugangId, `${marke}-6`)).toMatchObject({
        allInputFiles: 1,
        persistedFiles: 0,
        nichtzugeordnetePdfFiles: 0,
      });
    }
    // Only the access that imports GDV files handed its file to the import pipeline.
    expect((await dateienDes(zugangA)).find((d) => d.ziel === 'gdv')?.importDateiId).toBeGreaterThan(0);
    expect((await dateienDes(zugangB)).find((d) => d.ziel === 'gdv')?.importDateiId).toBeUndefined();

    // The overview's rows (the broker sees his own accesses).
    const uebersicht = await rufe(ROUTEN.downloadUebersichtZeilen, { als: 'fa' });
    expect(uebersicht.status).toBe(200);
    const zeile = uebersicht.body.rows.find((r: { id: number }) => r.id === zugangA);
    expect(zeile).toMatchObject({
      gesellschaft: MUSTER.name,
      maklernr: '10001',
      postdokumenteZugeordnet: 3,
      postdokumenteNichtZugeordnet: 1,
      gdv: 1,
      abrechnungen: 1,
      mahnungen: 1,
      // Just started: the cool-down holds the next start back.
      jobStartAllowed: false,
      invisible: false,
    });
    expect(zeile.status).toBeUndefined();
    expect(zeile.lastSuccess).toBeDefined();
    // Another broker does not see it.
    const fremd = await rufe(ROUTEN.downloadUebersichtZeilen, { als: 'fk' });
    expect(fremd.body.rows.map((r: { id: number }) => r.id)).not.toContain(zugangA);
  });

  it.concurrent(
    'eine unmögliche Quittung (04004) lässt die Lieferung offen und den Lauf mit Grund scheitern; der nächste legt nichts doppelt ab',
    async () => {
      const marke = eindeutigeMarke();
      const v = await starteVersicherer({
        benutzer: 'makler10001',
        passwort: PASSWORT,
        lieferungen: lieferungen(marke).slice(0, 1),
      });
      versicherer.push(v);
      const zugang = await zugangAnlegen(v, { version: '2.6.1.1.0', gesellschaft: NORDSTERN });
      // The shipment's task and both its retries meet "acknowledgement impossible".
      v.stoeren(...Array.from({ length: 3 }, () => ({ art: 'quittierenUnmoeglich' as const })));
      await abholenBei(NORDSTERN, zugang);
      expect(v.quittiert.size).toBe(0);
      const uebersicht = await rufe(ROUTEN.downloadUebersichtZeilen, { als: 'admin' });
      const zeile = uebersicht.body.rows.find((r: { id: number }) => r.id === zugang);
      expect(zeile.status).toBe('Abholung fehlgeschlagen');
      expect(zeile.fehler).toContain('04004');
      const gespeichert = await dateienDes(zugang);
      expect(gespeichert).toHaveLength(2);

      await abklingzeitVorbei(db, zugang);
      await abholenBei(NORDSTERN, zugang);
      expect([...v.quittiert]).toEqual([`${marke}-1`]);
      const danach = await dateienDes(zugang);
      expect(danach.map((d) => d.id).sort()).toEqual(gespeichert.map((d) => d.id).sort());
      expect((await biproLieferungenRepository(db).laden(zugang, `${marke}-1`))?.schonErledigteFiles).toBe(2);
      expect((await zugaengeRepository(db).laden(zugang))?.letzterFehler).toBeUndefined();
    },
    150_000,
  );

  it.concurrent(
    'eine GDV-Datei, deren Eintrag ein früherer Versuch ohne Registrierung ablegte, wird beim nächsten registriert',
    async () => {
      const marke = eindeutigeMarke();
      const v = await starteVersicherer({
        benutzer: 'makler10001',
        passwort: PASSWORT,
        lieferungen: lieferungen(marke).slice(1, 2),
      });
      versicherer.push(v);
      // The state a registration that failed after the record leaves: the GDV file's record stored,
      // no import file, the shipment not acknowledged. Here the access did not import yet when the
      // record was stored, and every acknowledgement was refused.
      const zugang = await zugangAnlegen(v, { version: '2.6.1.1.0' });
      v.stoeren(...Array.from({ length: 3 }, () => ({ art: 'quittierenUnmoeglich' as const })));
      await abholen(zugang);
      expect(v.quittiert.size).toBe(0);
      const [gdv] = await dateienDes(zugang);
      expect(gdv!.ziel).toBe('gdv');
      expect(gdv!.importDateiId).toBeUndefined();

      const z = (await zugaengeRepository(db).laden(zugang))!;
      const { angelegtAm: _a, zugangId: _i, ...konfiguration } = z;
      await zugaengeRepository(db).aendern(zugang, { ...konfiguration, gdvEinlesen: true });
      await abklingzeitVorbei(db, zugang);
      await abholen(zugang);
      expect([...v.quittiert]).toEqual([`${marke}-2`]);
      const [danach] = await dateienDes(zugang);
      expect(danach!.id).toBe(gdv!.id);
      expect(danach!.importDateiId).toBeGreaterThan(0);
      expect((await biproLieferungenRepository(db).laden(zugang, `${marke}-2`))?.schonErledigteFiles).toBe(1);
    },
    150_000,
  );

  it.concurrent(
    'eine ZIP-Bombe: als unlesbar archiviert, die Lieferung dennoch quittiert und nicht bei jedem Lauf wieder abgerufen',
    async () => {
      const marke = eindeutigeMarke();
      const [lieferung] = lieferungen(marke);
      // 32 MiB of zeros in a ZIP of some 32 KB: far past the ratio any document reaches.
      lieferung!.transfers[1]!.dateien = [
        zipDatei('bombe.zip', [{ name: 'null.bin', inhalt: Buffer.alloc(32 * 1024 ** 2) }]),
      ];
      const v = await starteVersicherer({
        benutzer: 'makler10001',
        passwort: PASSWORT,
        lieferungen: [lieferung!],
        mtom: true,
      });
      versicherer.push(v);
      const zugang = await zugangAnlegen(v, { version: '2.6.1.1.0', gesellschaft: RHEINISCHE });
      await abholenBei(RHEINISCHE, zugang);
      expect([...v.quittiert]).toEqual([`${marke}-1`]);
      const dateien = await dateienDes(zugang);
      expect(dateien.map((d) => [d.fileName, d.ziel, d.fileSize]).sort()).toEqual([
        ['null.bin', 'archiv', 0],
        ['police.pdf', 'dokument', expect.any(Number)],
      ]);
      expect(dateien.find((d) => d.fileName === 'null.bin')!.cause).toBe(
        'Datei nicht lesbar: das ZIP lässt sich nicht entpacken (mehr als das 100-Fache seiner Größe entpackt)',
      );
      expect((await biproLieferungenRepository(db).laden(zugang, `${marke}-1`))?.quittiert).toBe(true);

      // Acknowledged, so no longer listed: the next run does not fetch it again.
      const abrufe = v.aufrufe.filter((a) => a === 'getShipment').length;
      await abklingzeitVorbei(db, zugang);
      await abholenBei(RHEINISCHE, zugang);
      expect(v.aufrufe.filter((a) => a === 'getShipment')).toHaveLength(abrufe);
      expect(await dateienDes(zugang)).toHaveLength(2);
    },
    150_000,
  );

  it('legt Dateinamen bereinigt ab (der gelieferte im Journal) und archiviert nicht erlaubte Dateitypen', async () => {
    const marke = eindeutigeMarke();
    const geliefert = `..\\..\\rechnung\u202Efdp-${marke}.pdf`;
    const v = await starteVersicherer({
      benutzer: 'makler10001',
      passwort: PASSWORT,
      lieferungen: [
        {
          id: `${marke}-n`,
          kategorie: '100007000',
          einstellzeitpunkt: new Date(Date.UTC(2026, 10, 20, 9)).toISOString(),
          transfers: [
            {
              versicherungsscheinnummer: '5999 9999 999',
              dateien: [
                { dateiname: geliefert, inhalt: pdf(`Name ${marke}`) },
                { dateiname: 'werkzeug.exe', inhalt: Buffer.from('MZ ein Programm') },
                { dateiname: 'tarnung.pdf', inhalt: Buffer.from('MZ ein Programm als PDF') },
              ],
            },
          ],
        },
      ],
    });
    versicherer.push(v);
    const zugang = await zugangAnlegen(v, { version: '2.6.1.1.0' });
    await abholen(zugang);
    const dateien = await dateienDes(zugang);
    const name = (n: string) => dateien.find((d) => d.fileName === n);
    const bereinigt = name(`rechnungfdp-${marke}.pdf`)!;
    expect(bereinigt.ziel).toBe('dokument');
    expect(bereinigt.key).toMatch(new RegExp(`^bipro/${zugang}/[^/]+/0-rechnungfdp-${marke}\\.pdf$`));
    expect(bereinigt.journal?.map((j) => j.text)).toEqual([
      `Geliefert als „..\\..\\rechnungU+202Efdp-${marke}.pdf“`,
    ]);
    for (const n of ['werkzeug.exe', 'tarnung.pdf']) {
      expect(name(n), n).toMatchObject({ ziel: 'archiv', cause: 'Dateityp nicht erlaubt' });
      expect(name(n)!.journal, n).toBeUndefined();
    }
    expect([...v.quittiert]).toEqual([`${marke}-n`]);
  }, 150_000);

  it('ein abgelehntes Passwort lässt den Lauf mit Grund scheitern, andere Zugänge laufen weiter', async () => {
    const marke = eindeutigeMarke();
    const v = await starteVersicherer({
      benutzer: 'makler10001',
      passwort: PASSWORT,
      lieferungen: lieferungen(marke).slice(0, 1),
    });
    versicherer.push(v);
    const falsch = await zugangAnlegen(v, { version: '2.6.1.1.0', passwort: 'falsch' });
    const richtig = await zugangAnlegen(v, { version: '2.6.1.1.0' });
    await abholen(falsch, richtig);
    const uebersicht = await rufe(ROUTEN.downloadUebersichtZeilen, { als: 'admin' });
    const zeile = (id: number) => uebersicht.body.rows.find((r: { id: number }) => r.id === id);
    expect(zeile(falsch)).toMatchObject({ status: 'Abholung fehlgeschlagen' });
    expect(zeile(falsch).fehler).toBeTruthy();
    expect(zeile(falsch).lastSuccess).toBeUndefined();
    expect(zeile(richtig).status).toBeUndefined();
    expect([...v.quittiert]).toEqual([`${marke}-1`]);
  });

  it('jede Störung endet mit ihrem Grund in der Übersicht oder wird überstanden; die anderen Zugänge laufen unberührt', async () => {
    type Stoerung = Parameters<Versicherer['stoeren']>[0];
    const faelle: { name: string; stoerungen: Stoerung[]; mtom?: boolean; erwartet: 'ok' | RegExp }[] = [
      { name: 'anhang', mtom: true, stoerungen: [{ art: 'anhangFehlt' }], erwartet: /MTOM-Anhang/ },
      {
        name: 'nok',
        stoerungen: [{ art: 'nokIn200', aufruf: 'listShipments' }],
        erwartet: /Liste der Lieferungen/,
      },
      {
        name: 'fault',
        stoerungen: Array.from({ length: 6 }, () => ({
          art: 'soapFault' as const,
          biproException: true,
          meldungId: '00008',
          text: 'Interner Fehler beim Versicherer',
          aufruf: 'getShipment' as const,
        })),
        erwartet: /Interner Fehler beim Versicherer/,
      },
      { name: 'token', stoerungen: [{ art: 'tokenAbgelaufen', aufruf: 'getShipment' }], erwartet: 'ok' },
      { name: 'last', stoerungen: [{ status: 503, retryAfter: '0' }, { status: 429 }], erwartet: 'ok' },
      {
        name: 'schnitt',
        stoerungen: [{ art: 'verbindungAbbrechen', nachBytes: 200, aufruf: 'getShipment' }],
        erwartet: 'ok',
      },
    ];
    const zugaenge: { fall: (typeof faelle)[number]; v: Versicherer; id: number; marke: string }[] = [];
    for (const fall of faelle) {
      const marke = eindeutigeMarke();
      const v = await starteVersicherer({
        benutzer: 'makler10001',
        passwort: PASSWORT,
        lieferungen: lieferungen(marke)
          .slice(0, 1)
          .map((l) => ({ ...l, mtom: fall.mtom ?? false })),
      });
      versicherer.push(v);
      v.stoeren(...fall.stoerungen);
      zugaenge.push({ fall, v, marke, id: await zugangAnlegen(v, { version: '2.6.1.1.0' }) });
    }
    await abholen(...zugaenge.map((z) => z.id));
    const { body } = await rufe(ROUTEN.downloadUebersichtZeilen, { als: 'admin' });
    for (const { fall, v, id, marke } of zugaenge) {
      const zeile = body.rows.find((r: { id: number }) => r.id === id);
      if (fall.erwartet === 'ok') {
        expect(zeile.status, `${fall.name}: ${zeile.fehler}`).toBeUndefined();
        expect([...v.quittiert], fall.name).toEqual([`${marke}-1`]);
        expect(zeile.postdokumenteZugeordnet, fall.name).toBe(1);
      } else {
        expect(zeile.status, fall.name).toBe('Abholung fehlgeschlagen');
        expect(zeile.fehler, fall.name).toMatch(fall.erwartet);
        expect(v.quittiert.size, fall.name).toBe(0);
      }
    }
    // The broken attachment: the file that came is stored, the missing one archived with its cause.
    const anhang = await dateienDes(zugaenge[0]!.id);
    expect(anhang.find((d) => d.ziel === 'archiv')?.cause).toMatch(/Datei nicht lesbar: .*MTOM-Anhang/);
    expect(
      (await biproLieferungenRepository(db).laden(zugaenge[0]!.id, `${zugaenge[0]!.marke}-1`))?.quittiert,
    ).toBe(false);
  });

  it('archiviert die Lieferungen einer Struktur auf der Makler-Blacklist mit Grund (über die API gesetzt)', async () => {
    const vorher = await rufe(ROUTEN.maklerBlacklistLaden, { als: 'admin' });
    expect(vorher.status).toBe(200);
    // Broker 10001 belongs to the structure of 10000 (demo master data).
    const gesetzt = await rufe(ROUTEN.maklerBlacklistSpeichern, {
      als: 'admin',
      query: { blacklist: ' 10000 ;20001,10000' },
    });
    expect(gesetzt.body).toEqual({ blacklist: '10000, 20001' });
    expect(
      (await rufe(ROUTEN.maklerBlacklistSpeichern, { als: 'fa', query: { blacklist: '' } })).status,
    ).toBe(403);
    try {
      const marke = eindeutigeMarke();
      const v = await starteVersicherer({
        benutzer: 'makler10001',
        passwort: PASSWORT,
        lieferungen: lieferungen(marke).slice(0, 1),
      });
      versicherer.push(v);
      const zugang = await zugangAnlegen(v, { version: '2.6.1.1.0' });
      await abholen(zugang);
      const dateien = await dateienDes(zugang);
      expect(dateien.map((d) => d.ziel)).toEqual(['archiv', 'archiv']);
      expect(dateien[0]!.cause).toBe('Die Struktur 10000 steht auf der Makler-Blacklist');
      expect([...v.quittiert]).toEqual([`${marke}-1`]);
    } finally {
      await rufe(ROUTEN.maklerBlacklistSpeichern, {
        als: 'admin',
        query: { blacklist: vorher.body.blacklist },
      });
    }
  });
});

/**
 * Starting download runs by hand is bounded (reference §7 "Download overview", §9): many
 * restarts at once start one run — one sign-in at the insurer — and are otherwise refused with
 * the reason; a start within the cool-down is refused, one after it allowed (the clock handed
 * to the use case). A run that left shipments for later and got some starts the next run; one
 * whose shipments had all been acknowledged before (04002) got none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTEN } from '@lieferdesk/shared';
import { abholungAbschliessen } from '@lieferdesk/functions/abholung/abschliessen';
import { ergebnisFesthalten } from '@lieferdesk/functions/abholung/laufErgebnis';
import {
  ABHOL_ABKLINGZEIT_MS,
  abholLaufId,
  fortsetzungsLaufId,
} from '@lieferdesk/functions/abholung/starten';
import { jobsNeustarten } from '@lieferdesk/functions/abholung/uebersicht';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { zugaengeRepository } from '@lieferdesk/functions/data/repositories/zugaenge';
import type { AbholStart } from '@lieferdesk/events';
import { starteVersicherer, type Versicherer } from '../../infra/local/versicherer';
import { DEMO_GESELLSCHAFTEN } from '../../infra/local/demo/stammdaten';
import { rufe } from '../helpers/api';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { demoBenutzer, stackUmgebung } from '../helpers/einlesen';
import { warteBis } from '../helpers/warten';

/** A company no demo access and no other test's access belongs to. */
const GESELLSCHAFT = DEMO_GESELLSCHAFTEN.find((g) => g.gesellschaftId === 3)!;
const PASSWORT = 'Neustart-4711!';
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, 'latin1');

let db: Datenbank;
const versicherer: Versicherer[] = [];
const angelegt: number[] = [];

async function zugangMitVersicherer(): Promise<{ id: number; v: Versicherer }> {
  const marke = eindeutigeMarke();
  const v = await starteVersicherer({
    benutzer: 'neustart',
    passwort: PASSWORT,
    lieferungen: [
      {
        id: `${marke}-1`,
        kategorie: '100007000',
        einstellzeitpunkt: '2026-11-20T08:00:00.000Z',
        transfers: [{ dateien: [{ dateiname: 'a.pdf', inhalt: pdf(marke) }] }],
      },
    ],
  });
  versicherer.push(v);
  const antwort = await rufe(ROUTEN.zugangSpeichern, {
    als: 'admin',
    body: {
      gesellschaftId: GESELLSCHAFT.gesellschaftId,
      extZugangBezeichnung: `Neustart ${marke}`,
      maklernr: '10001',
      stsUrl: v.stsUrl,
      transferUrl: v.transferUrl,
      profil: { version: '2.6.1.1.0', soapAction: 'urn', stsMitWsaAction: false },
      benutzername: 'neustart',
      passwort: PASSWORT,
      abholzeiten: [],
      aktiv: true,
      gdvEinlesen: false,
    },
  });
  expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
  angelegt.push(antwort.body.id as number);
  return { id: antwort.body.id as number, v };
}

const laufEnde = (id: number) =>
  warteBis(
    () => zugaengeRepository(db).laden(id),
    (z) => z?.sperre === undefined && z?.letzterLaufEnde !== undefined,
    { zeit: 60_000, intervall: 200, text: `Lauf des Zugangs ${id}` },
  );

const anmeldungen = (v: Versicherer) => v.aufrufe.filter((a) => a === 'listShipments').length;

beforeAll(() => {
  db = stackUmgebung();
});

afterAll(async () => {
  for (const id of angelegt) await rufe(ROUTEN.zugangLoeschen, { als: 'admin', query: { id } });
  for (const v of versicherer) await v.beenden();
});

describe('Neustart der Download-Jobs', () => {
  it('30 gleichzeitige restart_job starten einen Lauf, die übrigen 409 mit Grund; nach der Abklingzeit wieder erlaubt', async () => {
    const { id, v } = await zugangMitVersicherer();
    const antworten = await Promise.all(
      Array.from({ length: 30 }, () =>
        rufe(ROUTEN.downloadJobNeustarten, { als: 'fa', query: { gesellschaft: GESELLSCHAFT.name } }),
      ),
    );
    expect(antworten.filter((a) => a.status === 200)).toHaveLength(1);
    const abgelehnt = antworten.filter((a) => a.status !== 200);
    expect(abgelehnt).toHaveLength(29);
    for (const a of abgelehnt) {
      expect(a.status).toBe(409);
      expect(a.body.message).toMatch(/läuft gerade eine Abholung|wurde eben erst eine Abholung gestartet/);
    }
    await laufEnde(id);
    expect(anmeldungen(v)).toBe(1);
    expect([...v.quittiert]).toHaveLength(1);

    // Ended, but within the cool-down: refused with the time it is possible again.
    const gleich = await rufe(ROUTEN.downloadJobNeustarten, {
      als: 'fa',
      query: { gesellschaft: GESELLSCHAFT.name },
    });
    expect(gleich.status).toBe(409);
    expect(gleich.body.message).toMatch(
      /wurde eben erst eine Abholung gestartet\. Ein neuer Start ist ab \d\d:\d\d Uhr möglich\./,
    );
    const zeilen = await rufe(ROUTEN.downloadUebersichtZeilen, { als: 'fa' });
    expect(zeilen.body.rows.find((r: { id: number }) => r.id === id).jobStartAllowed).toBe(false);

    const letzterStart = Date.parse((await zugaengeRepository(db).laden(id))!.letzterStart!);
    const gestartet: AbholStart[] = [];
    const starten = async (e: AbholStart) => void gestartet.push(e);
    const fa = demoBenutzer('fa');
    await expect(
      jobsNeustarten(fa, GESELLSCHAFT.name, {
        db,
        jetzt: new Date(letzterStart + ABHOL_ABKLINGZEIT_MS - 1),
        starten,
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining('eben erst') });
    const nachher = new Date(letzterStart + ABHOL_ABKLINGZEIT_MS);
    expect(await jobsNeustarten(fa, GESELLSCHAFT.name, { db, jetzt: nachher, starten })).toBe(1);
    expect(gestartet).toEqual([
      { zugangId: id, laufId: abholLaufId(id, 'neustart', nachher), anlass: 'neustart' },
    ]);
  });

  it('gleichzeitige restart_all_jobs antworten alle {} und melden sich einmal beim Versicherer an', async () => {
    const { id, v } = await zugangMitVersicherer();
    const antworten = await Promise.all(
      Array.from({ length: 10 }, () => rufe(ROUTEN.downloadJobsAlleNeustarten, { als: 'fa' })),
    );
    expect(antworten.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(antworten.every((a) => JSON.stringify(a.body) === '{}')).toBe(true);
    await laufEnde(id);
    expect(anmeldungen(v)).toBe(1);
  });

  it('ein Lauf, der Lieferungen übrig ließ und welche abholte, startet den nächsten; einer ohne abgeholte nicht', async () => {
    const { id } = await zugangMitVersicherer();
    const zugaenge = zugaengeRepository(db);
    const gestartet: AbholStart[] = [];
    const starten = async (e: AbholStart) => void gestartet.push(e);
    const plan = {
      abschnitte: [
        { id: 'L-1', kategorie: '100007000' },
        { id: 'L-2', kategorie: '100007000' },
      ],
      weitere: true,
    };
    const zaehler = { zugeordnet: 1, nichtZugeordnet: 0, gdv: 0, abrechnungen: 0, mahnungen: 0, archiv: 0 };

    const erster = `test-${eindeutigeMarke()}`;
    expect(await zugaenge.sperren(id, erster, new Date())).toBe(true);
    await ergebnisFesthalten(erster, { id: 'L-1', zaehler }, db);
    await ergebnisFesthalten(erster, { id: 'L-2', fehler: 'Quittung unmöglich (04004)' }, db);
    const a = { zugangId: id, laufId: erster, anlass: 'neustart' as const, plan };
    expect(await abholungAbschliessen(a, { db, starten })).toMatchObject({ fehlerhaft: 1 });
    expect(gestartet).toEqual([
      { zugangId: id, laufId: fortsetzungsLaufId(id, erster), anlass: 'fortsetzung' },
    ]);
    const danach = await zugaenge.laden(id);
    expect(danach?.sperre).toBeUndefined();
    expect(danach?.letzterFehler).toBe('1 von 2 Lieferungen nicht abgeholt: Quittung unmöglich (04004)');
    // Finishing again (a retried task): the access is no longer held, nothing starts twice.
    await abholungAbschliessen(a, { db, starten });
    expect(gestartet).toHaveLength(1);

    const zweiter = `test-${eindeutigeMarke()}`;
    expect(await zugaenge.sperren(id, zweiter, new Date())).toBe(true);
    await ergebnisFesthalten(zweiter, { id: 'L-1', fehler: 'Quittung unmöglich (04004)' }, db);
    await abholungAbschliessen({ ...a, laufId: zweiter }, { db, starten });
    expect(gestartet).toHaveLength(1);
    expect((await zugaenge.laden(id))?.sperre).toBeUndefined();

    // Stored, but acknowledged before (04002): the insurer lists them again, so no progress either.
    const dritter = `test-${eindeutigeMarke()}`;
    expect(await zugaenge.sperren(id, dritter, new Date())).toBe(true);
    await ergebnisFesthalten(dritter, { id: 'L-1', zaehler, schonQuittiert: true }, db);
    await ergebnisFesthalten(dritter, { id: 'L-2', zaehler, schonQuittiert: true }, db);
    expect(await abholungAbschliessen({ ...a, laufId: dritter }, { db, starten })).toMatchObject({
      fehlerhaft: 0,
    });
    expect(gestartet).toHaveLength(1);
    expect((await zugaenge.laden(id))?.letzterFehler).toBeUndefined();
  });
});

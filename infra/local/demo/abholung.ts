/**
 * The BiPRO side of the demo (`npm start`): the two simulated insurers of demo/bipro.ts run beside
 * the stack, a fresh start creates one demo access per insurer through the API (as `admin`, the
 * password into the secrets stand-in) and runs one download per access, so the download overview
 * and the lists behind it show real data at the first visit.
 *
 * The insurers keep their state in the data folder (`demo-versicherer.json`): the day their
 * shipments were made (their ids carry it), their ports and the shipments acknowledged so far —
 * a restart offers neither the same shipments again nor new ones under other ids, as a real
 * insurer would not, and the accesses keep pointing at them.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTEN, type DownloadUebersichtZeile } from '@lieferdesk/shared';
import { anmelden, api, warte } from '../api-client';
import { freierPort } from '../prozesse';
import type { LokalerStack } from '../stack';
import { starteVersicherer, type Versicherer } from '../versicherer';
import { demoBiproVersicherer, type DemoBiproVersicherer } from './bipro';

type Stack = Pick<LokalerStack, 'url' | 'cognito'>;

interface Stand {
  /** When the demo shipments were made (their ids and times follow from it). */
  erstellt: string;
  /** Insurer name → port and acknowledged shipments (id → when). */
  versicherer: Record<string, { port: number; quittiert: Record<string, string> }>;
}

export interface DemoVersicherer {
  demo: DemoBiproVersicherer;
  sim: Versicherer;
}

/** Download times of the demo accesses (Europe/Berlin). */
export const DEMO_ABHOLZEITEN = ['06:00', '13:00'];

function standLesen(datei: string): Stand {
  if (existsSync(datei)) return JSON.parse(readFileSync(datei, 'utf8')) as Stand;
  return { erstellt: new Date().toISOString(), versicherer: {} };
}

function standSchreiben(datei: string, stand: Stand): void {
  writeFileSync(`${datei}.neu`, JSON.stringify(stand, null, 2));
  renameSync(`${datei}.neu`, datei);
}

/** Starts the demo insurers on their kept ports (new ones if those are taken or there are none). */
export async function starteDemoVersicherer(
  datenVerzeichnis: string,
): Promise<{ versicherer: DemoVersicherer[]; beenden: () => Promise<void> }> {
  mkdirSync(datenVerzeichnis, { recursive: true });
  const datei = join(datenVerzeichnis, 'demo-versicherer.json');
  const stand = standLesen(datei);
  const versicherer: DemoVersicherer[] = [];
  for (const demo of demoBiproVersicherer(new Date(stand.erstellt))) {
    const eintrag = (stand.versicherer[demo.name] ??= { port: 0, quittiert: {} });
    const optionen = {
      benutzer: demo.benutzer,
      passwort: demo.passwort,
      lieferungen: demo.lieferungen,
      version: demo.version,
      mtom: demo.mtom,
      quittiert: eintrag.quittiert,
      beiQuittung: (id: string, zeitpunkt: string) => {
        eintrag.quittiert[id] = zeitpunkt;
        standSchreiben(datei, stand);
      },
    };
    let sim: Versicherer;
    try {
      sim = await starteVersicherer({ ...optionen, port: eintrag.port || (await freierPort()) });
    } catch {
      sim = await starteVersicherer({ ...optionen, port: await freierPort() });
    }
    eintrag.port = Number(new URL(sim.stsUrl).port);
    versicherer.push({ demo, sim });
  }
  standSchreiben(datei, stand);
  return {
    versicherer,
    beenden: async () => {
      for (const v of versicherer) await v.sim.beenden();
    },
  };
}

/** What an access of a demo insurer is saved with. */
export function demoZugang(v: DemoVersicherer) {
  return {
    gesellschaftId: v.demo.gesellschaftId,
    extZugangBezeichnung: v.demo.name,
    maklernr: v.demo.maklernr,
    stsUrl: v.sim.stsUrl,
    transferUrl: v.sim.transferUrl,
    profil: v.demo.profil,
    benutzername: v.demo.benutzer,
    abholzeiten: DEMO_ABHOLZEITEN,
    aktiv: true,
    gdvEinlesen: true,
  };
}

/**
 * The demo accesses: created on fresh data; on later starts pointed at the insurers again where
 * their ports changed — with the password again, as every save that points an access at another
 * server must give it (functions/src/abholung/zugaenge.ts).
 */
export async function demoZugaengeEinrichten(
  stack: Stack,
  versicherer: DemoVersicherer[],
): Promise<number[]> {
  const rufe = api(stack, await anmelden(stack, 'admin'));
  const { rows } = (await rufe(ROUTEN.downloadUebersichtZeilen)) as { rows: DownloadUebersichtZeile[] };
  const ids: number[] = [];
  for (const v of versicherer) {
    const soll = demoZugang(v);
    let vorhanden: number | undefined;
    for (const r of rows) {
      const z = await rufe(ROUTEN.zugangLaden, { query: { id: r.id } });
      if (z.extZugangBezeichnung === soll.extZugangBezeichnung) vorhanden = r.id;
    }
    if (vorhanden === undefined) {
      const { id } = await rufe(ROUTEN.zugangSpeichern, { body: { ...soll, passwort: v.demo.passwort } });
      ids.push(id as number);
      continue;
    }
    const z = await rufe(ROUTEN.zugangLaden, { query: { id: vorhanden } });
    if (z.stsUrl !== soll.stsUrl || z.transferUrl !== soll.transferUrl) {
      const { id: _id, gesellschaft: _g, passwortGesetzt: _p, ...bisher } = z;
      await rufe(ROUTEN.zugangSpeichern, {
        query: { id: vorhanden },
        body: { ...bisher, stsUrl: soll.stsUrl, transferUrl: soll.transferUrl, passwort: v.demo.passwort },
      });
    }
    ids.push(vorhanden);
  }
  return ids;
}

/** One download per demo access (restart_all_jobs), until each has a result. */
export async function demoAbholungen(
  stack: Stack,
  ids: readonly number[],
): Promise<DownloadUebersichtZeile[]> {
  const rufe = api(stack, await anmelden(stack, 'admin'));
  await rufe(ROUTEN.downloadJobsAlleNeustarten);
  const ende = Date.now() + 5 * 60_000;
  for (;;) {
    const { rows } = (await rufe(ROUTEN.downloadUebersichtZeilen)) as { rows: DownloadUebersichtZeile[] };
    const eigene = rows.filter((r) => ids.includes(r.id));
    if (eigene.length === ids.length && eigene.every((r) => !r.jobRunning && (r.lastSuccess || r.fehler)))
      return eigene;
    if (Date.now() > ende) throw new Error('Die Demo-Abholungen sind nicht fertig geworden.');
    await warte(500);
  }
}

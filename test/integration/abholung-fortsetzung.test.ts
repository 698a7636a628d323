/**
 * A download run that leaves shipments over starts the next run (events/src/abholen.ts,
 * reference §9 "shipments per download run"), through the real download machine: a local stack
 * of its own in this process, whose plan step takes two shipments a run
 * (`ABHOL_LIEFERUNGEN_JE_LAUF`, functions/src/abholung/planen.ts) instead of 1,000. The insurer
 * lists five; the run's end starts the follow-up runs under their continuation ids, they fetch
 * the rest, every document arrives once, and the chain ends — also when a run got nothing, and
 * when the insurer lists again what was acknowledged (BestaetigeLieferungen): what the access
 * acknowledged itself is left out, what was acknowledged elsewhere comes last.
 *
 * Also here, for its access with the simulated insurer: the same content in two shipments of one
 * run, fetched at the same time: one is stored as the first arrival, the other as delivered
 * before. Both read the claims before either writes (three transactions where one would not
 * race, seen when the test was written), so the second shipment's is refused and its file planned
 * anew (lieferung.ts `dateienSpeichern`); the outcome checked holds either way.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTEN } from '@lieferdesk/shared';
import { abholungAbschliessen } from '@lieferdesk/functions/abholung/abschliessen';
import { lieferungAbholen } from '@lieferdesk/functions/abholung/lieferung';
import { abholungStarten, fortsetzungsLaufId } from '@lieferdesk/functions/abholung/starten';
import { abholungPlanen, LIEFERUNGEN_JE_LAUF_VARIABLE } from '@lieferdesk/functions/abholung/planen';
import { datenbankFuer, type Datenbank } from '@lieferdesk/functions/data/datenbank';
import { abholErgebnisseRepository } from '@lieferdesk/functions/data/repositories/abholErgebnisse';
import { biproDateienRepository } from '@lieferdesk/functions/data/repositories/biproDateien';
import { biproLieferungenRepository } from '@lieferdesk/functions/data/repositories/biproLieferungen';
import { zugaengeRepository } from '@lieferdesk/functions/data/repositories/zugaenge';
import { monatVon } from '@lieferdesk/functions/domain/buchung/gebuehr';
import type { BiproProfil } from '@lieferdesk/shared';
import { starteLokalenStack, type LokalerStack } from '../../infra/local/stack';
import { starteVersicherer, type SimLieferung, type Versicherer } from '../../infra/local/versicherer';
import { DEMO_GESELLSCHAFTEN } from '../../infra/local/demo/stammdaten';
import { rufe } from '../helpers/api';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { warteBis } from '../helpers/warten';
import { datenordner } from '../helpers/datenordner';

const JE_LAUF = 2;
const MUSTER = DEMO_GESELLSCHAFTEN.find((g) => g.gesellschaftId === 1)!;
const PASSWORT = 'Fortsetzung-4711!';
const verzeichnis = datenordner('lieferdesk-fortsetzung-');
let stack: LokalerStack;
let db: Datenbank;
const versicherer: Versicherer[] = [];

beforeAll(async () => {
  // The stack's handlers run in this process and read its environment, as in Lambda.
  process.env[LIEFERUNGEN_JE_LAUF_VARIABLE] = String(JE_LAUF);
  stack = await starteLokalenStack({ datenVerzeichnis: verzeichnis, dauerhaft: false, vorladen: false });
  db = datenbankFuer(stack.tabelle, stack.dynamoEndpoint);
  // The machines synthesized and the task modules loaded here, not in the first test's time.
  await stack.vorbereitet;
});

afterAll(async () => {
  await stack?.beenden();
  for (const v of versicherer) await v.beenden();
  delete process.env[LIEFERUNGEN_JE_LAUF_VARIABLE];
  rmSync(verzeichnis, { recursive: true, force: true });
});

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, 'latin1');

/** `anzahl` shipments of one document each, oldest first, named `{marke}-{n}`. */
function lieferungen(marke: string, anzahl: number): SimLieferung[] {
  return Array.from({ length: anzahl }, (_, i) => ({
    id: `${marke}-${i + 1}`,
    kategorie: '100007000',
    einstellzeitpunkt: new Date(Date.UTC(2026, 10, 20, 8, i)).toISOString(),
    transfers: [{ dateien: [{ dateiname: `brief-${i + 1}.pdf`, inhalt: pdf(`${marke} ${i + 1}`) }] }],
    mtom: true,
  }));
}

async function zugangMitVersicherer(
  anzahl: number,
  o: { profil?: Partial<BiproProfil>; anderswoQuittiert?: number; gleicherInhalt?: boolean } = {},
): Promise<{ id: number; v: Versicherer; ids: string[] }> {
  const marke = eindeutigeMarke();
  const liste = lieferungen(marke, anzahl);
  // Every shipment brings the first one's document.
  if (o.gleicherInhalt) for (const l of liste) l.transfers = liste[0]!.transfers;
  // The oldest ones acknowledged before by another program of the broker's.
  const quittiert = Object.fromEntries(
    liste.slice(0, o.anderswoQuittiert ?? 0).map((l) => [l.id, '2026-11-20T09:00:00.000Z']),
  );
  const v = await starteVersicherer({
    benutzer: 'fortsetzung',
    passwort: PASSWORT,
    lieferungen: liste,
    quittiert,
  });
  versicherer.push(v);
  const antwort = await rufe(ROUTEN.zugangSpeichern, {
    stack,
    als: 'admin',
    body: {
      gesellschaftId: MUSTER.gesellschaftId,
      extZugangBezeichnung: `Fortsetzung ${marke}`,
      maklernr: '10001',
      stsUrl: v.stsUrl,
      transferUrl: v.transferUrl,
      profil: { version: '2.6.1.1.0', soapAction: 'urn', stsMitWsaAction: false, ...o.profil },
      benutzername: 'fortsetzung',
      passwort: PASSWORT,
      abholzeiten: [],
      aktiv: true,
      gdvEinlesen: false,
    },
  });
  expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
  return { id: antwort.body.id as number, v, ids: liste.map((l) => l.id) };
}

/** Runs of the access so far: each lists the insurer's shipments once. */
const laeufe = (v: Versicherer) => v.aufrufe.filter((a) => a === 'listShipments').length;
const abrufe = (v: Versicherer) => v.aufrufe.filter((a) => a === 'getShipment').length;

/**
 * Until no run of the stack runs any more (follow-up runs included), and that took `erwartet`
 * runs of the access. A chain that does not end fails here once it ran more than that.
 */
async function kettenEnde(v: Versicherer, erwartet: number): Promise<void> {
  let geendet = false;
  const zuViele = warteBis(
    () => laeufe(v),
    (n) => geendet || n > erwartet,
    { zeit: 120_000, intervall: 100, text: 'das Ende der Läufe' },
  );
  await Promise.race([stack.warteAufStrecken().then(() => (geendet = true)), zuViele]);
  geendet = true;
  expect(laeufe(v), 'Läufe des Zugangs').toBe(erwartet);
}

/** The run ids of a chain begun by `erster`: each follow-up is named for the run before it. */
function kette(zugangId: number, erster: string, laenge: number): string[] {
  const ids = [erster];
  while (ids.length < laenge) ids.push(fortsetzungsLaufId(zugangId, ids.at(-1)!));
  return ids;
}

const geholt = async (laufId: string) =>
  (await abholErgebnisseRepository(db).desLaufs(laufId)).map((e) => e.lieferungId).sort();

async function dateienDes(zugangId: number) {
  const repo = biproDateienRepository(db);
  const faecher = ['dokument-0', 'dokument-1', 'dokument-2', 'gdv', 'abrechnung', 'mahnung', 'archiv'];
  const monat = monatVon(new Date());
  return (await Promise.all(faecher.map((f) => repo.imMonat(f, monat))))
    .flat()
    .filter((d) => d.zugangId === zugangId);
}

describe('Abholläufe, die Lieferungen übrig lassen', () => {
  it('starten den nächsten Lauf, bis alle abgeholt sind: jedes Dokument genau einmal, dann endet die Kette', async () => {
    const { id, v, ids } = await zugangMitVersicherer(5);
    const erster = await abholungStarten(id, 'neustart', { db });
    expect(erster).toBeDefined();
    await kettenEnde(v, 3);

    // Two, two, one: each run the oldest its plan holds, the follow-ups under their own ids.
    const [lauf1, lauf2, lauf3, lauf4] = kette(id, erster!, 4);
    expect(await geholt(lauf1!)).toEqual(ids.slice(0, 2));
    expect(await geholt(lauf2!)).toEqual(ids.slice(2, 4));
    expect(await geholt(lauf3!)).toEqual(ids.slice(4));
    expect(await geholt(lauf4!)).toEqual([]);
    expect(abrufe(v)).toBe(5);
    expect([...v.quittiert].sort()).toEqual(ids);

    const dateien = await dateienDes(id);
    expect(dateien.map((d) => d.transferId).sort()).toEqual(ids);
    expect(new Set(dateien.map((d) => d.sha256)).size).toBe(5);
    for (const transferId of ids)
      expect(await biproLieferungenRepository(db).laden(id, transferId)).toMatchObject({
        allInputFiles: 1,
        quittiert: true,
      });
    const zugang = await zugaengeRepository(db).laden(id);
    expect(zugang?.sperre).toBeUndefined();
    expect(zugang?.letzterFehler).toBeUndefined();
    expect(zugang?.letzterErfolg).toBeDefined();
    // The download overview counts the whole pickup, each document once.
    expect(zugang?.zaehler).toMatchObject({ nichtZugeordnet: 5 });
  });

  it('ein Lauf, der keine Lieferung abholte, startet keinen weiteren', async () => {
    const { id, v, ids } = await zugangMitVersicherer(3);
    // The two shipments of the plan lack a file: stored as far as they go, left unacknowledged.
    v.stoeren({ art: 'anhangFehlt' }, { art: 'anhangFehlt' });
    const erster = await abholungStarten(id, 'neustart', { db });
    await kettenEnde(v, 1);

    expect(await geholt(erster!)).toEqual(ids.slice(0, 2));
    expect(await geholt(fortsetzungsLaufId(id, erster!))).toEqual([]);
    expect(abrufe(v)).toBe(2);
    expect(v.quittiert.size).toBe(0);
    const zugang = await zugaengeRepository(db).laden(id);
    expect(zugang?.sperre).toBeUndefined();
    expect(zugang?.letzterFehler).toMatch(/^2 von 2 Lieferungen nicht abgeholt: /);
  });

  it('listet der Versicherer Quittiertes weiter (BestaetigeLieferungen): das selbst Quittierte wird nicht wieder geholt, die Kette endet', async () => {
    const { id, v, ids } = await zugangMitVersicherer(3, { profil: { bestaetigeLieferungen: true } });
    const erster = await abholungStarten(id, 'neustart', { db });
    await kettenEnde(v, 2);

    // The second run lists all three, two of them as acknowledged by this access: it plans the third alone.
    const [lauf1, lauf2, lauf3] = kette(id, erster!, 3);
    expect(await geholt(lauf1!)).toEqual(ids.slice(0, 2));
    expect(await geholt(lauf2!)).toEqual(ids.slice(2));
    expect(await geholt(lauf3!)).toEqual([]);
    expect(abrufe(v)).toBe(3);
    expect([...v.quittiert].sort()).toEqual(ids);
    const dateien = await dateienDes(id);
    expect(dateien.map((d) => d.transferId).sort()).toEqual(ids);
    const zugang = await zugaengeRepository(db).laden(id);
    expect(zugang?.sperre).toBeUndefined();
    expect(zugang?.letzterFehler).toBeUndefined();
    expect(zugang?.zaehler).toMatchObject({ nichtZugeordnet: 3 });
  });

  it('anderswo Quittiertes kommt nach dem Neuen, wird einmal geholt und zählt', async () => {
    const { id, v, ids } = await zugangMitVersicherer(4, {
      profil: { bestaetigeLieferungen: true },
      anderswoQuittiert: 2,
    });
    const erster = await abholungStarten(id, 'neustart', { db });
    await kettenEnde(v, 2);

    const [lauf1, lauf2] = kette(id, erster!, 2);
    expect(await geholt(lauf1!)).toEqual(ids.slice(2));
    expect(await geholt(lauf2!)).toEqual(ids.slice(0, 2));
    expect(abrufe(v)).toBe(4);
    const dateien = await dateienDes(id);
    expect(dateien.map((d) => d.transferId).sort()).toEqual(ids);
    expect((await zugaengeRepository(db).laden(id))?.zaehler).toMatchObject({ nichtZugeordnet: 4 });
  });
});

describe('Derselbe Inhalt in zwei Lieferungen eines Laufs', () => {
  it('zugleich abgeholt: einmal als erste Ankunft, einmal als schon geliefert abgelegt, keine verloren, nichts doppelt', async () => {
    const { id, v, ids } = await zugangMitVersicherer(2, { gleicherInhalt: true });
    const start = { zugangId: id, laufId: `gleich-${eindeutigeMarke()}`, anlass: 'neustart' as const };
    const plan = await abholungPlanen(start, { db });
    expect(plan.abschnitte.map((a) => a.id)).toEqual(ids);
    const ergebnisse = await Promise.all(
      plan.abschnitte.map((abschnitt) => lieferungAbholen({ ...start, abschnitt }, { db })),
    );
    await abholungAbschliessen({ ...start, plan }, { db, starten: async () => undefined });
    expect(ergebnisse.map((e) => e.fehler)).toEqual([undefined, undefined]);
    expect([...v.quittiert].sort()).toEqual(ids);

    const dateien = await dateienDes(id);
    expect(dateien.map((d) => d.transferId).sort()).toEqual(ids);
    const erste = dateien.find((d) => d.ziel === 'dokument')!;
    const zweite = dateien.find((d) => d !== erste)!;
    expect(zweite).toMatchObject({ ziel: 'archiv', cause: `Inhalt bereits geliefert (Datei ${erste.id})` });
    expect(erste.sha256).toBe(zweite.sha256);
    const ansprueche = await biproDateienRepository(db).ansprueche(id, zweite.transferId, [erste.sha256]);
    expect(ansprueche.inhalt.get(erste.sha256)).toBe(erste.id);
    expect(ansprueche.gespeichert.get(erste.sha256)).toBe(zweite.id);
    // The statistics are the stored files' (planned anew where refused): the first arrival an
    // unassigned PDF, the other one a PDF delivered before.
    expect(await biproLieferungenRepository(db).laden(id, erste.transferId)).toMatchObject({
      quittiert: true,
      nichtzugeordnetePdfFiles: 1,
      dbAlreadyExistFiles: 0,
      schonErledigteFiles: 0,
    });
    expect(await biproLieferungenRepository(db).laden(id, zweite.transferId)).toMatchObject({
      quittiert: true,
      nichtzugeordnetePdfFiles: 0,
      dbAlreadyExistFiles: 1,
      schonErledigteFiles: 0,
    });
  });
});

/**
 * What every fuzz property shares: how many cases it runs, what counts as a refusal in German,
 * and the unhandled rejections a reader might leave behind.
 *
 * `FUZZ_RUNS` sets the runs of every property (`npm run fuzz -- --runs 5000`, infra/local/fuzz.ts);
 * without it each property runs its CI share, together at least 500 cases.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fc } from '@fast-check/vitest';
import { USE4BOOKING } from '@lieferdesk/shared';
import { GDV_DATEIEN } from '@lieferdesk/test/fixtures';
import { Entity } from 'electrodb';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_KUNDEN, DEMO_VERMITTLERNUMMERN, DEMO_VERTRAEGE } from '../../../infra/local/demo/bestand';
import { DEMO_GESELLSCHAFTEN } from '../../../infra/local/demo/stammdaten';
import { importZeileSchema } from '../../src/data/entities/importZeile';
import { type ImportZeileDaten, zeilenItems } from '../../src/data/repositories/importZeilen';
import type { AuswertungsDaten } from '../../src/domain/auswertung/kontext';
import type { ZeilenErgebnis } from '../../src/formate/ergebnis';
import { uebergrosseZeile } from '../../src/pipeline/lesen/uebergrosseZeile';

// `npm run fuzz -- --seed S`: every property of the run from that seed (fast-check prints it on failure).
if (process.env.FUZZ_SEED) fc.configureGlobal({ seed: Number(process.env.FUZZ_SEED) });

/** Runs of a property: FUZZ_RUNS if set, else the property's share of the CI run. */
export function laeufe(ci: number): number {
  const n = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(n) && n > 0 ? n : ci;
}

/** Runs of a property whose every case carries megabytes: a tenth, at least one. */
export const grosseLaeufe = (ci: number): number => Math.max(1, Math.ceil(laeufe(ci * 10) / 10));

/** Without FUZZ_RUNS a case may take seconds; with thousands of runs, minutes per property. */
export const zeitlimit = (ci: number, msJeLauf: number): number => Math.max(30_000, laeufe(ci) * msJeLauf);

/**
 * What a JavaScript engine or an English-speaking library says when it breaks: such a text as a
 * reason means an error leaked through where the code should have refused in its own words.
 */
const ENGLISCH =
  /\b(TypeError|RangeError|ReferenceError|SyntaxError|Cannot read|Cannot set|is not a function|is not defined|is not iterable|undefined is|null is|Maximum call stack|out of memory|Invalid array length|Invalid string length|Unexpected token|Unexpected end)\b/;
/** Words and marks a German sentence of this code has; an English library message has none. */
const DEUTSCH =
  /[äöüÄÖÜß„“]|\b(der|die|das|des|dem|den|ein|eine|einer|kein|keine|keinen|nicht|ist|sind|wird|werden|hat|mit|ohne|und|oder|für|auf|bei|im|von|vor|nach|als|fehlt|Zeile|Zeilen|Datei|Feld|Satz|Sätze|Satzart|Vorsatz|Nachsatz|Antwort|Schnittstelle|Prüfung|Wert|Pflichtfeld|unbekannt|ungültig)\b/;

/**
 * A refusal's reason as the product must give it: not empty, German (a sentence of the code's
 * own, which may quote a library's detail in brackets), and not an engine error that leaked.
 */
export function pruefeDeutschenGrund(grund: unknown, wo: string): void {
  expect(typeof grund, `${wo}: Grund fehlt`).toBe('string');
  const text = String(grund).trim();
  expect(text.length, `${wo}: Grund ist leer`).toBeGreaterThan(0);
  expect(DEUTSCH.test(text), `${wo}: Grund ist nicht deutsch: ${text.slice(0, 300)}`).toBe(true);
  expect(ENGLISCH.test(text), `${wo}: ein Laufzeitfehler dringt durch: ${text.slice(0, 300)}`).toBe(false);
}

/** Every line refused (status < 0) has a German reason; answers [read, refused]. */
export function zaehleUndPruefe(ergebnisse: readonly ZeilenErgebnis[], wo: string): [number, number] {
  let gelesen = 0;
  let abgelehnt = 0;
  for (const e of ergebnisse) {
    if (e.status < 0) {
      abgelehnt++;
      pruefeDeutschenGrund(e.grund, `${wo}, Zeile ${e.zeile} (Status ${e.status})`);
    } else gelesen++;
  }
  return [gelesen, abgelehnt];
}

/**
 * Rejections no one handled while the file's properties ran: a reader that starts a promise and
 * forgets it. Vitest reports them too, but only as a run-level error, after the fact; this names
 * the file that caused it and fails it.
 */
export function unbehandelteAblehnungenVerbieten(): void {
  const gefunden: unknown[] = [];
  const merken = (grund: unknown) => gefunden.push(grund);
  beforeAll(() => {
    process.on('unhandledRejection', merken);
  });
  afterAll(() => {
    process.off('unhandledRejection', merken);
    expect(gefunden.map(String)).toEqual([]);
  });
}

/**
 * At most this many pieces per input: a file of megabytes in one-byte pieces costs millions of
 * awaits (and a reader that collects them, gigabytes of Buffer views) and finds nothing that
 * pieces of a few hundred bytes do not — small pieces matter at the seams of small files.
 */
const HOECHSTE_STUECKE = 50_000;

/** The piece size for `bytes`: `groesse`, or larger where it would make too many pieces. */
export const stueckGroesse = (laenge: number, groesse: number): number =>
  Math.max(groesse, Math.ceil(laenge / HOECHSTE_STUECKE));

/** The bytes in pieces of `groesse`, as S3 or a socket hands them. */
export async function* stuecke(bytes: Buffer, groesse: number): AsyncGenerator<Buffer> {
  const g = stueckGroesse(bytes.length, groesse);
  for (let i = 0; i < bytes.length; i += g) yield bytes.subarray(i, i + g);
}

export async function alle<T>(quelle: AsyncIterable<T>): Promise<T[]> {
  const ergebnis: T[] = [];
  for await (const x of quelle) ergebnis.push(x);
  return ergebnis;
}

/** Every public GDV sample file (test/fixtures/gdv), the seeds of the GDV generators. */
export const GDV_SAMEN: readonly { name: string; bytes: Buffer }[] = readdirSync(GDV_DATEIEN)
  .filter((name) => !name.startsWith('.') && !name.endsWith('.md'))
  .sort()
  .map((name) => ({ name, bytes: readFileSync(`${GDV_DATEIEN}/${name}`) }));

/** The demo portfolio (infra/local/demo): what a read file is evaluated against. */
export const DEMO_DATEN: AuswertungsDaten = {
  gesellschaften: DEMO_GESELLSCHAFTEN,
  vermittlernummern: DEMO_VERMITTLERNUMMERN,
  kunden: DEMO_KUNDEN,
  vertraege: DEMO_VERTRAEGE,
};

const ZEILEN_ENTITAET = new Entity(importZeileSchema, { table: 'lieferdesk' });
const JOURNAL = [{ zeit: '2026-03-01T10:00:00.000Z', text: 'Eingelesen' }];

/**
 * The lines as the chunk task stores them (pipeline/lesen/abschnitt.ts): one table item each,
 * a line too large for an item kept as a format error with its text cut (uebergrosseZeile.ts).
 * No line may be lost or fail the file on its way into the table.
 */
export function pruefeGespeichert(ergebnisse: readonly ZeilenErgebnis[], wo: string): void {
  const zeilen = ergebnisse.map((e): ImportZeileDaten => ({
    dateiId: 1,
    zeile: e.zeile,
    status: e.status,
    use4Booking: USE4BOOKING.aktiv,
    satz: e.satz,
    felder: e.felder,
    roh: e.roh,
    grund: e.grund,
    journal: JOURNAL,
  }));
  const ersetzt: ImportZeileDaten[] = [];
  const items = zeilenItems(ZEILEN_ENTITAET, zeilen, (z, bytes) => {
    const neu = uebergrosseZeile(z, bytes);
    ersetzt.push(neu);
    return neu;
  });
  expect(items).toHaveLength(ergebnisse.length);
  for (const z of ersetzt) pruefeDeutschenGrund(z.grund, `${wo}, Zeile ${z.zeile} zu groß gespeichert`);
}

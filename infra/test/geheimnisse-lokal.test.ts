// @vitest-environment node
/**
 * The local stack's Secrets Manager: values in one file of the data folder that only the owner
 * may read, replaced whole on every change, read again by a new stand-in on the same file (a
 * restart of `npm start`); no value in any log line or error; the route's declared access holds.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTEN, type UmgesetzteRoute, type Zugriff } from '@lieferdesk/shared';
import {
  geheimnisLesen,
  geheimnisLoeschen,
  geheimnisSetzen,
  setzeGeheimnisDienst,
} from '@lieferdesk/functions/geheimnisse/index';
import { DATEI_MODUS, installiereLokaleGeheimnisse, lokaleGeheimnisse } from '../local/geheimnisse';
import { imRoutenKontext, verweigerung, zugriffPruefen } from '../local/zugriff';

const WERT = 'Sehr-geheimes-Passwort-4711';
const ordner = mkdtempSync(join(tmpdir(), 'lieferdesk-geheimnisse-'));
afterAll(() => rmSync(ordner, { recursive: true, force: true }));
let n = 0;
const neueDatei = () => join(ordner, `lauf-${++n}`, 'geheimnisse.json');

/** Everything written to the console or the process's streams while `f` runs. */
async function ausgabeVon(f: () => Promise<unknown>): Promise<string> {
  const geschrieben: string[] = [];
  const merken = (...teile: unknown[]) => void geschrieben.push(teile.map((t) => String(t)).join(' '));
  const spione = [
    ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(merken),
    ),
    vi.spyOn(process.stdout, 'write').mockImplementation((t) => (merken(t), true)),
    vi.spyOn(process.stderr, 'write').mockImplementation((t) => (merken(t), true)),
  ];
  try {
    await f().catch((fehler: unknown) =>
      merken(fehler instanceof Error ? `${fehler.message} ${fehler.stack}` : fehler),
    );
  } finally {
    for (const s of spione) s.mockRestore();
  }
  return geschrieben.join('\n');
}

describe('lokale Geheimnisse', () => {
  let entfernen: () => void;
  let datei: string;
  beforeEach(() => {
    datei = neueDatei();
    entfernen = installiereLokaleGeheimnisse(datei);
  });
  afterEach(() => entfernen());

  it('legt die Datei erst beim ersten Wert an, nur für den Eigentümer lesbar, ohne Reste', async () => {
    expect(await geheimnisLesen('zugang/1')).toBeUndefined();
    expect(existsSync(datei)).toBe(false);
    await geheimnisSetzen('zugang/1', WERT);
    expect(statSync(datei).mode & 0o777).toBe(DATEI_MODUS);
    expect(readdirSync(join(datei, '..'))).toEqual(['geheimnisse.json']);
    expect(JSON.parse(readFileSync(datei, 'utf8'))).toEqual({ 'zugang/1': WERT });
  });

  it('behält die Werte über einen Neustart (neu geöffnete Datei)', async () => {
    await geheimnisSetzen('zugang/1', WERT);
    await geheimnisSetzen('zugang/2', 'zwei');
    await geheimnisSetzen('zugang/2', 'zwei neu');
    await geheimnisLoeschen('zugang/3');
    entfernen();
    entfernen = installiereLokaleGeheimnisse(datei);
    expect(await geheimnisLesen('zugang/1')).toBe(WERT);
    expect(await geheimnisLesen('zugang/2')).toBe('zwei neu');
    await geheimnisLoeschen('zugang/1');
    await geheimnisLoeschen('zugang/1');
    const wieder = lokaleGeheimnisse(datei);
    expect(await wieder.lesen('zugang/1')).toBeUndefined();
    expect(await wieder.lesen('zugang/2')).toBe('zwei neu');
  });

  it('ersetzt eine vorläufige Datei eines abgebrochenen Schreibens samt ihren Rechten', async () => {
    mkdirSync(dirname(datei), { recursive: true });
    writeFileSync(`${datei}.neu`, 'halb', { mode: 0o644 });
    await geheimnisSetzen('zugang/1', WERT);
    expect(statSync(datei).mode & 0o777).toBe(DATEI_MODUS);
    expect(existsSync(`${datei}.neu`)).toBe(false);
  });

  it('schreibt keinen Wert in eine Ausgabe, auch nicht bei Fehlern', async () => {
    const ausgabe = await ausgabeVon(async () => {
      await geheimnisSetzen('zugang/1', WERT);
      await geheimnisLesen('zugang/1');
      await geheimnisSetzen('zugang 1', WERT).catch((f: unknown) => console.error(f));
      await geheimnisSetzen('zugang/1', `${WERT}${'x'.repeat(70_000)}`).catch((f: unknown) =>
        console.error(f),
      );
      await geheimnisLoeschen('zugang/1');
    });
    expect(ausgabe).toContain('Ungültiger Name');
    expect(ausgabe).not.toContain(WERT);
  });

  it('nennt eine kaputte Datei nur beim Pfad, nie mit ihrem Inhalt', async () => {
    await geheimnisSetzen('zugang/1', WERT);
    writeFileSync(datei, readFileSync(datei, 'utf8').slice(0, -3));
    let fehler: unknown;
    try {
      lokaleGeheimnisse(datei);
    } catch (f) {
      fehler = f;
    }
    expect(fehler).toBeInstanceOf(Error);
    expect((fehler as Error).message).toContain(datei);
    expect((fehler as Error).message).not.toContain(WERT);
    expect(() => lokaleGeheimnisse((writeFileSync(datei, '{"a": 1}'), datei))).toThrow(/kein Text/);
  });
});

describe('Zugriff der Routen auf Geheimnisse', () => {
  const buckets = { inbox: 'inbox', dokumente: 'dokumente' };
  const alsRoute = (zugriff: Zugriff) => ({ ...ROUTEN.kategorienListe, zugriff }) as UmgesetzteRoute;
  let entfernen: (() => void)[];
  beforeEach(() => {
    entfernen = [zugriffPruefen(buckets), setzeGeheimnisDienst(lokaleGeheimnisse(neueDatei()))];
  });
  afterEach(() => entfernen.forEach((e) => e()));

  it('schreiben erlaubt Setzen und Löschen, nicht Lesen; lesen nur Lesen', () => {
    const v = (befehl: 'setzen' | 'lesen' | 'loeschen') =>
      ({ dienst: 'geheimnis', befehl, name: 'g' }) as const;
    const erlaubt = (z: Zugriff, befehl: 'setzen' | 'lesen' | 'loeschen') =>
      verweigerung(z, v(befehl), buckets) === undefined;
    const schreiben: Zugriff = { tabelle: 'schreiben', geheimnisse: 'schreiben' };
    const lesen: Zugriff = { tabelle: 'lesen', geheimnisse: 'lesen' };
    expect([
      erlaubt(schreiben, 'setzen'),
      erlaubt(schreiben, 'loeschen'),
      erlaubt(schreiben, 'lesen'),
    ]).toEqual([true, true, false]);
    expect([erlaubt(lesen, 'setzen'), erlaubt(lesen, 'loeschen'), erlaubt(lesen, 'lesen')]).toEqual([
      false,
      false,
      true,
    ]);
    expect(verweigerung({ tabelle: 'schreiben' }, v('setzen'), buckets)).toBe('Geheimnis g: setzen');
  });

  it('weist im Kontext einer Route ab, was sie nicht deklariert', async () => {
    const verweigert = /nicht deklarierter Zugriff — Geheimnis/;
    const schreibend = alsRoute({ tabelle: 'schreiben', geheimnisse: 'schreiben' });
    await imRoutenKontext(schreibend, () => geheimnisSetzen('zugang/1', WERT));
    await expect(imRoutenKontext(schreibend, () => geheimnisLesen('zugang/1'))).rejects.toThrow(verweigert);
    await expect(
      imRoutenKontext(alsRoute({ tabelle: 'schreiben' }), () => geheimnisSetzen('zugang/1', WERT)),
    ).rejects.toThrow(verweigert);
    const lesend = alsRoute({ tabelle: 'lesen', geheimnisse: 'lesen' });
    expect(await imRoutenKontext(lesend, () => geheimnisLesen('zugang/1'))).toBe(WERT);
    await expect(imRoutenKontext(lesend, () => geheimnisLoeschen('zugang/1'))).rejects.toThrow(verweigert);
    // Outside any route (a pipeline task) nothing is held to a declaration.
    expect(await geheimnisLesen('zugang/1')).toBe(WERT);
  });
});

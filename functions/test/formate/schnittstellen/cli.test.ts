import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { eingebautesBeispiel } from '@lieferdesk/test/fixtures';
import { schnittstelle } from './hilfen';

const WURZEL = resolve(import.meta.dirname, '../../../..');

async function aufruf(...argumente: string[]): Promise<{ code: number; aus: string; fehler: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'functions/src/formate/schnittstellen/cli.ts', ...argumente],
      { cwd: WURZEL },
    );
    return { code: 0, aus: stdout, fehler: stderr };
  } catch (e) {
    const f = e as { code: number; stdout: string; stderr: string };
    return { code: f.code, aus: f.stdout, fehler: f.stderr };
  }
}

const ordner = mkdtempSync(join(tmpdir(), 'schnittstelle-cli-'));
afterAll(() => rmSync(ordner, { recursive: true, force: true }));

// Each call starts Node with the TypeScript loader: seconds, not milliseconds.
describe('CLI npm run schnittstelle', { timeout: 30_000 }, () => {
  it('lesen: wählt die Schnittstelle nach dem Dateinamen und gibt ein JSON-Objekt aus', async () => {
    const { code, aus } = await aufruf('lesen', eingebautesBeispiel('omds-bestand-2024-03.xml'));
    expect(code).toBe(0);
    const ergebnis = JSON.parse(aus) as Record<string, unknown>;
    expect(Object.keys(ergebnis)).toEqual(['schnittstelle', 'zeilen', 'fehlerhaft', 'sekunden']);
    expect(ergebnis).toMatchObject({
      schnittstelle: { id: 1, name: 'OMDS 2.x Verträge' },
      zeilen: 6,
      fehlerhaft: 0,
    });
    expect(ergebnis.sekunden).toEqual(expect.any(Number));
    expect(aus.trim().split('\n')).toHaveLength(1);

    const fehlerhaft = JSON.parse(
      (await aufruf('lesen', eingebautesBeispiel('omds-bestand-2024-03-fehlerhaft.xml'))).aus,
    );
    expect(fehlerhaft).toMatchObject({ zeilen: 5, fehlerhaft: 3 });
  });

  it('--id wählt die Schnittstelle; eine abgelehnte Datei ist Exit-Code 1 mit dem Grund', async () => {
    const { code, aus, fehler } = await aufruf(
      'lesen',
      eingebautesBeispiel('omds-bestand-2024-03.xml'),
      '--id',
      '2',
    );
    expect(code).toBe(1);
    expect(aus).toBe('');
    expect(fehler).toMatch(
      /^Schnittstelle „Courtage-Abrechnung CSV“ \(Id 2\): Die Datei „omds-bestand-2024-03.xml“ wird abgelehnt/,
    );
    expect(
      (await aufruf('lesen', eingebautesBeispiel('omds-bestand-2024-03.xml'), '--id', '4711')).fehler,
    ).toMatch('Das Interface mit der Id 4711 ist nicht bekannt.');
  });

  it('ohne passende Schnittstelle: der Grund wie beim Hochladen', async () => {
    const datei = join(ordner, 'unbekannt.bin');
    writeFileSync(datei, 'nichts');
    const { code, fehler } = await aufruf('lesen', datei);
    expect(code).toBe(1);
    expect(fehler).toMatch(/^Für die Datei „unbekannt.bin“ wurde kein Interface gefunden/);
    expect((await aufruf('lesen')).code).toBe(2);
  });

  it('--definition: eigene Schnittstellen (ohne Datenbank) nehmen an der Wahl teil', async () => {
    const definition = join(ordner, 'eigene.json');
    const eigene = schnittstelle({
      id: 1001,
      interfaceName: 'Eigene Verträge',
      xml: true,
      xPath: '//VERTRAG[@WaehrungsCd = "EUR"]',
      nameCheck: 'omds-bestand-2024-03.xml',
      felder: [{ name: 'Nr', art: 2, selection: '@Polizzennr', conversion: 'pflicht' }],
    });
    writeFileSync(definition, JSON.stringify([eigene]));
    const { code, aus } = await aufruf(
      'lesen',
      eingebautesBeispiel('omds-bestand-2024-03.xml'),
      '--definition',
      definition,
    );
    expect(code).toBe(0);
    expect(JSON.parse(aus)).toMatchObject({
      schnittstelle: { id: 1001, name: 'Eigene Verträge' },
      zeilen: 5,
      fehlerhaft: 0,
    });
  });
});

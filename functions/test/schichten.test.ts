/**
 * The layer rules of docs/architecture.md "Inside functions/ (layers)", checked on the imports
 * of every functions/src file: entries → use cases → data, storage and ports → pure rules, never
 * upwards; only data/ knows the entity declarations; domain/ and formate/ import no I/O (their
 * command lines, benchmarks and generators may read files, never bundled into a Lambda). A rule
 * written down and not checked drifts with the next change.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const QUELLE = fileURLToPath(new URL('../src/', import.meta.url));

/** Highest first: a file may import its own layer and those below it. */
const SCHICHTEN = [
  { name: 'Einstieg', teile: ['handlers', 'aufgaben', 'ereignisse', 'http', 'routes.ts'] },
  {
    name: 'Anwendungsfall',
    teile: [
      'werkbank',
      'monitor',
      'zuordnung',
      'bestand',
      'pipeline',
      'datensicht',
      'gesellschaftZugang',
      'schnittstellen',
      'abholung',
      'bipro',
      'posteingang',
      'archiv',
      'gdvDateien',
      'lieferungen',
      'courtage',
      'ausnahmen',
      'biproDateien',
      'interfacelaeufe',
      'aenderungen',
      'listenExport',
      'uebersicht',
    ],
  },
  {
    name: 'Daten',
    teile: [
      'data',
      'speicher',
      'dokumente',
      'zeitplaene',
      'geheimnisse',
      'log.ts',
      'metriken.ts',
      'konfiguration.ts',
      'zugriffsPruefung.ts',
    ],
  },
  { name: 'Rein', teile: ['domain', 'formate', 'zeitangabe.ts', 'begrenzterSpeicher.ts'] },
] as const;

/** Node modules that are no I/O: what a pure rule may use. */
const REINE_NODE_MODULE = new Set(['node:buffer', 'node:util', 'node:string_decoder', 'node:crypto']);
const IO_PAKETE = [/^@aws-sdk\//, /^electrodb$/, /^@aws-lambda-powertools\//, /^aws-lambda$/];

/** A development tool run by an npm script: never imported by Lambda code. */
const istWerkzeug = (datei: string) =>
  /(^|\/)cli\.ts$/.test(datei) || /(^|\/)bench\//.test(datei) || /(^|\/)erzeugen\.ts$/.test(datei);

/** An import: to a file of functions/src (path relative to it) or to a package. */
type Ziel = { datei: string } | { paket: string };

function schichtVon(datei: string): number | undefined {
  const teil = datei.split('/')[0]!;
  const i = SCHICHTEN.findIndex((s) => (s.teile as readonly string[]).includes(teil));
  return i < 0 ? undefined : i;
}

const istRein = (datei: string) => schichtVon(datei) === SCHICHTEN.length - 1;

function istIo(paket: string): boolean {
  if (paket.startsWith('node:')) return !REINE_NODE_MODULE.has(paket);
  return IO_PAKETE.some((m) => m.test(paket));
}

/** Every rule broken by these imports, as 'file → target: rule'. */
function verstoesse(importe: ReadonlyMap<string, readonly Ziel[]>): string[] {
  const funde: string[] = [];
  for (const [datei, ziele] of importe) {
    const von = schichtVon(datei);
    if (von === undefined) {
      funde.push(`${datei}: liegt in keiner Schicht (architecture "Inside functions/")`);
      continue;
    }
    for (const ziel of ziele) {
      if ('paket' in ziel) {
        if (istRein(datei) && !istWerkzeug(datei) && istIo(ziel.paket)) {
          funde.push(`${datei} → ${ziel.paket}: reine Regeln importieren kein I/O`);
        }
        continue;
      }
      const nach = schichtVon(ziel.datei);
      if (nach !== undefined && nach < von) {
        funde.push(
          `${datei} → ${ziel.datei}: ${SCHICHTEN[von]!.name} importiert ${SCHICHTEN[nach]!.name} (höhere Schicht)`,
        );
      }
      if (ziel.datei.startsWith('data/entities/') && !datei.startsWith('data/')) {
        funde.push(
          `${datei} → ${ziel.datei}: Entitäten kennt nur data/, die anderen gehen über Repositories`,
        );
      }
      if (istWerkzeug(ziel.datei) && !istWerkzeug(datei)) {
        funde.push(`${datei} → ${ziel.datei}: ein Werkzeug wird nicht importiert`);
      }
    }
  }
  return funde;
}

function alleDateien(ordner: string): string[] {
  return readdirSync(ordner, { withFileTypes: true }).flatMap((e) => {
    const pfad = join(ordner, e.name);
    if (e.isDirectory()) return alleDateien(pfad);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [pfad] : [];
  });
}

/** The module file a relative specifier names (with or without extension, or a folder's index). */
function aufgeloest(von: string, spezifizierer: string): string {
  const basis = resolve(dirname(von), spezifizierer);
  const kandidaten = [basis, `${basis}.ts`, `${basis}.tsx`, join(basis, 'index.ts')];
  return kandidaten.find((k) => existsSync(k) && statSync(k).isFile()) ?? basis;
}

/** The imports of every functions/src file: static, re-exports, dynamic and type-only alike. */
function importeDerQuelle(): Map<string, Ziel[]> {
  const importe = new Map<string, Ziel[]>();
  for (const pfad of alleDateien(QUELLE)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(pfad, 'utf8'), true, true);
    const datei = relative(QUELLE, pfad).split('\\').join('/');
    importe.set(
      datei,
      importedFiles.map(({ fileName }): Ziel =>
        fileName.startsWith('.')
          ? { datei: relative(QUELLE, aufgeloest(pfad, fileName)).split('\\').join('/') }
          : { paket: fileName },
      ),
    );
  }
  return importe;
}

describe('Schichten von functions/src', () => {
  it('meldet jede Regel, die ein Import bricht', () => {
    const importe = new Map<string, Ziel[]>([
      ['werkbank/a.ts', [{ datei: 'http/api-handler.ts' }, { datei: 'data/repositories/x.ts' }]],
      ['dokumente/xlsx.ts', [{ datei: 'werkbank/zelle.ts' }]],
      ['domain/b.ts', [{ datei: 'data/entities/y.ts' }, { paket: 'node:fs' }, { paket: 'node:buffer' }]],
      ['formate/gdv/cli.ts', [{ paket: 'node:fs' }, { datei: 'pipeline/lesen/z.ts' }]],
      ['formate/c.ts', [{ paket: '@aws-sdk/client-s3' }, { datei: 'formate/gdv/bench/parse.ts' }]],
      ['neu/d.ts', []],
      ['handlers/e.ts', [{ datei: 'werkbank/a.ts' }, { datei: 'domain/b.ts' }, { paket: 'node:fs' }]],
    ]);
    expect(verstoesse(importe)).toEqual([
      'werkbank/a.ts → http/api-handler.ts: Anwendungsfall importiert Einstieg (höhere Schicht)',
      'dokumente/xlsx.ts → werkbank/zelle.ts: Daten importiert Anwendungsfall (höhere Schicht)',
      'domain/b.ts → data/entities/y.ts: Rein importiert Daten (höhere Schicht)',
      'domain/b.ts → data/entities/y.ts: Entitäten kennt nur data/, die anderen gehen über Repositories',
      'domain/b.ts → node:fs: reine Regeln importieren kein I/O',
      'formate/gdv/cli.ts → pipeline/lesen/z.ts: Rein importiert Anwendungsfall (höhere Schicht)',
      'formate/c.ts → @aws-sdk/client-s3: reine Regeln importieren kein I/O',
      'formate/c.ts → formate/gdv/bench/parse.ts: ein Werkzeug wird nicht importiert',
      'neu/d.ts: liegt in keiner Schicht (architecture "Inside functions/")',
    ]);
  });

  it('liest die Importe jeder Datei, auch Typ-Importe, Re-Exporte und dynamische', () => {
    const importe = importeDerQuelle();
    expect(importe.size).toBeGreaterThan(300);
    const ziele = (datei: string) => importe.get(datei)?.map((z) => ('datei' in z ? z.datei : z.paket));
    expect(ziele('formate/schnittstellen/index.ts')?.length).toBeGreaterThan(0);
    expect(ziele('data/repositories/kunden.ts')).toContain('data/typen.ts');
  });

  it('jede Datei hält die Regeln', () => {
    expect(verstoesse(importeDerQuelle())).toEqual([]);
  });
});

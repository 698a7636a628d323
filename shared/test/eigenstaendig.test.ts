/**
 * The repository stands alone: no code, test, bench, script, JSON or CI file reads anything beside
 * it — the product brief and its fixtures live outside and are not there for a fresh clone of
 * somebody else. Test data lives in test/fixtures (its README says where it came from).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const WURZEL = resolve(import.meta.dirname, '../..');
const DIESE_DATEI = relative(WURZEL, import.meta.filename)
  .split(sep)
  .join('/');

/** Text files that run, configure or document something; the delivered test data is not read. */
const GEPRUEFTE_ENDUNGEN = new Set([
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.cjs',
  '.json',
  '.sh',
  '.yml',
  '.yaml',
  '.md',
]);
const DATEN = /^test\/fixtures\/gdv(-layouts)?\//;
const UEBERSPRUNGENE_ORDNER = new Set(['node_modules', '.git', 'dist', 'cdk.out', '.local', 'coverage']);

/** Folder names of the brief beside the repository, and its documents, named as paths. */
const FREMDE_ORTE: { muster: RegExp; grund: string }[] = [
  { muster: /\/work\/shared\b/, grund: 'absoluter Pfad außerhalb des Repositorys' },
  { muster: /\bshared\/(fixtures|spec)\b/, grund: 'Ordner der Vorgaben außerhalb des Repositorys' },
  {
    muster: /[/'"`](DESIGN|SPEC|DOMAIN|TOOLCHAIN|BIPRO)\.md\b/,
    grund: 'Dokument der Vorgaben als Pfad',
  },
];

/** Relative paths ("../…") in a text, each with the position it starts at. */
const RELATIVE_PFADE = /(?<![\w./-])((?:\.\.\/)+[\w.@-][\w./@-]*|(?:\.\.\/)+)/g;

type Fundstelle = { datei: string; zeile: number; text: string; grund: string };

/**
 * What a file (path relative to the repository root) names outside the repository: absolute or
 * well-known outside places, and relative paths that, resolved from the file's folder, leave
 * the root.
 */
function fundstellen(datei: string, inhalt: string, wurzel = WURZEL): Fundstelle[] {
  const gefunden: Fundstelle[] = [];
  const ordner = dirname(resolve(wurzel, datei));
  inhalt.split('\n').forEach((text, i) => {
    const zeile = i + 1;
    for (const { muster, grund } of FREMDE_ORTE)
      if (muster.test(text)) gefunden.push({ datei, zeile, text: text.trim(), grund });
    for (const treffer of text.matchAll(RELATIVE_PFADE)) {
      const ziel = relative(wurzel, resolve(ordner, treffer[1]!));
      if (ziel === '..' || ziel.startsWith(`..${sep}`))
        gefunden.push({ datei, zeile, text: text.trim(), grund: `${treffer[1]} führt aus dem Repository` });
    }
  });
  return gefunden;
}

function gitDateien(): string[] | undefined {
  try {
    const aus = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: WURZEL,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return aus.split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}

function durchlaufe(ordner: string, dateien: string[] = []): string[] {
  for (const eintrag of readdirSync(join(WURZEL, ordner), { withFileTypes: true })) {
    const pfad = ordner ? `${ordner}/${eintrag.name}` : eintrag.name;
    if (eintrag.isDirectory()) {
      if (!UEBERSPRUNGENE_ORDNER.has(eintrag.name)) durchlaufe(pfad, dateien);
    } else if (eintrag.isFile()) dateien.push(pfad);
  }
  return dateien;
}

/** The repository's files (git's list where there is one, so build output and .local stay out). */
function repositoryDateien(): string[] {
  return (gitDateien() ?? durchlaufe(''))
    .filter((d) => existsSync(join(WURZEL, d)) && statSync(join(WURZEL, d)).isFile())
    .filter((d) => GEPRUEFTE_ENDUNGEN.has(extname(d)) || d.startsWith('.ci/'))
    .filter((d) => !DATEN.test(d) && d !== DIESE_DATEI);
}

describe('Das Repository steht für sich', () => {
  it('erkennt Pfade aus dem Repository hinaus und lässt Pfade darin stehen', () => {
    const w = '/repo';
    const gruende = (datei: string, text: string) => fundstellen(datei, text, w).map((f) => f.grund);
    expect(gruende('functions/test/a.ts', `resolve(x, '../../../shared/${'fixtures'}/gdv')`)).toHaveLength(2);
    expect(gruende('test/a.ts', `readFileSync(new URL('../../../shared/x.txt', import.meta.url))`)).toEqual([
      '../../../shared/x.txt führt aus dem Repository',
    ]);
    expect(gruende('.ci/run', 'ls /work/shared/spec')).toHaveLength(2);
    expect(gruende('infra/a.ts', "readFileSync(join(SPEC, 'DESIGN.md'))")).toEqual([
      'Dokument der Vorgaben als Pfad',
    ]);
    expect(gruende('README.md', 'see `../shared`')).toEqual(['../shared führt aus dem Repository']);
    // Inside: the web app's view of the shared workspace, imports, the repository root itself.
    expect(gruende('web/tsconfig.json', '"include": ["src", "../shared/src"]')).toEqual([]);
    expect(gruende('test/e2e/a.ts', "import { x } from '../../infra/local/s3';")).toEqual([]);
    expect(gruende('functions/test/a.ts', "resolve(import.meta.dirname, '../..')")).toEqual([]);
    // A document cited by name is a reference for the reader, not something read.
    expect(gruende('functions/src/a.ts', '// (DESIGN.md "Auth and roles")')).toEqual([]);
  });

  it('kein Code, Test, Bench, Skript, JSON und keine CI-Datei liest etwas außerhalb des Repositorys', () => {
    const dateien = repositoryDateien();
    expect(dateien).toContain('package.json');
    expect(dateien).toContain('.ci/run');
    expect(dateien.some((d) => DATEN.test(d))).toBe(false);
    const gefunden = dateien.flatMap((d) => fundstellen(d, readFileSync(join(WURZEL, d), 'utf8')));
    expect(gefunden.map((f) => `${f.datei}:${f.zeile}: ${f.grund} — ${f.text}`)).toEqual([]);
  });
});

/**
 * The overview tables stay true to the tree: every folder of functions/src/ has its row in the
 * README's "Inside `functions/src/`", every page folder its row in web/README.md "Pages", every
 * file of events/src/ its row in events/README.md — and no row names what is gone. A folder added
 * without its row is a map that lies to the next reader.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WURZEL = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The names in the first column of the first table under a heading: every `code` span of the
 * cell (a row may name several, "`zeitplaene/`, `geheimnisse/`").
 */
function ersteSpalte(markdown: string, ueberschrift: string): string[] {
  const zeilen = markdown.split('\n');
  const start = zeilen.findIndex((z) => /^#+ /.test(z) && z.replace(/^#+ /, '').trim() === ueberschrift);
  if (start < 0) throw new Error(`Überschrift fehlt: ${ueberschrift}`);
  const namen: string[] = [];
  let inTabelle = false;
  for (const zeile of zeilen.slice(start + 1)) {
    if (/^#+ /.test(zeile)) break;
    if (!zeile.startsWith('|')) {
      if (inTabelle) break;
      continue;
    }
    inTabelle = true;
    const zelle = zeile.split('|')[1] ?? '';
    if (/^\s*-+\s*$/.test(zelle)) continue;
    for (const m of zelle.matchAll(/`([^`]+)`/g)) namen.push(m[1]!);
  }
  return namen;
}

const lies = (pfad: string) => readFileSync(join(WURZEL, pfad), 'utf8');

function ordnerUnter(ordner: string): string[] {
  const basis = join(WURZEL, ordner);
  const gefunden: string[] = [];
  const besuche = (pfad: string) => {
    for (const e of readdirSync(pfad, { withFileTypes: true })) {
      if (!e.isDirectory()) continue;
      const voll = join(pfad, e.name);
      gefunden.push(`${relative(basis, voll).split('\\').join('/')}/`);
      besuche(voll);
    }
  };
  besuche(basis);
  return gefunden.sort();
}

/** What the tree has and the table lacks, and what the table names that the tree lacks. */
function abgleich(baum: string[], tabelle: string[]) {
  return {
    ohneZeile: baum.filter((n) => !tabelle.includes(n)),
    ohneGegenstueck: tabelle.filter((n) => !baum.includes(n)),
  };
}

describe('README-Tabellen', () => {
  it('liest die erste Spalte der Tabelle unter ihrer Überschrift, auch mehrere Namen einer Zelle', () => {
    const md = [
      '## A',
      '',
      '| x | y |',
      '| --- | --- |',
      '| `eins/`, `zwei/` | `nicht/` |',
      '| `drei/` | y |',
      '',
      '| `andere/` | Tabelle |',
      '## B',
      '| `vier/` | y |',
    ].join('\n');
    expect(ersteSpalte(md, 'A')).toEqual(['eins/', 'zwei/', 'drei/']);
    expect(() => ersteSpalte(md, 'C')).toThrow('Überschrift fehlt');
  });

  it('README "Inside `functions/src/`" hat eine Zeile je Ordner von functions/src/, und keine mehr', () => {
    const tabelle = ersteSpalte(lies('README.md'), 'Inside `functions/src/`');
    const baum = ordnerUnter('functions/src');
    expect(baum.length).toBeGreaterThan(30);
    expect(abgleich(baum, tabelle)).toEqual({ ohneZeile: [], ohneGegenstueck: [] });
  });

  it('web/README.md "Pages" hat eine Zeile je Ordner von web/src/pages/, und keine mehr', () => {
    const tabelle = ersteSpalte(lies('web/README.md'), 'Pages');
    const baum = readdirSync(join(WURZEL, 'web/src/pages'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `${e.name}/`);
    expect(baum.length).toBeGreaterThan(10);
    expect(abgleich(baum, tabelle)).toEqual({ ohneZeile: [], ohneGegenstueck: [] });
  });

  it('events/README.md hat eine Zeile je Datei von events/src/, und keine mehr', () => {
    const tabelle = ersteSpalte(lies('events/README.md'), 'events/');
    const baum = readdirSync(join(WURZEL, 'events/src'))
      .filter((d) => d.endsWith('.ts'))
      .map((d) => `src/${d}`);
    expect(baum.length).toBeGreaterThan(5);
    expect(abgleich(baum, tabelle)).toEqual({ ohneZeile: [], ohneGegenstueck: [] });
  });
});

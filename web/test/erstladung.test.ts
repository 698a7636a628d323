import { describe, expect, it } from 'vitest';
import { alleSkripte, kilobytes, vorAnmeldung, type Manifest } from '../scripts/erstladung';

// A small build: entry → react, amplify (amplify → react again); the shell only by dynamic import,
// and the shell's own static import (primereact) must not count before sign-in either.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_amplify.js'],
    dynamicImports: ['src/shell/Shell.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_amplify.js': { file: 'assets/amplify.js', imports: ['_react.js'], css: ['assets/amplify.css'] },
  'src/shell/Shell.tsx': {
    file: 'assets/Shell.js',
    imports: ['_primereact.js', '_react.js'],
    css: ['assets/Shell.css'],
  },
  '_primereact.js': { file: 'assets/primereact.js' },
  '_Shell.css': { file: 'assets/Shell.css' },
};

describe('Erstladung vor der Anmeldung', () => {
  it('zählt den Einstieg und seine statischen Importe, jeden einmal, nichts dynamisch Geladenes', () => {
    expect(vorAnmeldung(MANIFEST)).toEqual({
      js: ['assets/index.js', 'assets/react.js', 'assets/amplify.js'],
      css: ['assets/index.css', 'assets/amplify.css'],
    });
  });
  it('zählt für die ganze App jedes Skript einmal, keine Stylesheets', () => {
    expect(alleSkripte(MANIFEST).sort()).toEqual([
      'assets/Shell.js',
      'assets/amplify.js',
      'assets/index.js',
      'assets/primereact.js',
      'assets/react.js',
    ]);
  });
  it('summiert Größen in KB zu 1.000 Bytes', () => {
    const groessen: Record<string, number> = { a: 1500, b: 250 };
    expect(kilobytes(['a', 'b'], (d) => groessen[d]!)).toBe(1.75);
  });
  it('meldet ein Manifest ohne Einstieg und einen fehlenden Import', () => {
    expect(() => vorAnmeldung({ x: { file: 'x.js' } })).toThrow('ohne Einstieg');
    expect(() => vorAnmeldung({ e: { file: 'e.js', isEntry: true, imports: ['_weg.js'] } })).toThrow(
      '_weg.js',
    );
  });
});

/**
 * npm runs a dependency's install script only when package.json's `allowScripts` names it (npm 11
 * warns about the others, a strict npm refuses to install). Every package of the lockfile that has
 * one is decided there: `node` (its preinstall fetches the Node 24 binary every npm script runs
 * on) and `esbuild` (its postinstall checks the platform binary the CDK bundles with) run;
 * aws-sdk v2's postinstall only prints a deprecation notice and is denied.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const WURZEL = resolve(import.meta.dirname, '../..');
const lies = (datei: string) => JSON.parse(readFileSync(resolve(WURZEL, datei), 'utf8'));

const paket: { allowScripts?: Record<string, boolean> } = lies('package.json');
const sperre: { packages: Record<string, { hasInstallScript?: boolean; link?: boolean }> } =
  lies('package-lock.json');

/** Names of the locked packages that bring an install script (a nested path ends with the name). */
const mitInstallSkript = [
  ...new Set(
    Object.entries(sperre.packages)
      .filter(([, p]) => p.hasInstallScript)
      .map(([pfad]) => pfad.slice(pfad.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  ),
].sort();

describe('Installskripte', () => {
  it('jedes Paket mit Installskript ist in allowScripts entschieden, und kein anderes steht dort', () => {
    expect(mitInstallSkript.length).toBeGreaterThan(0);
    // An entry may be pinned to a version (`esbuild@0.28.2`): it decides for that name.
    const entschieden = Object.keys(paket.allowScripts ?? {}).map((k) => k.replace(/(.)@.*$/, '$1'));
    expect([...new Set(entschieden)].sort()).toEqual(mitInstallSkript);
  });

  it('node und esbuild dürfen ihre Skripte ausführen', () => {
    expect(paket.allowScripts).toMatchObject({ node: true, esbuild: true });
  });
});

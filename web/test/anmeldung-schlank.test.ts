import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { AMPLIFY_TOTP, AMPLIFY_WOERTERBUECHER, ANDERE_SPRACHEN, anmeldungSchlank } from '../vite.config';

// The cuts name files inside Amplify UI: these tests read the installed package, so an upgrade
// that moves or changes them fails here instead of silently shipping the full bundle again.
const benoetigt = createRequire(join(import.meta.dirname, '../package.json'));
const UI = dirname(benoetigt.resolve('@aws-amplify/ui/package.json'));
// ui-react exports no package.json; it is installed next to ui
const UI_REACT = join(UI, '../ui-react');
const WOERTERBUECHER = join(UI, 'dist/esm/i18n/dictionaries/index.mjs');
const TOTP = join(UI_REACT, 'dist/esm/components/Authenticator/SetupTotp/SetupTotp.mjs');

type Haken = (this: unknown, ...argumente: unknown[]) => unknown;
const plugin: Plugin = anmeldungSchlank();
const lade = (id: string) => (plugin.load as Haken).call({}, id) as string | undefined;
const loese = (quelle: string, importeur?: string) =>
  (plugin.resolveId as Haken).call({}, quelle, importeur, {}) as string | undefined;

function exporte(code: string): string[] {
  const namen = [...code.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((t) => t[1]!.split(','));
  const konstanten = [...code.matchAll(/export const (\w+)/g)].map((t) => t[1]!);
  return [
    ...namen
      .map((n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      )
      .filter(Boolean),
    ...konstanten,
  ].sort();
}

describe('Amplify-UI-Wörterbücher: nur Deutsch im Anmeldebündel', () => {
  it('ersetzt genau den installierten Wörterbuch-Index, mit denselben Exporten', () => {
    expect(existsSync(WOERTERBUECHER)).toBe(true);
    expect(AMPLIFY_WOERTERBUECHER.test(WOERTERBUECHER)).toBe(true);
    const ersatz = lade(WOERTERBUECHER);
    expect(ersatz).toBeDefined();
    expect(exporte(ersatz!)).toEqual(exporte(readFileSync(WOERTERBUECHER, 'utf8')));
    expect(ANDERE_SPRACHEN).toHaveLength(19);
  });
  it('behält die deutschen Texte und leert die anderen Sprachen', () => {
    const ersatz = lade(WOERTERBUECHER)!;
    expect(ersatz).toContain("export { deDict } from './authenticator/de.mjs';");
    expect(readFileSync(join(dirname(WOERTERBUECHER), 'authenticator/de.mjs'), 'utf8')).toContain(
      "'Sign In': 'Anmelden'",
    );
    expect(ersatz).toContain('export const enDict = {};');
    expect(ersatz).not.toMatch(/authenticator\/(en|fr)\.mjs/);
  });
  it('lässt jedes andere Modul unverändert', () => {
    expect(lade(join(UI, 'dist/esm/i18n/translations.mjs'))).toBeUndefined();
  });
});

describe('QR-Code erst bei der TOTP-Einrichtung', () => {
  it('lädt qrcode für die TOTP-Einrichtung dynamisch, anderswo wie gewohnt', () => {
    expect(AMPLIFY_TOTP.test(TOTP)).toBe(true);
    const quelle = readFileSync(TOTP, 'utf8');
    expect(quelle).toContain("import QRCode from 'qrcode';");
    // the stand-in offers only toDataURL: the set-up must use nothing else
    expect([...quelle.matchAll(/QRCode\.(\w+)/g)].map((t) => t[1])).toEqual(['toDataURL']);
    const ersatz = loese('qrcode', TOTP);
    expect(ersatz).toBeDefined();
    expect(lade(ersatz!)).toContain("import('qrcode')");
    expect(loese('qrcode', '/irgendwo/anders.mjs')).toBeUndefined();
    expect(loese('qrcode', ersatz)).toBeUndefined();
  });
});

/**
 * The access each implemented route declares (`zugriff`): the CDK stack grants exactly that, the
 * local stack refuses the rest (so the API tests prove that nothing is missing). Here: every
 * implemented route declares it, reading routes do not write, and nothing is declared that the
 * handler's modules cannot even reach (a grant no code uses).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTEN_LISTE } from '@lieferdesk/shared';
import { handlerPfad, implementierteRouten } from '../src/routes';

const routen = implementierteRouten();
const quellen = resolve(import.meta.dirname, '../src');

/** The modules of functions/src a module imports, directly or not (relative imports only). */
function erreichbar(start: string): Set<string> {
  const gesehen = new Set<string>();
  const offen = [start];
  while (offen.length) {
    const datei = offen.pop()!;
    if (gesehen.has(datei)) continue;
    gesehen.add(datei);
    for (const [, pfad] of readFileSync(datei, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const basis = resolve(dirname(datei), pfad!);
      const ziel = [`${basis}.ts`, `${basis}/index.ts`].find(existsSync);
      if (ziel) offen.push(ziel);
    }
  }
  return new Set([...gesehen].map((d) => d.slice(quellen.length + 1)));
}

/** GET routes that write the table, with the reason. None so far. */
const GET_SCHREIBT: Record<string, string> = {};

describe('Zugriff der Routen', () => {
  it('jede umgesetzte Route deklariert ihren Zugriff', () => {
    expect(routen.length).toBe(ROUTEN_LISTE.filter((r) => r.umgesetzt).length);
    for (const r of routen) expect(['keine', 'lesen', 'schreiben'], r.id).toContain(r.zugriff.tabelle);
  });

  it('GET-Routen schreiben die Tabelle nicht (außer mit Grund)', () => {
    const schreibend = routen.filter((r) => r.methode === 'GET' && r.zugriff.tabelle === 'schreiben');
    expect(schreibend.map((r) => r.id)).toEqual(Object.keys(GET_SCHREIBT));
  });

  it('startet keine Strecke und schreibt kein Objekt bei einer GET-Route', () => {
    for (const r of routen.filter((r) => r.methode === 'GET')) {
      expect(r.zugriff.strecken ?? [], r.id).toEqual([]);
      expect(r.zugriff.inbox?.schreiben ?? [], r.id).toEqual([]);
    }
  });

  it('deklariert nur, was die Module des Handlers erreichen können', () => {
    for (const r of routen) {
      const module = erreichbar(handlerPfad(r.handler));
      if (r.zugriff.tabelle !== 'keine')
        expect(module.has('data/datenbank.ts'), `${r.id}: Tabelle`).toBe(true);
      if (r.zugriff.strecken?.length)
        expect(module.has('pipeline/starter.ts'), `${r.id}: Strecke`).toBe(true);
      if (r.zugriff.inbox || r.zugriff.dokumente)
        expect(module.has('speicher/s3.ts'), `${r.id}: S3`).toBe(true);
    }
  });
});

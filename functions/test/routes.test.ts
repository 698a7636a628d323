/**
 * The pins of the route table (`umgesetzt`) and the handler modules agree: a route that is
 * deployed, mounted and tested has its module, and no module waits for a route that is not.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTEN, ROUTEN_LISTE } from '@lieferdesk/shared';
import { handlerPfad, implementierteRouten } from '../src/routes';

const gepinnt = ROUTEN_LISTE.filter((r) => r.umgesetzt);
const offen = ROUTEN_LISTE.filter((r) => !r.umgesetzt);
const HANDLER_ORDNER = dirname(handlerPfad('x'));
const moduleNamen = readdirSync(HANDLER_ORDNER)
  .filter((d) => d.endsWith('.ts'))
  .map((d) => d.slice(0, -'.ts'.length));

describe('implementierte Routen', () => {
  it('sind genau die gepinnten, nicht die, deren Modul zufällig existiert', () => {
    expect(implementierteRouten()).toEqual(gepinnt);
    const ohnePin = { ...ROUTEN.kategorieLaden, umgesetzt: undefined };
    expect(existsSync(handlerPfad(ohnePin.handler))).toBe(true);
    expect(implementierteRouten([ohnePin, ROUTEN.kategorieLaden])).toEqual([ROUTEN.kategorieLaden]);
  });

  it('jede gepinnte Route hat ihr Modul, und es exportiert handler', async () => {
    expect(gepinnt.length).toBeGreaterThan(0);
    for (const r of gepinnt) {
      expect(existsSync(handlerPfad(r.handler)), `${r.id}: ${r.handler}.ts`).toBe(true);
      const modul = (await import(pathToFileURL(handlerPfad(r.handler)).href)) as { handler?: unknown };
      expect(typeof modul.handler, `${r.id}: ${r.handler}.ts exportiert handler`).toBe('function');
    }
  }, 60_000);

  it('jedes Modul in handlers/ gehört zu einer gepinnten Route', () => {
    const gepinnteHandler = new Set(gepinnt.map((r) => r.handler));
    expect(moduleNamen.filter((m) => !gepinnteHandler.has(m))).toEqual([]);
  });

  it('eine nicht gepinnte Route hat kein Modul', () => {
    expect(offen.filter((r) => existsSync(handlerPfad(r.handler))).map((r) => r.id)).toEqual([]);
  });
});

/**
 * Which routes of the table have a handler: the module functions/src/handlers/<handler>.ts.
 * Infrastructure deploys, and the local adapter mounts, only these — no placeholder answers.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTEN_LISTE, type Route } from '@lieferdesk/shared';

export function handlerPfad(handler: string): string {
  return fileURLToPath(new URL(`./handlers/${handler}.ts`, import.meta.url));
}

export function implementierteRouten(routen: Route[] = ROUTEN_LISTE): Route[] {
  return routen.filter((r) => existsSync(handlerPfad(r.handler)));
}

/**
 * The routes of the table that are implemented (`umgesetzt`), and where their handler module
 * lies: functions/src/handlers/<handler>.ts. Infrastructure deploys, the local adapter mounts and
 * the authorization matrix tests exactly these — no placeholder answers. A unit test keeps the
 * pins and the modules in step.
 */
import { fileURLToPath } from 'node:url';
import { ROUTEN_LISTE, type Route, type UmgesetzteRoute } from '@lieferdesk/shared';

export function handlerPfad(handler: string): string {
  return fileURLToPath(new URL(`./handlers/${handler}.ts`, import.meta.url));
}

/** The pinned routes; one without its access declaration stops the stack (and its test) cold. */
export function implementierteRouten(routen: Route[] = ROUTEN_LISTE): UmgesetzteRoute[] {
  return routen
    .filter((r) => r.umgesetzt === true)
    .map((r) => {
      if (!r.zugriff) throw new Error(`Route ${r.id} ist umgesetzt, aber ohne zugriff`);
      return r as UmgesetzteRoute;
    });
}

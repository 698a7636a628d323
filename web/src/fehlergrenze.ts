/**
 * What the error boundary (Fehlergrenze.tsx) tells the user about an error that broke drawing a
 * page. After a deploy the open app still asks for the old build's page files, which are gone:
 * its lazy import fails, and only loading the app anew (the new build) helps — that is said as
 * such. Any other error is a failure of the page, which loading anew may or may not cure.
 */
import { MELDUNGEN } from '@lieferdesk/shared';

/** How browsers (and bundlers) word a module or chunk that could not be fetched. */
const NACHGELADEN_FEHLGESCHLAGEN = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of a page's styles
  /Loading (CSS )?chunk \S+ failed/i, // webpack's ChunkLoadError
];

export function istNeueVersion(fehler: unknown): boolean {
  if (typeof fehler !== 'object' || fehler === null) return false;
  const { name, message } = fehler as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && NACHGELADEN_FEHLGESCHLAGEN.some((muster) => muster.test(message));
}

export interface FehlerAnzeige {
  neueVersion: boolean;
  text: string;
}

export function fehlerAnzeige(fehler: unknown): FehlerAnzeige {
  const neueVersion = istNeueVersion(fehler);
  return { neueVersion, text: neueVersion ? MELDUNGEN.neueVersion : MELDUNGEN.seiteFehler };
}

import type { z } from 'zod';
import { MELDUNGEN } from '@lieferdesk/shared';

export interface FeldFehler {
  feld: string;
  grund: string;
}

/** An error the API answers with a status code and a German message. */
export class HttpFehler extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fehler: FeldFehler[] = [],
  ) {
    super(message);
    this.name = 'HttpFehler';
  }
}

export const nichtAngemeldet = () => new HttpFehler(401, MELDUNGEN.nichtAngemeldet);
export const keineBerechtigung = () => new HttpFehler(403, MELDUNGEN.keineBerechtigung);
export const nichtGefunden = (text: string) => new HttpFehler(404, text);
export const konflikt = (text: string) => new HttpFehler(409, text);

/** 400 with every field that failed and why, in the schema's own (German) words. */
export function ungueltig(ort: 'query' | 'body', error: z.ZodError): HttpFehler {
  const fehler = error.issues.map((issue) => ({
    feld: [ort, ...issue.path.map(String)].join('.'),
    grund: issue.message,
  }));
  const text = fehler.map((f) => `${f.feld}: ${f.grund}`).join('; ');
  return new HttpFehler(400, `${MELDUNGEN.ungueltigeAnfrage} ${text}`, fehler);
}

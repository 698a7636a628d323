import type { z } from 'zod';
import { MELDUNGEN } from '@lieferdesk/shared';
import { Ungueltig, type Fachfehler, type FachfehlerArt, type FeldFehler } from '../domain/fehler';

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
const STATUS_DER_ART: Record<FachfehlerArt, number> = {
  nichtGefunden: 404,
  keineBerechtigung: 403,
  konflikt: 409,
  ungueltig: 400,
};

/** A domain error as the API answers it: 404, 409 or 400 with its German reason. */
export function alsHttpFehler(fehler: Fachfehler): HttpFehler {
  return new HttpFehler(
    STATUS_DER_ART[fehler.art],
    fehler.message,
    fehler instanceof Ungueltig ? fehler.fehler : [],
  );
}

/** 400 with every field that failed and why, in the schema's own (German) words. */
export function ungueltig(ort: 'query' | 'body', error: z.ZodError): HttpFehler {
  const fehler = error.issues.map((issue) => ({
    feld: [ort, ...issue.path.map(String)].join('.'),
    grund: issue.message,
  }));
  const text = fehler.map((f) => `${f.feld}: ${f.grund}`).join('; ');
  return new HttpFehler(400, `${MELDUNGEN.ungueltigeAnfrage} ${text}`, fehler);
}

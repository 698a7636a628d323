/**
 * What can go wrong in a use case, in German and without HTTP. Repositories and feature modules
 * throw these; each entry decides what they mean there: the API wrapper answers 404 / 409 / 400
 * with the reason, a Step Functions task fails with the error's name and reason (the Catch
 * records it), the S3 trigger records the reason on the file.
 */
import { MELDUNGEN } from '@lieferdesk/shared';

/** A field that failed and why (for a 400's `fehler` list). */
export interface FeldFehler {
  feld: string;
  grund: string;
}

export type FachfehlerArt = 'nichtGefunden' | 'keineBerechtigung' | 'konflikt' | 'ungueltig';

/** The base of every domain error: `art` says which kind, `message` the German reason. */
export abstract class Fachfehler extends Error {
  abstract readonly art: FachfehlerArt;
}

/** The record does not exist, or the user may not see it (which must look the same). */
export class NichtGefunden extends Fachfehler {
  readonly art = 'nichtGefunden';
  constructor(message: string) {
    super(message);
    this.name = 'NichtGefunden';
  }
}

/** The user's roles do not allow this use case at all (a scope check answers NichtGefunden instead). */
export class KeineBerechtigung extends Fachfehler {
  readonly art = 'keineBerechtigung';
  constructor(message: string = MELDUNGEN.keineBerechtigung) {
    super(message);
    this.name = 'KeineBerechtigung';
  }
}

/** The record exists but is in the wrong state: locked by a run, changed meanwhile, a duplicate. */
export class Konflikt extends Fachfehler {
  readonly art = 'konflikt';
  constructor(message: string) {
    super(message);
    this.name = 'Konflikt';
  }
}

/** The input breaks a rule of the domain; `fehler` names the fields where that is known. */
export class Ungueltig extends Fachfehler {
  readonly art = 'ungueltig';
  constructor(
    message: string,
    readonly fehler: FeldFehler[] = [],
  ) {
    super(message);
    this.name = 'Ungueltig';
  }
}

export const nichtGefunden = (text: string) => new NichtGefunden(text);
export const keineBerechtigung = (text?: string) => new KeineBerechtigung(text);
export const konflikt = (text: string) => new Konflikt(text);
export const ungueltig = (text: string, fehler: FeldFehler[] = []) => new Ungueltig(text, fehler);

export const istFachfehler = (e: unknown): e is Fachfehler => e instanceof Fachfehler;

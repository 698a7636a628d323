/**
 * What a secret is, independent of where it is kept: a name and a text value. Both
 * implementations of the port (Secrets Manager in AWS, a file in the local stack) take names
 * checked here; the CDK stack reads the name of the environment variable from here. No SDK:
 * infra/src imports this module.
 */

/**
 * The environment of a function that touches secrets: the prefix of their names (e.g.
 * `lieferdesk/bipro/`), which is also what its IAM grant is limited to.
 */
export const GEHEIMNIS_PRAEFIX_VARIABLE = 'GEHEIMNIS_PRAEFIX';

/** What the port needs of an implementation. */
export interface GeheimnisDienst {
  /** Creates the secret or gives it a new value. */
  setzen: (name: string, wert: string) => Promise<void>;
  /** The value, or undefined when there is no such secret. */
  lesen: (name: string) => Promise<string | undefined>;
  /** Deletes the secret at once; a name without one is fine. */
  loeschen: (name: string) => Promise<void>;
}

/** Secrets Manager's characters of a name; the prefix and the name together at most 512. */
const ERLAUBT = /^[0-9A-Za-z/_+=.@-]+$/;
const HOECHSTE_NAMENSLAENGE = 256;
/** Secrets Manager's limit of a secret string (bytes). */
export const HOECHSTE_WERTLAENGE = 65_536;

/** Refuses a name Secrets Manager would refuse, so the local stand-in accepts no other. */
export function geheimnisNamePruefen(name: string): void {
  if (!ERLAUBT.test(name) || name.length > HOECHSTE_NAMENSLAENGE) {
    throw new Error(`Ungültiger Name eines Geheimnisses: ${name}`);
  }
}

/** Refuses an empty or too long value — with a reason that never contains the value. */
export function geheimnisWertPruefen(wert: string): void {
  if (typeof wert !== 'string' || wert.length === 0) throw new Error('Ein Geheimnis braucht einen Wert');
  if (Buffer.byteLength(wert, 'utf8') > HOECHSTE_WERTLAENGE) {
    throw new Error(`Ein Geheimnis hat höchstens ${HOECHSTE_WERTLAENGE} Bytes`);
  }
}

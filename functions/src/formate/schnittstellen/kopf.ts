/**
 * The head of an interface definition (reference §3 "Interface"): the fields an interface has
 * besides its id, its origin and its lists, and a definition part without what is not set. Pure:
 * the interface list's rules (schnittstellen/regeln.ts) and the storage (data/repositories/
 * schnittstellen.ts) shape an interface alike.
 */
import type { Schnittstelle } from '@lieferdesk/shared';

/** An interface without its id, its origin and its lists. */
export type Kopf = Omit<Schnittstelle, 'id' | 'eingebaut' | 'felder' | 'multiInterfaces'>;

/** Head fields that may be empty: a head saved without one removes it. */
export const OPTIONALE_KOPFFELDER = [
  'description',
  'checkStatement',
  'preFileCheckStatement',
  'tableName',
  'type',
  'xPath',
  'nameCheck',
  'xmlElement',
] as const;
const PFLICHT_KOPFFELDER = [
  'interfaceName',
  'gesellschaft',
  'xml',
  'keepErrors',
  'hideErrors',
  'multiple',
  'active',
  'invisible',
  'unicode',
] as const;
const KOPFFELDER = [...PFLICHT_KOPFFELDER, ...OPTIONALE_KOPFFELDER] as const;

/** Without undefined, null and empty strings: DynamoDB stores only what is set. */
export function gesetzt<T extends object>(objekt: T): T {
  return Object.fromEntries(
    Object.entries(objekt).filter(([, wert]) => wert !== undefined && wert !== null && wert !== ''),
  ) as T;
}

/** The head fields of anything that has them (a request body, a stored item), nothing else. */
export function kopfVon(quelle: Record<string, unknown>): Kopf {
  const kopf: Record<string, unknown> = {};
  for (const feld of KOPFFELDER) kopf[feld] = quelle[feld];
  return gesetzt(kopf) as Kopf;
}

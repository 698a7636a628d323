/**
 * The catalogue of built-in interfaces: the definitions shipped as code
 * (formate/schnittstellen/eingebaut, ids 1–999) by id, read-only for everyone. Checked when it is
 * built — every id in the reserved range and unique — and built once per Lambda container: the
 * definitions are code, they cannot change at run time.
 */
import type { Schnittstelle } from '@lieferdesk/shared';
import { eingebauteSchnittstellen, istEingebauteId } from '../formate/schnittstellen/eingebaut/index';

/** Where the repository takes the built-ins from (tests hand in their own). */
export type EingebauteQuelle = () => Map<number, Schnittstelle>;

/** The built-ins by id, marked `eingebaut`; an id outside 1-999 or given twice is a defect. */
export function eingebauteVerzeichnis(liste: Schnittstelle[]): Map<number, Schnittstelle> {
  const verzeichnis = new Map<number, Schnittstelle>();
  for (const s of liste) {
    if (!istEingebauteId(s.id)) {
      throw new Error(`Eingebautes Interface ${s.id} liegt außerhalb der reservierten Ids 1-999`);
    }
    if (verzeichnis.has(s.id)) throw new Error(`Eingebautes Interface ${s.id} ist doppelt`);
    verzeichnis.set(s.id, { ...s, eingebaut: true });
  }
  return verzeichnis;
}

let standard: Map<number, Schnittstelle> | undefined;

/** The shipped built-ins. */
export const standardQuelle: EingebauteQuelle = () =>
  (standard ??= eingebauteVerzeichnis(eingebauteSchnittstellen()));

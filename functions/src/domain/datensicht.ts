/**
 * The data scope (architecture "Auth and roles": the API checks every scope itself): which records
 * that carry an owner a user may see — import files today, and every record that names its
 * broker (`maklernr`) and/or its uploader (`userId`): BiPRO documents, GDV files, deliveries,
 * contracts and customers. One rule for all of them, so a record is never visible on one page and
 * hidden on the next.
 *
 * - Internal users, holders of the data-import right (the full filter, reference §6) and the internal
 *   view (VIEW_INTERN) see every record.
 * - Everyone else sees the records of his own broker number and the ones he uploaded himself;
 *   with `mitStruktur` and the BiPRO-structure role also those of the brokers of his structure
 *   (the `custom:struktur` claim).
 * - A record without an owner (a dropped file no broker is known for yet) is for the users who
 *   see everything only.
 *
 * Outside the scope a record is answered as not found, so a broker cannot even learn that
 * another broker's record exists.
 */
import { hatVollenFilter, type Benutzer } from '@lieferdesk/shared';
import { nichtGefunden } from './fehler';

/** Who sees which records: everything, or the records of these broker numbers and this uploader. */
export type Datensicht = { alle: true } | { alle: false; makler: ReadonlySet<string>; benutzername: string };

/** What a record says about its owner: its broker and who uploaded it; either may be unknown. */
export interface Eigentuemer {
  maklernr?: string;
  userId?: string;
}

export function datensicht(b: Benutzer, mitStruktur = false): Datensicht {
  if (hatVollenFilter(b) || b.rollen.includes('VIEW_INTERN')) return { alle: true };
  const makler = new Set<string>();
  if (b.maklernr) makler.add(b.maklernr);
  if (mitStruktur && b.rollen.includes('BIPRO_STRUKTUR')) for (const nr of b.struktur) makler.add(nr);
  return { alle: false, makler, benutzername: b.name };
}

export function istSichtbar(eintrag: Eigentuemer, s: Datensicht): boolean {
  if (s.alle) return true;
  return (
    (eintrag.maklernr !== undefined && s.makler.has(eintrag.maklernr)) ||
    (eintrag.userId !== undefined && eintrag.userId === s.benutzername)
  );
}

/**
 * The record if it exists and the user may see it; otherwise not found with `text` — the same
 * answer for both, so the scope does not tell what exists.
 */
export function nurSichtbar<T extends Eigentuemer>(eintrag: T | undefined, s: Datensicht, text: string): T {
  if (eintrag === undefined || !istSichtbar(eintrag, s)) throw nichtGefunden(text);
  return eintrag;
}

/**
 * Whose portfolio (contracts, customers: always of one broker) a user may see: the same scope,
 * the structure included where the role allows it.
 */
export const siehtBestandVon = (b: Benutzer, maklernr: string): boolean =>
  istSichtbar({ maklernr }, datensicht(b, true));

/**
 * Whose BiPRO files a user sees (issue rules of docs/reference.md §2.10, §2.13, §6; the general
 * rule is domain/datensicht.ts): users who see everything see every file; everyone else the
 * files of his own broker number — and, with the BiPRO-structure role, his structure's
 * unassigned documents; as an FP-plus user, his structure's GDV files. Outside: not found, by
 * list and by id alike.
 */
import type { Benutzer } from '@lieferdesk/shared';
import type { BiproZiel } from './biproDatei';
import { datensicht } from '../datensicht';

/** What a file says about its owner and its list. */
export interface BiproEigentum {
  maklernr: string;
  ziel: BiproZiel;
  zuordnung?: number;
}

const strukturDarf = (b: Benutzer, ziel: BiproZiel, zuordnung: number | undefined) =>
  (ziel === 'dokument' && (zuordnung ?? 0) === 0 && b.rollen.includes('BIPRO_STRUKTUR')) ||
  (ziel === 'gdv' && b.rollen.includes('FP_PLUS'));

export function siehtBiproDatei(b: Benutzer, d: BiproEigentum): boolean {
  if (datensicht(b).alle) return true;
  if (b.maklernr !== undefined && d.maklernr === b.maklernr) return true;
  return b.struktur.includes(d.maklernr) && strukturDarf(b, d.ziel, d.zuordnung);
}

/**
 * The brokers whose rows a list shows: undefined for all; else the user's own number and, when
 * he asks for them (`mitStruktur`) and may see them, his structure's — for documents only in the
 * unassigned list (`zuordnung` 0).
 */
export function biproListenMakler(
  b: Benutzer,
  ziel: BiproZiel,
  o: { mitStruktur?: boolean; zuordnung?: number } = {},
): readonly string[] | undefined {
  if (datensicht(b).alle) return undefined;
  const eigene = b.maklernr !== undefined ? [b.maklernr] : [];
  if (!o.mitStruktur || !strukturDarf(b, ziel, o.zuordnung)) return eigene;
  return [...new Set([...eigene, ...b.struktur])];
}

/**
 * How the exceptions table's selection becomes a save (reference §2.15, §7 "Exceptions"), pure.
 *
 * The selection IS the exception state being edited: it starts as the saved exceptions (the rows
 * the server answers `checked`), and selecting or deselecting a row sets or removes that row's
 * exception. A save sends exactly the rows whose selection differs from the saved state, each as
 * `{gevoArt, checked}` — so deselecting the last exception is a change and can be saved, which a
 * rule "save needs selected rows" would forbid. Save is enabled while there is such a change.
 */
import type { AusnahmenAenderung, KategorieAusnahme } from '@lieferdesk/shared';

export const gespeicherteAuswahl = (rows: readonly KategorieAusnahme[]): ReadonlySet<number> =>
  new Set(rows.filter((r) => r.checked).map((r) => r.gevoArt));

export function geaenderteZeilen(
  rows: readonly KategorieAusnahme[],
  gewaehlt: ReadonlySet<number>,
): AusnahmenAenderung[] {
  return rows
    .filter((r) => r.checked !== gewaehlt.has(r.gevoArt))
    .map((r) => ({ gevoArt: r.gevoArt, checked: gewaehlt.has(r.gevoArt) }));
}

/** What a save did, for its message: exceptions set and removed. */
export const gezaehlt = (aenderungen: readonly AusnahmenAenderung[]) => ({
  gesetzt: aenderungen.filter((a) => a.checked).length,
  entfernt: aenderungen.filter((a) => !a.checked).length,
});

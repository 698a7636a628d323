/**
 * The rules the lists of stored BiPRO files share for deleting and restoring their rows (the inbox,
 * the GDV files, the commission and dunning lists; reference §4 "Deleted entries", §6 "Who changes
 * BiPRO files"), pure. The server's `aenderbar` says whether the user may change a row at all; a
 * deleted row is changed only by being restored, which needs the restore route's permission.
 */

/** A row of such a list as far as these rules need it. */
export interface AenderbareZeile {
  id: number;
  invisible: boolean;
  aenderbar: boolean;
}

/** A row the user may change and that is not deleted yet: it can be deleted (and noted, assigned). */
export const loeschbar = (z: Pick<AenderbareZeile, 'invisible' | 'aenderbar'>) => !z.invisible && z.aenderbar;

/** Marked for a delete while not deleted, for a restore while deleted — only by who may restore. */
export const markierbar = (
  z: Pick<AenderbareZeile, 'invisible' | 'aenderbar'>,
  darfWiederherstellen: boolean,
) => z.aenderbar && (!z.invisible || darfWiederherstellen);

/** The marked rows split by what the header's actions do with them. */
export function nachAktion<Z extends Pick<AenderbareZeile, 'invisible' | 'aenderbar'>>(
  auswahl: readonly Z[],
): { zuLoeschen: Z[]; zuWiederherstellen: Z[] } {
  return {
    zuLoeschen: auswahl.filter(loeschbar),
    zuWiederherstellen: auswahl.filter((z) => z.invisible && z.aenderbar),
  };
}

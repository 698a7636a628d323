/**
 * The weekdays of a planned run: seven flags Monday … Sunday on the wire and in the form
 * (reference §3), the numbers of the days set in the item (ElectroDB lists hold no booleans).
 */

/** The numbers of the days set, 0 Monday … 6 Sunday. */
export const wochentagNummern = (flags: readonly boolean[]): number[] =>
  flags.flatMap((gesetzt, i) => (gesetzt ? [i] : []));

/** The seven flags of the numbers stored. */
export const wochentagFlags = (nummern: readonly number[]): boolean[] =>
  Array.from({ length: 7 }, (_, i) => nummern.includes(i));

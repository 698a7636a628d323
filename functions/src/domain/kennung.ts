/**
 * Identifiers as insurers write them: the same number arrives as "0012345", "12 345", "12-345"
 * or "12.345/". Comparing the normalised forms matches them without guessing.
 */

/** Anything that is not a letter or digit after upper-casing (blanks, dashes, dots, slashes …). */
const TRENNER = /[^A-Z0-9]/g;

/**
 * Upper case, compatibility-normalised (full-width digits, ligatures), every separator removed,
 * leading zeros removed ("0" stays "0"). Undefined when nothing is left.
 */
export function normalisiereKennung(text: string | null | undefined): string | undefined {
  if (text === null || text === undefined) return undefined;
  const roh = text.normalize('NFKC').toUpperCase().replace(TRENNER, '');
  if (roh === '') return undefined;
  const ohneNullen = roh.replace(/^0+/, '');
  return ohneNullen === '' ? '0' : ohneNullen;
}

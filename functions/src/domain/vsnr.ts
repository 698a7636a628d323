/**
 * Policy numbers (Versicherungsschein-Nummer, VSNR). Insurers write "K-4711" or "VSNR 4711"
 * where the policy says "4711", pad with zeros, and put blanks, dashes, dots or slashes in
 * (DOMAIN.md, "Assignment of a delivered document"). Normalising both sides the same way and
 * comparing finds the contract whatever the spelling; the normalised form is the key of the
 * contract index, so a lookup never scans.
 */
import { normalisiereKennung } from './kennung';

/**
 * Decorations seen before the number itself, longest first. Stripped only when a digit follows
 * (after separators), so a number that merely starts with these letters ("KA-123", "POLAR7")
 * keeps them. A prefix that carries meaning at one insurer ("HH-" Hausrat, "LV-" Leben) is not
 * in the list: two contracts of one insurer may differ only there.
 */
export const VSNR_PRAEFIXE = ['VS-NR', 'VS.NR', 'VSNR', 'POLICE', 'POL', 'NR', 'VS', 'K'] as const;

const PRAEFIX = new RegExp(
  `^(?:${VSNR_PRAEFIXE.map((p) => p.replace(/[-.]/g, '\\$&')).join('|')})\\.?(?=[\\s\\-./:#]*\\d)`,
);

/**
 * The normalised policy number: upper case, a known prefix removed, every separator removed,
 * leading zeros removed. Undefined when nothing is left (no policy number).
 */
export function normalisiereVsnr(vsnr: string | null | undefined): string | undefined {
  if (vsnr === null || vsnr === undefined) return undefined;
  const text = vsnr.normalize('NFKC').trim().toUpperCase();
  return normalisiereKennung(text.replace(PRAEFIX, ''));
}

/** Whether two delivered policy numbers name the same policy. Two missing numbers are not equal. */
export function gleicheVsnr(a: string | null | undefined, b: string | null | undefined): boolean {
  const na = normalisiereVsnr(a);
  return na !== undefined && na === normalisiereVsnr(b);
}

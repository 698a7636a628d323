/**
 * The fee of the import function (reference §1, §9): 0.10 EUR per created contract per month plus
 * statutory VAT, the first three months free, no liability for data quality.
 *
 * Our reading (the reference gives the sentence, not the arithmetic; DATENIMPORT_TEXTE.einleitung
 * says it the same way): a contract the import created costs 0.10 EUR in every month from the
 * month it was created — a monthly fee per contract, as data services usually charge. The
 * free months are the broker's first three calendar months counted from the month of his first
 * booking that created a contract; contracts created in them are charged from the fourth month
 * on. Deletions are not subtracted (the counter keeps creations only). `art: 'neuanlagen'`
 * charges each contract once, in its creation month, should the other reading be wanted.
 *
 * Amounts in cents: net = contracts × 10; VAT = net × 19 %, rounded half up to the cent; gross
 * = net + VAT.
 */
import { deutscherTag } from '@lieferdesk/shared';

export const GEBUEHR = {
  centJeVertrag: 10,
  /** Statutory VAT in Germany (§ 12 Abs. 1 UStG). */
  umsatzsteuerProzent: 19,
  freiMonate: 3,
} as const;

/** Contracts created by a broker's bookings in one month (entity `gebuehrenzaehler`). */
export interface MonatsZaehlung {
  /** YYYY-MM */
  monat: string;
  angelegt: number;
}

/**
 * A broker's months from his counters' parts — the shards of a month, and the unsharded item
 * written before them — each month once with the sum of its parts, oldest first.
 */
export function monateSummiert(teile: readonly MonatsZaehlung[]): MonatsZaehlung[] {
  const jeMonat = new Map<string, number>();
  for (const t of teile) jeMonat.set(t.monat, (jeMonat.get(t.monat) ?? 0) + t.angelegt);
  return [...jeMonat]
    .map(([monat, angelegt]) => ({ monat, angelegt }))
    .sort((a, b) => a.monat.localeCompare(b.monat));
}

export interface Monatsgebuehr {
  monat: string;
  /** The contracts charged this month. */
  vertraege: number;
  /** Within the broker's first three months. */
  frei: boolean;
  nettoCent: number;
  umsatzsteuerCent: number;
  bruttoCent: number;
}

/** The month `n` months after `monat` (YYYY-MM). */
export function monatPlus(monat: string, n: number): string {
  const [j, m] = monat.split('-').map(Number) as [number, number];
  const index = j * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** YYYY-MM of a moment, in German time (a booking at 00:30 on the 1st belongs to the new month). */
export const monatVon = (zeitpunkt: Date): string => deutscherTag(zeitpunkt).slice(0, 7);

/** VAT on a net amount in cents, rounded half up to the cent (integers only: no float error). */
export function umsatzsteuerCent(nettoCent: number, prozent: number = GEBUEHR.umsatzsteuerProzent): number {
  return Math.floor((nettoCent * prozent + 50) / 100);
}

export function gebuehrFuerMonat(
  zaehlungen: readonly MonatsZaehlung[],
  monat: string,
  art: 'bestand' | 'neuanlagen' = 'bestand',
): Monatsgebuehr {
  const mitAnlagen = zaehlungen
    .filter((z) => z.angelegt > 0)
    .map((z) => z.monat)
    .sort();
  const erster = mitAnlagen[0];
  const vertraege = zaehlungen
    .filter((z) => (art === 'bestand' ? z.monat <= monat : z.monat === monat))
    .reduce((summe, z) => summe + z.angelegt, 0);
  const frei = erster === undefined || monat < monatPlus(erster, GEBUEHR.freiMonate);
  const nettoCent = frei ? 0 : vertraege * GEBUEHR.centJeVertrag;
  const ust = umsatzsteuerCent(nettoCent);
  return { monat, vertraege, frei, nettoCent, umsatzsteuerCent: ust, bruttoCent: nettoCent + ust };
}

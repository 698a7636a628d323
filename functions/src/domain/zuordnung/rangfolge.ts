/**
 * The suggestions of the assign page (reference §2.11, §3 "Insurance suggestion", "Customer
 * suggestion"): which cells match the delivered data (shown green) and the order — by how many
 * fields match, most first, 10 per table (reference §9).
 *
 * A field is green only when both sides know it and they agree as the evaluation compares them
 * (namen.ts, person.ts, vsnr.ts): case, umlauts, blanks and "Str."/"Straße" do not matter,
 * "Hans" matches "Hans-Peter", a reduced birth date matches the full one. A value only one side
 * knows is not a match — green must mean "confirmed", or a person trusts it too much.
 */
import type { Kunde, Vertrag } from '../bestand';
import { normalisiereName, normalisierePlz, normalisiereStrasse } from '../namen';
import { geburtsdatenVertraeglich, vornamenVertraeglich, type Person } from '../person';
import { normalisiereVsnr } from '../vsnr';

/** Reference §9: suggestion tables show 10 rows. */
export const VORSCHLAEGE_JE_TABELLE = 10;

/** The customer fields both tables compare (names as in the API's suggestions). */
export type Kundenfeld = 'name' | 'vorname' | 'kundennr' | 'street' | 'plz' | 'ort' | 'birthdate';
/** A contract suggestion also compares its policy number. */
export type Vertragsfeld = Kundenfeld | 'policeNr';

/** What the suggestions are compared with: the delivery and the customer it names, if known. */
export interface Vergleich {
  vsnr?: string;
  person?: Partial<Person>;
  kundennr?: number;
}

const beideGleich = (a: string, b: string) => a !== '' && a === b;
const beideBekannt = (a: string | undefined, b: string | undefined): boolean =>
  a !== undefined && a.trim() !== '' && b !== undefined && b.trim() !== '';

/** The fields of customer `k` that match the delivery, in the order of Kundenfeld. */
export function kundenTreffer(v: Vergleich, k: Kunde): Kundenfeld[] {
  const p = v.person ?? {};
  const treffer: Kundenfeld[] = [];
  if (beideGleich(normalisiereName(p.name), normalisiereName(k.name))) treffer.push('name');
  if (beideBekannt(p.vorname, k.vorname) && vornamenVertraeglich(p.vorname, k.vorname))
    treffer.push('vorname');
  if (v.kundennr !== undefined && v.kundennr === k.kundennr) treffer.push('kundennr');
  if (beideGleich(normalisiereStrasse(p.strasse), normalisiereStrasse(k.strasse))) treffer.push('street');
  if (beideGleich(normalisierePlz(p.plz), normalisierePlz(k.plz))) treffer.push('plz');
  if (beideGleich(normalisiereName(p.ort), normalisiereName(k.ort))) treffer.push('ort');
  if (
    beideBekannt(p.geburtsdatum, k.geburtsdatum) &&
    geburtsdatenVertraeglich(p.geburtsdatum, k.geburtsdatum)
  )
    treffer.push('birthdate');
  return treffer;
}

/** The fields of contract `vertrag` (with its customer, where known) that match the delivery. */
export function vertragsTreffer(v: Vergleich, vertrag: Vertrag, kunde: Kunde | undefined): Vertragsfeld[] {
  const vsnr = normalisiereVsnr(v.vsnr);
  const treffer: Vertragsfeld[] = vsnr !== undefined && vsnr === vertrag.vsnrNorm ? ['policeNr'] : [];
  return kunde ? [...treffer, ...kundenTreffer(v, kunde)] : treffer;
}

export interface Bewertet<T> {
  eintrag: T;
  treffer: readonly string[];
}

/**
 * The best `anzahl` entries: most matching fields first; among equals by `vorrang` (smaller
 * first), then in the order given. Pure and stable, so the same data always gives the same page.
 */
export function rangiere<T>(
  eintraege: readonly Bewertet<T>[],
  vorrang: (e: Bewertet<T>) => readonly number[] = () => [],
  anzahl = VORSCHLAEGE_JE_TABELLE,
): Bewertet<T>[] {
  const vergleiche = (a: Bewertet<T>, b: Bewertet<T>): number => {
    if (a.treffer.length !== b.treffer.length) return b.treffer.length - a.treffer.length;
    const va = vorrang(a);
    const vb = vorrang(b);
    for (let i = 0; i < Math.max(va.length, vb.length); i++) {
      const d = (va[i] ?? 0) - (vb[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  };
  return [...eintraege].sort(vergleiche).slice(0, anzahl);
}

/**
 * Contract suggestions ranked: by matching fields; among equals the current assignment first,
 * then the contract with the delivered policy number, then by internal number.
 */
export function rangiereVertraege(
  v: Vergleich,
  vertraege: readonly Vertrag[],
  kunden: ReadonlyMap<number, Kunde>,
  aktuell?: number,
): Bewertet<Vertrag>[] {
  const eindeutig = [...new Map(vertraege.map((x) => [x.vertragId, x])).values()];
  const bewertet = eindeutig.map((eintrag) => ({
    eintrag,
    treffer: vertragsTreffer(v, eintrag, kunden.get(eintrag.kundennr)),
  }));
  return rangiere(bewertet, (e) => [
    e.eintrag.vertragId === aktuell ? 0 : 1,
    e.treffer.includes('policeNr') ? 0 : 1,
    e.eintrag.vertragId,
  ]);
}

/** Customer suggestions ranked: by matching fields, then by customer number. */
export function rangiereKunden(v: Vergleich, kunden: readonly Kunde[]): Bewertet<Kunde>[] {
  const eindeutig = [...new Map(kunden.map((k) => [k.kundennr, k])).values()];
  return rangiere(
    eindeutig.map((eintrag) => ({ eintrag, treffer: kundenTreffer(v, eintrag) })),
    (e) => [e.eintrag.kundennr],
  );
}

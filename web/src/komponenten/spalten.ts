/**
 * Which of a list's columns are in view (Spaltenwahl.tsx). A screen names its columns in the
 * reference's order; those a clerk needs at 1280 px are shown from the start (`anfangs`), the
 * others he adds. His choice is remembered per screen (useTabellenZustand); a remembered field
 * the screen no longer has is dropped, and with nothing remembered the screen's own choice holds.
 */
export interface SpaltenAngabe {
  feld: string;
  titel: string;
  /** Shown until the user chooses otherwise. */
  anfangs?: boolean;
}

export function sichtbareSpalten(
  spalten: readonly SpaltenAngabe[],
  gewaehlt: readonly string[] | undefined,
): Set<string> {
  if (gewaehlt === undefined) return new Set(spalten.filter((s) => s.anfangs).map((s) => s.feld));
  const bekannt = new Set(spalten.map((s) => s.feld));
  return new Set(gewaehlt.filter((f) => bekannt.has(f)));
}

/** The chosen fields in the screen's column order (what is remembered). */
export const inSpaltenfolge = (spalten: readonly SpaltenAngabe[], felder: ReadonlySet<string>) =>
  spalten.filter((s) => felder.has(s.feld)).map((s) => s.feld);

/** A screen's choosable columns: its fields in the table's order, titled by its texts. */
export const spaltenAngaben = <F extends string>(
  titel: Readonly<Record<F, string>>,
  felder: readonly F[],
  anfangs: readonly F[],
): SpaltenAngabe[] => felder.map((feld) => ({ feld, titel: titel[feld], anfangs: anfangs.includes(feld) }));

/**
 * The place a refused line edit names (reference §7 line_edit): the server's reason reads
 * 'Vertragsbeginn: Stelle 44–51: Ungültiges Datum …' (WERKBANK_TEXTE.pruefung.stelle, characters
 * counted from 1). The edit dialog selects that range, so the clerk finds it in a 256-character
 * record without counting.
 */
const STELLE = /\bStelle (\d+)(?:–(\d+))?/;

/** The first place the reason names: first and last character, 1-based; none for columns or XPaths. */
export function ersteStelle(grund: string): { von: number; bis: number } | undefined {
  const treffer = STELLE.exec(grund);
  if (!treffer) return undefined;
  const von = Number(treffer[1]);
  const bis = treffer[2] === undefined ? von : Number(treffer[2]);
  return von >= 1 && bis >= von ? { von, bis } : undefined;
}

/** The text area's selection for that place, within the text. */
export function auswahlFuer(stelle: { von: number; bis: number }, laenge: number): [number, number] {
  return [Math.min(stelle.von - 1, laenge), Math.min(stelle.bis, laenge)];
}

/**
 * The values of a line the error lists name besides its reason: VU number, policy number and
 * intermediary number, by the field names of the formats the product reads (GDV record types,
 * OMDS, commission and dunning CSV). A user's own interface may name them otherwise: then the
 * cell stays empty and the line's text still has them.
 */
const NAMEN = {
  vuNr: ['VuNr', 'VUNr', 'VU-Nr'],
  vsnr: ['VsNr', 'VSNR', 'Polizzennr', 'Versicherungsscheinnummer'],
  vermittler: ['GeschaeftsstelleVermittler', 'Vermittlernummer', 'Vermittlernr'],
} as const;

export type Kennfeld = keyof typeof NAMEN;

export function kennwert(felder: Record<string, unknown> | undefined, feld: Kennfeld): string {
  for (const name of NAMEN[feld]) {
    const wert = felder?.[name];
    if (wert !== null && wert !== undefined && String(wert).trim() !== '') return String(wert).trim();
  }
  return '';
}

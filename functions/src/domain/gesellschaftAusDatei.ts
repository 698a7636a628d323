/**
 * The company an imported file belongs to (reference §4 "Arrival", "Company of a file"). Pure:
 * the read's plan gives the VU numbers the file names, the caller the companies.
 *
 * 1. The company chosen at the upload, else the interface's own (not the general 'Allgemein') —
 *    registration writes it into the file record, and what the record holds stays.
 * 2. Otherwise the file's own VU numbers — a GDV Vorsatz's (Satzart 0001), an OMDS PAKET's
 *    VUNr — each through the companies' numbers (vuNrBafin; compared as identifiers, kennung.ts).
 * 3. A VU number no company has is shown as such, '9999 (unbekannt)': never a silent empty
 *    company, and the text is what the company filters match.
 *
 * A file whose packages name several companies belongs to all of them: the names joined by
 * ' / ', found by a filter on any of them (`passtZurGesellschaft`). Such a text is no company's
 * name, so evaluation takes each line's company by its own VU number and calls no line foreign
 * (-4) for belonging to another of the file's companies.
 *
 * A file without any VU number (a delimited file of a general interface) has no company.
 */
import { normalisiereKennung } from './kennung';

const UNBEKANNT = ' (unbekannt)';
/** Between the companies of a file that names several. */
export const GESELLSCHAFTEN_TRENNER = ' / ';

/** How a VU number no company has is shown (and filtered): '9999 (unbekannt)'. */
export const unbekannteGesellschaft = (vuNummer: string): string => `${vuNummer.trim()}${UNBEKANNT}`;

/** The text was made from VU numbers no company had (then — it is worked out again on a re-read). */
export const istUnbekannteGesellschaft = (text: string | undefined): boolean =>
  text !== undefined && text.split(GESELLSCHAFTEN_TRENNER).some((teil) => teil.endsWith(UNBEKANNT));

/** What the rule needs of a company: its name and the VU numbers it delivers under. */
export interface GesellschaftMitNummern {
  name: string;
  vuNrBafin?: string;
}

export interface DateiGesellschaft {
  /** The file's company text; undefined when neither choice, interface nor file names one. */
  gesellschaft?: string;
  /** The VU numbers (as delivered) that no company has. */
  unbekannt: string[];
}

/**
 * The company of a file. `bisher`: what registration wrote (the chosen company or the
 * interface's own) — kept, unless it was made from unknown VU numbers, which are looked up
 * again (a company may have got the number since). `vuNummern`: the file's, in file order.
 */
export function gesellschaftDerDatei(angaben: {
  bisher?: string;
  vuNummern: readonly (string | null | undefined)[];
  gesellschaften: readonly GesellschaftMitNummern[];
}): DateiGesellschaft {
  const bisher = angaben.bisher?.trim();
  if (bisher && !istUnbekannteGesellschaft(bisher)) return { gesellschaft: bisher, unbekannt: [] };

  const nachNummer = new Map<string, string>();
  for (const g of angaben.gesellschaften) {
    const nummer = normalisiereKennung(g.vuNrBafin);
    if (nummer !== undefined && !nachNummer.has(nummer)) nachNummer.set(nummer, g.name);
  }
  const namen: string[] = [];
  const unbekannt: string[] = [];
  const gesehen = new Set<string>();
  for (const roh of angaben.vuNummern) {
    const nummer = normalisiereKennung(roh);
    if (nummer === undefined || gesehen.has(nummer)) continue;
    gesehen.add(nummer);
    const name = nachNummer.get(nummer);
    if (name === undefined) {
      unbekannt.push(roh!.trim());
      namen.push(unbekannteGesellschaft(roh!));
    } else if (!namen.includes(name)) namen.push(name);
  }
  if (namen.length === 0) return bisher ? { gesellschaft: bisher, unbekannt: [] } : { unbekannt };
  return { gesellschaft: namen.join(GESELLSCHAFTEN_TRENNER), unbekannt };
}

const vergleichbar = (text: string) => text.normalize('NFC').trim().toLowerCase();

/**
 * Whether a file's company text matches the company a filter names: the whole text, or — for a
 * file of several companies — one of them. Case and blanks around do not matter.
 */
export function passtZurGesellschaft(dateiGesellschaft: string | undefined, gesucht: string): boolean {
  const ziel = vergleichbar(gesucht);
  const text = dateiGesellschaft ?? '';
  if (vergleichbar(text) === ziel) return true;
  const teile = text.split(GESELLSCHAFTEN_TRENNER);
  return teile.length > 1 && teile.some((teil) => vergleichbar(teil) === ziel);
}

/**
 * The company select's options (GET /bipro_import/gesellschaften): every company by name, its id
 * as value; then each VU number no company had, '9999 (unbekannt)', with that text as value —
 * the filters take a value that is no id as the company's text.
 */
export function gesellschaftsOptionen(
  gesellschaften: readonly { gesellschaftId: number; name: string }[],
  unbekannteVuNummern: readonly string[],
): { label: string; value: string }[] {
  const bekannt = [...gesellschaften]
    .sort((a, b) => a.name.localeCompare(b.name, 'de'))
    .map((g) => ({ label: g.name, value: String(g.gesellschaftId) }));
  const unbekannt = [...new Set(unbekannteVuNummern.map(unbekannteGesellschaft))]
    .sort((a, b) => a.localeCompare(b, 'de', { numeric: true }))
    .map((text) => ({ label: text, value: text }));
  return [...bekannt, ...unbekannt];
}

/**
 * The pure rules the list pages share (BiPRO inbox, archive, GDV files, deliveries, commission
 * lists, exceptions, download overview, import monitor): the calendar's date range, when a search
 * is the same one again, the count beside the title, which marks outlast a new answer, a deleted
 * row's class and the shared company loader's companies as options.
 */

/** The calendar's range [von, bis]; `bis` is null while only one day is picked; null: none. */
export type Zeitraum = (Date | null)[] | null;

/** The range calendar's value as a Zeitraum (PrimeReact types it loosely; cleared is null). */
export const alsZeitraum = (wert: unknown): Zeitraum =>
  Array.isArray(wert) ? (wert as (Date | null)[]) : null;

/** The same filter again: the user asks to look again, so the list is read anew, not left as is. */
export const gleicherFilter = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The answer of the search shown: none before it came and none after it failed — SWR keeps the
 * last answer beside the error, whose rows and count would stand under the error as if they were
 * the failed search's answer (issue 25 §5, §6). Every BiPRO list takes its rows, its count and its
 * `mess` from here, and says in its empty text that the search failed (leereListe.ts).
 */
export const antwortDerSuche = <D>(abfrage: { data?: D; error?: unknown }): D | undefined =>
  abfrage.error ? undefined : abfrage.data;

/** The count a list shows beside its title: the current search's (`antwortDerSuche`), else none. */
export const anzahlDerSuche = <D>(
  abfrage: { data?: D; error?: unknown },
  zaehlen: (antwort: D) => number,
): number | undefined => {
  const antwort = antwortDerSuche(abfrage);
  return antwort === undefined ? undefined : zaehlen(antwort);
};

/**
 * The marks that still hold while the server pages the list (issue 25 §5, issue 22 §1): a marked
 * row on the page shown stays marked while it is markable, as the page shows it now; a row marked
 * on another page stays marked as it was — paging and sorting keep the marks, so a bulk action
 * takes exactly the rows the user marked. A new search drops them all (the page's `setMarkiert([])`).
 */
export function nochMarkiert<Z extends { id: number }>(
  markiert: readonly Z[],
  zeilen: readonly Z[],
  markierbar: (z: Z) => boolean = () => true,
): Z[] {
  const gezeigt = new Map(zeilen.map((z) => [z.id, z]));
  return markiert.flatMap((m) => {
    const jetzt = gezeigt.get(m.id);
    if (jetzt === undefined) return [m];
    return markierbar(jetzt) ? [jetzt] : [];
  });
}

/**
 * A deleted row's class (shown on request: greyed, see liste.css). Named for the delivery lists
 * where it began; the browser tests look for it.
 */
export const GELOESCHT_KLASSE = 'ld-lieferliste-geloescht';

/** The row's class, with the deleted mark where it is deleted. */
export const zeilenKlasse = (basis: string, geloescht?: boolean) =>
  geloescht ? `${basis} ${GELOESCHT_KLASSE}` : basis;

interface Option {
  label: string;
  value: string;
}

/**
 * The shared company loader's companies (by id): its VU numbers without a company ('… (unbekannt)')
 * have no BiPRO access, file or document, so they are left out.
 */
const mitFirma = (optionen: readonly Option[]) => optionen.filter((o) => /^\d+$/.test(o.value));

export const gesellschaftenNachId = (optionen: readonly Option[]) =>
  mitFirma(optionen).map((o) => ({ label: o.label, value: Number(o.value) }));

/** For lists the API filters by the company's name, as their rows show it. */
export const gesellschaftenNachName = (optionen: readonly Option[]) =>
  mitFirma(optionen).map((o) => ({ label: o.label, value: o.label }));

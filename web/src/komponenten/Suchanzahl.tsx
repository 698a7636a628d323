import { MELDUNGEN } from '@lieferdesk/shared';

/**
 * The number of rows a list's search found, beside the page's title (archive, commission and
 * dunning lists, GDV files; the companies of the download overview's search). Nothing while no answer is at hand or the search failed
 * (`anzahlDerSuche` in liste.ts gives no count then), so a count never belongs to another search.
 */
export function Suchanzahl(props: {
  anzahl: number | undefined;
  /** False: the server stopped counting at `anzahl` ('mehr als …'). */
  genau?: boolean;
  text(anzahl: number): string;
  testId: string;
}) {
  if (props.anzahl === undefined) return null;
  const text = props.text(props.anzahl);
  return (
    <span className="ld-suchanzahl" data-testid={props.testId}>
      {props.genau === false ? MELDUNGEN.mehrAls(text) : text}
    </span>
  );
}

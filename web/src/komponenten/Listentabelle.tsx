/**
 * The frame every list table shares: the remembered sort and page size (useTabellenZustand),
 * a sort that can be taken off again, striped rows, the German empty text, and — wider than the
 * window — scrolling sideways in its own box, so the page itself fits 1280 px. The marking and
 * actions columns keep the same shape on every list: the actions held at the right edge, so
 * they stay in view while the table scrolls under them.
 *
 * Held by CSS (`position: sticky`, basis.css `.ld-fest-*`), not by PrimeReact's `frozen`: that
 * measures every cell's position with getBoundingClientRect on each render — with a few
 * thousand rows seconds per sort or page (`npm run bench:lists`).
 *
 * At 1280 px every column in view is readable: a screen shows the columns a clerk needs and lets
 * him choose the rest (Spaltenwahl.tsx, `spalten`), and a text cell (`zellentext`) wraps to two
 * lines at most, cut with an ellipsis beyond, the whole text on hover and for screen readers —
 * so the table fits its frame and the held actions cover nothing.
 */
import { MELDUNGEN } from '@lieferdesk/shared';
import { Column, type ColumnProps } from 'primereact/column';
import { useMemo, type ReactNode } from 'react';
import { AUSWAHL_SPALTE } from './barrierefrei';
import { inSpaltenfolge, sichtbareSpalten, type SpaltenAngabe } from './spalten';
import { Spaltenwahl } from './Spaltenwahl';
import { useTabellenZustand, type TabellenZustand } from './useTabellenZustand';
import './liste.css';

const KEINE_SPALTEN: readonly SpaltenAngabe[] = [];

/**
 * Props for the list's DataTable: spread `tabelle` onto it. `zuruecksetzen` goes back to the
 * first page (after a new search). `scrollbar: false` for a short table that never scrolls.
 * With `spalten` (the screen's choosable columns), `spalte(feld, props)` is the column while the
 * user shows it (nothing else), `sichtbar(feld)` says so, and `spaltenwahl` is the chooser to
 * place above the table. `erste`: the row the table starts on (useTabellenZustand's `ersteZeile`).
 */
/** A table's sort as an export takes it (the lists that sort in the browser); none while unsorted. */
export const sortierungVon = (t: {
  sortField?: unknown;
  sortOrder?: unknown;
}): { feld: string; richtung: 1 | -1 } | undefined =>
  typeof t.sortField === 'string' && (t.sortOrder === 1 || t.sortOrder === -1)
    ? { feld: t.sortField, richtung: t.sortOrder }
    : undefined;

export function useListentabelle(
  name: string,
  standard: Partial<TabellenZustand> = {},
  {
    scrollbar = true,
    spalten = KEINE_SPALTEN,
    erste = 0,
  }: { scrollbar?: boolean; spalten?: readonly SpaltenAngabe[]; erste?: number } = {},
) {
  const { tabelle, zuruecksetzen, zustand, spaltenWaehlen } = useTabellenZustand(name, standard, erste);
  const gezeigt = useMemo(() => sichtbareSpalten(spalten, zustand.spalten), [spalten, zustand.spalten]);
  return {
    zuruecksetzen,
    sichtbar: (feld: string) => gezeigt.has(feld),
    /** The chosen columns' fields in the table's order: what an export writes (ExportKnopf). */
    gezeigteFelder: inSpaltenfolge(spalten, gezeigt),
    /** The sort shown, for an export of a list that sorts in the browser (ExportKnopf). */
    sortierung: sortierungVon(tabelle),
    spalte: (feld: string, props: Omit<ColumnProps, 'field'>) =>
      gezeigt.has(feld) && <Column key={feld} field={feld} {...props} />,
    spaltenwahl: spalten.length > 0 && (
      <Spaltenwahl id={`${name}-spalten`} spalten={spalten} sichtbar={gezeigt} onWaehlen={spaltenWaehlen} />
    ),
    tabelle: {
      ...tabelle,
      removableSort: true,
      stripedRows: true,
      scrollable: scrollbar,
      emptyMessage: MELDUNGEN.keineEintraege,
    },
  };
}

/**
 * The row actions, held at the right: where the table is wider than the screen it scrolls in
 * itself and the actions stay in view. A function, not a component: DataTable reads its
 * columns' props from its children.
 */
export const aktionenSpalte = <Z,>(body: (zeile: Z) => ReactNode) => (
  <Column header={MELDUNGEN.aktionen} body={body} className={FEST_RECHTS} />
);

/** The classes that hold a column at an edge of a table scrolling sideways (basis.css). */
export const FEST_RECHTS = 'ld-fest-rechts';
export const FEST_LINKS = 'ld-fest-links';
/** The second column held at the left, after the marking column (3rem). */
export const FEST_LINKS_NACH_AUSWAHL = 'ld-fest-links ld-fest-links-nach-auswahl';

/**
 * The marking column, its checkboxes named for screen readers (barrierefrei.ts). `festLinks`
 * holds it at the left edge of a table that scrolls sideways.
 */
export const auswahlSpalte = ({ festLinks = false }: { festLinks?: boolean } = {}) => {
  const fest: ColumnProps = festLinks ? { className: FEST_LINKS } : {};
  return (
    <Column
      selectionMode="multiple"
      headerStyle={{ width: '3rem' }}
      style={{ width: '3rem', minWidth: '3rem' }}
      pt={AUSWAHL_SPALTE}
      {...fest}
    />
  );
};

/**
 * A cell's text: two lines at most, beyond them cut with an ellipsis (liste.css), the whole text
 * as the tooltip; a screen reader reads it whole, the cut is only drawn. A plain element, not a
 * component: a hundred rows of a dozen columns call it on every sort.
 */
export const zellentext = (text: string | number | undefined | null, testId?: string) => {
  const wert = text === undefined || text === null ? '' : String(text);
  return (
    <span className="ld-zelle-text" title={wert || undefined} data-testid={testId}>
      {wert}
    </span>
  );
};

/** A column body showing the row's field as `zellentext` (define it once, outside the page). */
export const textZelle =
  <Z,>(feld: keyof Z & string, testPraefix?: string) =>
  (z: Z) =>
    zellentext(
      z[feld] as string | number | undefined,
      testPraefix && `${testPraefix}-${feld}-${String((z as { id?: unknown }).id)}`,
    );

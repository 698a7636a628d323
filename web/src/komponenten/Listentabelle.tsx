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
 */
import { MELDUNGEN } from '@lieferdesk/shared';
import { Column, type ColumnProps } from 'primereact/column';
import type { ReactNode } from 'react';
import { AUSWAHL_SPALTE } from './barrierefrei';
import { useTabellenZustand, type TabellenZustand } from './useTabellenZustand';
import './liste.css';

/**
 * Props for the list's DataTable: spread `tabelle` onto it. `zuruecksetzen` goes back to the
 * first page (after a new search). `scrollbar: false` for a short table that never scrolls.
 */
export function useListentabelle(
  name: string,
  standard: Partial<TabellenZustand> = {},
  { scrollbar = true }: { scrollbar?: boolean } = {},
) {
  const { tabelle, zuruecksetzen } = useTabellenZustand(name, standard);
  return {
    zuruecksetzen,
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

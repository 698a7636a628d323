/**
 * The frame every list table shares: the remembered sort and page size (useTabellenZustand),
 * a sort that can be taken off again, striped rows, the German empty text, and — wider than the
 * window — scrolling sideways in its own box, so the page itself fits 1280 px. The marking and
 * actions columns keep the same shape on every list: the actions frozen at the right edge, so
 * they stay in view while the table scrolls under them.
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
 * The row actions, frozen at the right: where the table is wider than the screen it scrolls in
 * itself and the actions stay in view. A function, not a component: DataTable reads its
 * columns' props from its children.
 */
export const aktionenSpalte = <Z,>(body: (zeile: Z) => ReactNode) => (
  <Column header={MELDUNGEN.aktionen} body={body} frozen alignFrozen="right" />
);

/**
 * The marking column, its checkboxes named for screen readers (barrierefrei.ts). `festLinks`
 * holds it at the left edge of a table that scrolls sideways.
 */
export const auswahlSpalte = ({ festLinks = false }: { festLinks?: boolean } = {}) => {
  const fest: ColumnProps = festLinks ? { frozen: true, alignFrozen: 'left' } : {};
  return <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} pt={AUSWAHL_SPALTE} {...fest} />;
};

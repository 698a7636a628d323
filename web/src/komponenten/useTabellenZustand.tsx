/**
 * A list table's sort and page size, remembered (reference §2.10 "the chosen sort is remembered",
 * §9 "page size restored from the saved page size"): per table and user in localStorage, so they
 * outlast the tab and a sign-in, and a next user on the same machine starts from the defaults.
 * The page shown is not remembered: a new search starts at its first row. The columns the user
 * chose to see (Spaltenwahl.tsx) are remembered with them.
 */
import type { DataTablePageEvent, DataTableSortEvent } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { auswahlPassThrough } from './barrierefrei';
import type { PaginatorTemplateOptions } from 'primereact/paginator';
import { useCallback, useState } from 'react';
import { useBenutzer } from '../shell/Benutzer';

/** The page sizes every list offers (reference §9: 100 by default). */
export const SEITENGROESSEN = [20, 50, 100, 200, 500];
export const STANDARD_SEITENGROESSE = 100;

export interface TabellenZustand {
  sortField?: string;
  sortOrder?: 1 | -1;
  rows: number;
  /** The columns the user chose to see, by field; none chosen: the screen's own (spalten.ts). */
  spalten?: string[];
}

export const SEITENGROESSE_BESCHRIFTUNG = 'Zeilen je Seite';

/**
 * PrimeReact's paginator with the page-size choice named (its own dropdown has no accessible
 * name: axe 'select-name'), its stand-ins hidden and its open list named.
 */
export const BLAETTERN: PaginatorTemplateOptions = {
  layout: 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown',
  RowsPerPageDropdown: (o) => (
    <Dropdown
      value={o.value}
      options={o.options}
      onChange={o.onChange}
      appendTo={o.appendTo}
      // `aria-label` (not `ariaLabel`, which names only the arrow) reaches the focusable input.
      aria-label={SEITENGROESSE_BESCHRIFTUNG}
      title={SEITENGROESSE_BESCHRIFTUNG}
      // Named and mended as every dropdown (barrierefrei.ts, as in AuswahlFeld.tsx).
      pt={auswahlPassThrough(SEITENGROESSE_BESCHRIFTUNG)}
    />
  ),
};

type Speicher = Pick<Storage, 'getItem' | 'setItem'>;
const schluessel = (tabelle: string, benutzerId: string) => `lieferdesk:tabelle:${tabelle}:${benutzerId}`;

/** The remembered state, or the defaults where nothing (usable) is remembered. */
export function gemerkterZustand(
  speicher: Speicher,
  key: string,
  standard: TabellenZustand,
): TabellenZustand {
  try {
    const roh: unknown = JSON.parse(speicher.getItem(key) ?? 'null');
    if (typeof roh !== 'object' || roh === null) return standard;
    const g = roh as Record<string, unknown>;
    return {
      sortField: typeof g.sortField === 'string' ? g.sortField : standard.sortField,
      sortOrder: g.sortOrder === 1 || g.sortOrder === -1 ? g.sortOrder : standard.sortOrder,
      rows: typeof g.rows === 'number' && SEITENGROESSEN.includes(g.rows) ? g.rows : standard.rows,
      spalten:
        Array.isArray(g.spalten) && g.spalten.every((f) => typeof f === 'string')
          ? (g.spalten as string[])
          : standard.spalten,
    };
  } catch {
    return standard;
  }
}

export function merken(speicher: Speicher, key: string, zustand: TabellenZustand): void {
  try {
    speicher.setItem(key, JSON.stringify(zustand));
  } catch {
    // Storage full or refused (private mode): the table works, it only forgets.
  }
}

/**
 * Props for a paginated, sortable PrimeReact DataTable: spread `tabelle` onto it. `zuruecksetzen`
 * goes back to the first page (after a new search). `ersteZeile`: the page to start on, for a
 * screen that keeps its page itself (the archive, for the way back from its viewer).
 */
export function useTabellenZustand(tabelle: string, standard: Partial<TabellenZustand> = {}, ersteZeile = 0) {
  const ich = useBenutzer();
  const key = schluessel(tabelle, ich.id);
  const voll: TabellenZustand = { rows: STANDARD_SEITENGROESSE, ...standard };
  const [zustand, setZustand] = useState(() => gemerkterZustand(localStorage, key, voll));
  const [first, setFirst] = useState(ersteZeile);

  const aendern = useCallback(
    (neu: TabellenZustand) => {
      setZustand(neu);
      merken(localStorage, key, neu);
    },
    [key],
  );
  const onPage = (e: DataTablePageEvent) => {
    setFirst(e.first);
    if (e.rows !== zustand.rows) aendern({ ...zustand, rows: e.rows });
  };
  const onSort = (e: DataTableSortEvent) => {
    setFirst(0);
    aendern({
      ...zustand,
      sortField: typeof e.sortField === 'string' ? e.sortField : undefined,
      sortOrder: e.sortOrder === 1 || e.sortOrder === -1 ? e.sortOrder : undefined,
    });
  };
  return {
    zustand,
    spaltenWaehlen: (spalten: string[] | undefined) => aendern({ ...zustand, spalten }),
    zuruecksetzen: () => setFirst(0),
    tabelle: {
      paginator: true,
      first,
      rows: zustand.rows,
      rowsPerPageOptions: SEITENGROESSEN,
      paginatorTemplate: BLAETTERN,
      sortField: zustand.sortField,
      sortOrder: zustand.sortOrder,
      onPage,
      onSort,
    },
  };
}

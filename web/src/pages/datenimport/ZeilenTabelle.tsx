/**
 * The lines of the search (reference §2.4, §3 "Import line", §9): a page of 100 as the server
 * answered it (lazy: the server filters, sorts and counts), sortable by the columns the server
 * sorts by (Id, file name, company, interface, date), lines markable; row actions edit,
 * details and — where the line allows it — assign. Sorting and page are the parent's, so they
 * can be restored.
 */
import {
  DATENIMPORT_TEXTE as T,
  GEBUCHT_AB,
  IMPORT_SEITENGROESSE,
  MELDUNGEN,
  type ImportZeile,
} from '@lieferdesk/shared';
import { Column } from 'primereact/column';
import { DataTable, type DataTableSortEvent } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { AUSWAHL_SPALTE } from '../../komponenten/barrierefrei';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';
import { statusText, textVonUse4Booking } from './status';
import { formatZeitpunkt } from '../../format';
import type { Sortierung } from './zustand';

const S = T.spalten;
/** Reference §9: page size 100. */
export const SEITENGROESSE = IMPORT_SEITENGROESSE;

export interface ZeilenTabelleProps {
  /** The page shown (the server pages, sorts and filters: lazy mode). */
  zeilen: ImportZeile[];
  /** The search's rows: exact, or (genau false) more than `anzahl`. */
  gesamt: { anzahl: number; genau: boolean; weiter: boolean };
  /** Shown when the table is empty (no lines, or what to enter before searching). */
  leerText: string;
  laedt: boolean;
  auswahl: ImportZeile[];
  onAuswahl(auswahl: ImportZeile[]): void;
  /** The header checkbox: every line of the search is marked (not only the page's). */
  alleGewaehlt: boolean;
  onAlleWaehlen(gewaehlt: boolean): void;
  sortierung: Sortierung;
  onSortierung(sortierung: Sortierung): void;
  erste: number;
  onErste(erste: number): void;
  /** The line whose details are open: highlighted. */
  detailsId?: number;
  onBearbeiten(zeile: ImportZeile): void;
  onDetails(zeile: ImportZeile): void;
  onZuordnen(zeile: ImportZeile): void;
}

function statusSchwere(status: number): 'danger' | 'success' | 'info' | 'secondary' {
  if (status < 0) return 'danger';
  if (status >= GEBUCHT_AB) return 'success';
  return status === 1 ? 'info' : 'secondary';
}

export function ZeilenTabelle(p: ZeilenTabelleProps) {
  // The paginator's count: exact, or one more than known, so 'next' stays open while a next page exists.
  const gesamtZeilen = Math.max(
    p.gesamt.genau ? p.gesamt.anzahl : p.gesamt.anzahl + 1,
    p.erste + p.zeilen.length + (p.gesamt.weiter ? 1 : 0),
  );

  const aktionen = (z: ImportZeile) => (
    <span className="ld-zeilenaktionen">
      <ZeilenAktion
        label={T.zeileBearbeiten}
        icon="pi pi-pencil"
        onClick={() => p.onBearbeiten(z)}
        testId={`import-zeile-bearbeiten-${z.id}`}
      />
      <ZeilenAktion
        label={T.details}
        icon="pi pi-list"
        onClick={() => p.onDetails(z)}
        testId={`import-zeile-details-${z.id}`}
      />
      {z.actionDatensatz && (
        <ZeilenAktion
          label={T.zuordnen}
          icon="pi pi-link"
          onClick={() => p.onZuordnen(z)}
          testId={`import-zeile-zuordnen-${z.id}`}
        />
      )}
    </span>
  );

  return (
    <DataTable
      id="import-tabelle"
      className="ld-tabelle"
      value={p.zeilen}
      dataKey="id"
      loading={p.laedt}
      lazy
      paginator
      rows={SEITENGROESSE}
      first={p.erste}
      totalRecords={gesamtZeilen}
      // Pages go on by the server's token: forward one at a time, back to any page seen.
      paginatorTemplate="FirstPageLink PrevPageLink CurrentPageReport NextPageLink"
      currentPageReportTemplate={`{first}–{last} ${T.seiteVon} ${
        p.gesamt.genau ? p.gesamt.anzahl.toLocaleString('de-DE') : T.trefferMehrAls(p.gesamt.anzahl)
      }`}
      onPage={(e) => p.onErste(e.first)}
      sortField={p.sortierung.feld}
      sortOrder={p.sortierung.richtung}
      onSort={(e: DataTableSortEvent) =>
        p.onSortierung({
          feld: e.sortOrder ? e.sortField : undefined,
          richtung: e.sortOrder === 1 || e.sortOrder === -1 ? e.sortOrder : undefined,
        })
      }
      removableSort
      selectionMode="checkbox"
      selection={p.auswahl}
      onSelectionChange={(e) => p.onAuswahl(e.value)}
      selectAll={p.alleGewaehlt}
      onSelectAllChange={(e) => p.onAlleWaehlen(e.checked)}
      stripedRows
      rowClassName={(z: ImportZeile) =>
        z.id === p.detailsId ? 'import-zeile ld-zeile-offen' : 'import-zeile'
      }
      emptyMessage={p.leerText}
    >
      <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} pt={AUSWAHL_SPALTE} />
      {/* In front: a details panel at the window's right edge never covers them. */}
      <Column header={MELDUNGEN.aktionen} body={aktionen} />
      <Column
        field="id"
        header={S.id}
        sortable
        body={(z: ImportZeile) => <span data-testid={`import-zeile-${z.id}`}>{z.id}</span>}
      />
      <Column field="index" header={S.index} />
      <Column field="fileName" header={S.fileName} sortable />
      <Column field="gesellschaft" header={S.gesellschaft} sortable />
      <Column field="interfaceName" header={S.interfaceName} sortable />
      <Column
        field="status"
        header={S.status}
        body={(z: ImportZeile) => (
          <Tag
            severity={statusSchwere(z.status)}
            value={`${z.status} ${statusText(z.status)}`}
            data-testid={`import-zeile-status-${z.id}`}
          />
        )}
      />
      <Column
        field="date"
        header={S.date}
        sortable
        body={(z: ImportZeile) => formatZeitpunkt(z.date)}
        style={{ whiteSpace: 'nowrap' }}
      />
      <Column
        field="use4Booking"
        header={S.use4Booking}
        body={(z: ImportZeile) => textVonUse4Booking(z.use4Booking)}
      />
    </DataTable>
  );
}

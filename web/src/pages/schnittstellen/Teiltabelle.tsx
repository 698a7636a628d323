/**
 * A table of an interface's parts (its fields, its sub-interfaces): heading with the count,
 * 'add' for those who may change the interface, paged rows, and the part's dialog below.
 */
import { MELDUNGEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { DataTable } from 'primereact/datatable';
import type { ReactNode } from 'react';

const SEITENGROESSE = 20;

export function Teiltabelle<Z extends object>(p: {
  /** Element id of the table; its heading is `${id}-titel`. */
  id: string;
  titel: string;
  /** Prefix of the test ids (`${praefix}-hinzufuegen`) and the rows' class (`${praefix}-zeile`). */
  praefix: string;
  zeilen: Z[];
  dataKey: string;
  aendern: boolean;
  onHinzufuegen(): void;
  /** The table's columns. */
  children: ReactNode;
  /** The add/edit dialog, while open. */
  dialog?: ReactNode;
}) {
  return (
    <section className="ld-abschnitt" aria-labelledby={`${p.id}-titel`}>
      <div className="ld-werkzeugleiste">
        <h2 id={`${p.id}-titel`} className="ld-untertitel">
          {p.titel} ({p.zeilen.length})
        </h2>
        <span className="ld-fuellung" />
        {p.aendern && (
          <Button
            label={MELDUNGEN.hinzufuegen}
            icon="pi pi-plus"
            outlined
            onClick={p.onHinzufuegen}
            data-testid={`${p.praefix}-hinzufuegen`}
          />
        )}
      </div>
      <DataTable
        id={p.id}
        className="ld-tabelle"
        value={p.zeilen}
        dataKey={p.dataKey}
        paginator={p.zeilen.length > SEITENGROESSE}
        rows={SEITENGROESSE}
        stripedRows
        rowClassName={() => `${p.praefix}-zeile`}
        emptyMessage={MELDUNGEN.keineEintraege}
      >
        {p.children}
      </DataTable>
      {p.dialog}
    </section>
  );
}

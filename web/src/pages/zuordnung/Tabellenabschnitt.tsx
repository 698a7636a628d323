/**
 * A titled table of the assign page (the suggestions) and the customer and contract pages: the
 * section is named by its heading `#<id>-titel`, the table `#<id>` is small, in the app's style.
 */
import { DataTable, type DataTableProps, type DataTableValueArray } from 'primereact/datatable';

export function Tabellenabschnitt<Z extends DataTableValueArray>({
  id,
  titel,
  ...tabelle
}: { id: string; titel: string } & DataTableProps<Z>) {
  return (
    <section className="ld-vorschlaege" aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`} className="ld-karte-titel">
        {titel}
      </h2>
      <DataTable id={id} size="small" className="ld-tabelle" {...tabelle} />
    </section>
  );
}

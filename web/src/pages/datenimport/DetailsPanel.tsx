/** Reference §2.4, §3 "Line details": the line's values and its journal (time, text), over the table's right part. */
import { DATENIMPORT_TEXTE as T, MELDUNGEN, ROUTEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Panel } from 'primereact/panel';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useRef } from 'react';
import { useRoute } from '../../api/useRoute';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { formatZeitpunkt } from '../../format';

export function DetailsPanel({ id, onSchliessen }: { id: number; onSchliessen(): void }) {
  const { data, error, isLoading } = useRoute(ROUTEN.importZeileDetails, { id });
  const panel = useRef<Panel>(null);
  // Opened from a row low in the window, the panel starts there: the page scrolls just as far
  // as it takes to show the panel whole (further down the table it sticks below the header).
  useEffect(() => {
    panel.current?.getElement()?.scrollIntoView({ block: 'nearest' });
  }, [id]);

  const kopf = (
    <div className="ld-details-kopf">
      <span className="ld-untertitel">{T.detailsTitel(id)}</span>
      <Button
        id="import-details-schliessen"
        type="button"
        aria-label={MELDUNGEN.schliessen}
        tooltip={MELDUNGEN.schliessen}
        icon="pi pi-times"
        rounded
        text
        onClick={onSchliessen}
      />
    </div>
  );

  return (
    <Panel
      ref={panel}
      id="import-details"
      className="ld-details"
      headerTemplate={kopf}
      // Values and journal scroll inside the panel: focusable, so the keyboard can scroll them too.
      pt={{ toggleableContent: { tabIndex: 0 } }}
    >
      {isLoading && (
        <ProgressSpinner aria-label={MELDUNGEN.laedt} style={{ width: '2rem', height: '2rem' }} />
      )}
      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.ladenFehler} />}
      {data && (
        <div className="ld-details-inhalt">
          <section aria-labelledby="import-details-werte-titel">
            <h3 id="import-details-werte-titel" className="ld-details-titel">
              {T.werte}
            </h3>
            <dl className="ld-werteliste" data-testid="import-details-werte">
              {data.values.map((w, i) => (
                <div key={`${w.label}-${i}`} className="ld-wert">
                  <dt>{w.label}</dt>
                  <dd>{w.value}</dd>
                </div>
              ))}
            </dl>
            {data.values.length === 0 && <p className="ld-leise">{MELDUNGEN.keineEintraege}</p>}
          </section>
          <section aria-labelledby="import-details-journal-titel">
            <h3 id="import-details-journal-titel" className="ld-details-titel">
              {T.journal}
            </h3>
            <DataTable
              id="import-journal"
              value={data.journal}
              className="ld-tabelle"
              size="small"
              stripedRows
              emptyMessage={MELDUNGEN.keineEintraege}
            >
              <Column
                header={T.journalSpalten.zeit}
                body={(e: { label: string }) => formatZeitpunkt(e.label)}
                style={{ whiteSpace: 'nowrap', width: '9rem' }}
              />
              <Column field="value" header={T.journalSpalten.text} />
            </DataTable>
          </section>
        </div>
      )}
    </Panel>
  );
}

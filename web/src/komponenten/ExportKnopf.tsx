/**
 * A list's Excel export (issue 24 §2), one button for every list: the server exports every row
 * the list's current search selects — not only the page — with the columns shown, in their order.
 * The export is a job on the server (functions/src/listenExport/auftrag.ts): the button starts
 * it, a progress dialog polls its status (rows written so far) and, once done, the browser saves
 * the file from the link the status names. Closing the dialog does not stop the export: the app
 * follows it on (shell/Hintergrundexporte.tsx) and a message offers the file when it is done, on
 * whatever page the user is then. Errors (the bound, a refused search, too many exports running)
 * show as the server's German message; no file comes.
 */
import {
  LISTEN_EXPORT_TEXTE as T,
  type BodyVon,
  type ListenExportStand,
  type ListenExportStart,
  type Route,
} from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { rufe } from '../api/client';
import { exportStandAbfragen, useHintergrundexporte, zeilenZahl } from '../shell/Hintergrundexporte';
import { useMeldungen } from '../shell/Meldungen';
import { FortschrittDialog } from './FortschrittDialog';

type Exportfilter<R extends Route> = BodyVon<R> extends { filter: infer F } ? F : never;

export function ExportKnopf<R extends Route>(p: {
  id: string;
  route: R;
  /** The list's search as its list route takes it; none yet: nothing to export. */
  filter: Exportfilter<R> | undefined;
  /** The fields of the columns shown, in their order. */
  spalten: readonly string[];
  /** The table's sort, where the list sorts in the browser. */
  sortierung?: { feld: string; richtung: 1 | -1 };
}) {
  const meldungen = useMeldungen();
  const hintergrund = useHintergrundexporte();
  const [startet, setStartet] = useState(false);
  /** The job whose progress dialog is open. */
  const [job, setJob] = useState<string | null>(null);

  async function exportieren() {
    if (p.filter === undefined) return;
    setStartet(true);
    try {
      const body = { filter: p.filter, spalten: [...p.spalten], sortierung: p.sortierung } as BodyVon<R>;
      // Every export route answers the same (listenExportStart); a generic route's options are
      // not inferable here, hence the cast.
      const { jobId } = (await rufe(p.route as Route, { body } as never)) as ListenExportStart;
      setJob(jobId);
    } catch (e) {
      meldungen.fehler(e);
    } finally {
      setStartet(false);
    }
  }

  function fertig(stand: ListenExportStand) {
    setJob(null);
    if (!stand.datei) return;
    meldungen.info(T.fertig(zeilenZahl(stand.datei.zeilen)));
    // An attachment: the browser saves it and stays on the page.
    window.location.assign(stand.datei.url);
  }

  const laeuft = startet || job !== null;
  return (
    <>
      <Button
        id={p.id}
        type="button"
        label={T.knopf}
        icon="pi pi-file-excel"
        outlined
        loading={laeuft}
        disabled={laeuft || p.filter === undefined || p.spalten.length === 0}
        tooltip={laeuft ? T.laeuft : T.knopfTitel}
        tooltipOptions={{ position: 'bottom' }}
        onClick={() => void exportieren()}
      />
      {job !== null && (
        <FortschrittDialog<ListenExportStand>
          id={`${p.id}-fortschritt`}
          titel={T.dialogTitel}
          abfragen={(signal) => exportStandAbfragen(job, signal)}
          unbestimmt={(stand) => T.zeilenGeschrieben(zeilenZahl(stand?.act ?? 0))}
          onFertig={fertig}
          onFehler={(e) => {
            setJob(null);
            meldungen.fehler(e);
          }}
          onSchliessen={() => {
            setJob(null);
            hintergrund.verfolgen(job);
            meldungen.info(T.laeuftWeiter);
          }}
        />
      )}
    </>
  );
}

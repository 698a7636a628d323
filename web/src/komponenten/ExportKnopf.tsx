/**
 * A list's Excel export (issue 24 §2), one button for every list: the server exports every row
 * the list's current search selects — not only the page — with the columns shown, in their order.
 * The export is a job on the server (functions/src/listenExport/auftrag.ts): the button starts
 * it, a progress dialog polls its status (rows written so far) and, once done, the browser saves
 * the file from the link the status names. Closing the dialog does not stop the export: it goes
 * on, polled here without the dialog, and a message offers the file when it is done — as long as
 * the page stays open. Errors (the bound, a refused search) show as the server's German message;
 * no file comes.
 */
import {
  LISTEN_EXPORT_TEXTE as T,
  ROUTEN,
  type BodyVon,
  type ListenExportStand,
  type ListenExportStart,
  type Route,
} from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { rufe } from '../api/client';
import { useMeldungen } from '../shell/Meldungen';
import { FortschrittDialog } from './FortschrittDialog';
import { fortschrittVerfolgen, istAbbruch } from './fortschritt';

type Exportfilter<R extends Route> = BodyVon<R> extends { filter: infer F } ? F : never;

const zahl = (n: number) => n.toLocaleString('de-DE');

/** The job's status: its progress, once done its file. */
const standAbfragen = (jobId: string, signal?: AbortSignal) =>
  rufe(ROUTEN.listenExportStand, { query: { id: jobId }, signal });

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
  const [startet, setStartet] = useState(false);
  /** The running job, and whether its dialog is open (closed: polled in the background). */
  const [job, setJob] = useState<{ id: string; dialog: boolean } | null>(null);

  async function exportieren() {
    if (p.filter === undefined) return;
    setStartet(true);
    try {
      const body = { filter: p.filter, spalten: [...p.spalten], sortierung: p.sortierung } as BodyVon<R>;
      // Every export route answers the same (listenExportStart); a generic route's options are
      // not inferable here, hence the cast.
      const { jobId } = (await rufe(p.route as Route, { body } as never)) as ListenExportStart;
      setJob({ id: jobId, dialog: true });
    } catch (e) {
      meldungen.fehler(e);
    } finally {
      setStartet(false);
    }
  }

  const ende = {
    fertig(stand: ListenExportStand, imDialog: boolean) {
      setJob(null);
      if (!stand.datei) return;
      if (imDialog) {
        meldungen.info(T.fertig(zahl(stand.datei.zeilen)));
        // An attachment: the browser saves it and stays on the page.
        window.location.assign(stand.datei.url);
      } else {
        // Not saved unasked once the user turned away: offered.
        meldungen.link(T.fertig(zahl(stand.datei.zeilen)), { text: T.herunterladen, href: stand.datei.url });
      }
    },
    fehler(e: unknown) {
      setJob(null);
      meldungen.fehler(e);
    },
  };
  // The background loop calls the latest callbacks.
  const enden = useRef(ende);
  useLayoutEffect(() => {
    enden.current = ende;
  });

  const jobId = job && !job.dialog ? job.id : undefined;
  useEffect(() => {
    if (jobId === undefined) return;
    const abbruch = new AbortController();
    fortschrittVerfolgen<ListenExportStand>({
      abfragen: (signal) => standAbfragen(jobId, signal),
      signal: abbruch.signal,
    }).then(
      (stand) => enden.current.fertig(stand, false),
      (e: unknown) => {
        if (!istAbbruch(e)) enden.current.fehler(e);
      },
    );
    return () => abbruch.abort();
  }, [jobId]);

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
      {job?.dialog && (
        <FortschrittDialog<ListenExportStand>
          id={`${p.id}-fortschritt`}
          titel={T.dialogTitel}
          abfragen={(signal) => standAbfragen(job.id, signal)}
          unbestimmt={(stand) => T.zeilenGeschrieben(zahl(stand?.act ?? 0))}
          onFertig={(stand) => ende.fertig(stand, true)}
          onFehler={ende.fehler}
          onSchliessen={() => {
            setJob({ id: job.id, dialog: false });
            meldungen.info(T.laeuftWeiter);
          }}
        />
      )}
    </>
  );
}

/**
 * A list's Excel export (issue 24 §2), one button for every list: the server exports every row
 * the list's current search selects — not only the page — with the columns shown, in their order
 * (functions/src/listenExport), and answers a link the browser saves the file from. Beyond the
 * bound the server's German message shows, and no file comes.
 */
import {
  LISTEN_EXPORT_TEXTE as T,
  type BodyVon,
  type ListenExportAntwort,
  type Route,
} from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { rufe } from '../api/client';
import { useMeldungen } from '../shell/Meldungen';

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
  const [laeuft, setLaeuft] = useState(false);

  async function exportieren() {
    if (p.filter === undefined) return;
    setLaeuft(true);
    try {
      const body = { filter: p.filter, spalten: [...p.spalten], sortierung: p.sortierung } as BodyVon<R>;
      // Every export route answers the same (listenExportAntwort); a generic route's options are
      // not inferable here, hence the cast.
      const datei = (await rufe(p.route as Route, { body } as never)) as ListenExportAntwort;
      meldungen.info(T.fertig(datei.zeilen.toLocaleString('de-DE')));
      // An attachment: the browser saves it and stays on the page.
      window.location.assign(datei.url);
    } catch (e) {
      meldungen.fehler(e);
    } finally {
      setLaeuft(false);
    }
  }

  return (
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
  );
}

/**
 * The progress modal of long work (reference §2.4 "evaluation progress", "progress"; §4): a progress
 * bar (max 10000 until the server names one) fed by polling — first after 1 s, then every 3 s —
 * until act >= max; then the parent gets the last record (to show sLabel) and closes it. A failed
 * poll goes to the parent as well (reference §8: server text as danger, dialog closes). Closing it by
 * hand only stops watching; the work on the server goes on.
 */
import { MELDUNGEN, type Fortschritt } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fortschrittVerfolgen, istAbbruch, prozentVon, STANDARD_MAX } from './fortschritt';
import { beimSchliessen } from './dialogSchliessen';

export interface FortschrittDialogProps<S extends Fortschritt = Fortschritt> {
  titel: string;
  abfragen(signal?: AbortSignal): Promise<S>;
  onFertig(stand: S): void;
  onFehler(fehler: unknown): void;
  onSchliessen(): void;
  id?: string;
  /**
   * Work whose total the server knows only at its end (a list export: rows until the list ends):
   * the bar moves without a percentage, and this line says how far it is instead of act / max.
   */
  unbestimmt?: (stand: S | undefined) => string;
}

export function FortschrittDialog<S extends Fortschritt = Fortschritt>({
  titel,
  abfragen,
  onFertig,
  onFehler,
  onSchliessen,
  id = 'fortschritt-dialog',
  unbestimmt,
}: FortschrittDialogProps<S>) {
  const [stand, setStand] = useState<S | undefined>();
  // The loop runs once per dialog; it calls the parent's latest callbacks.
  const rueckrufe = useRef({ abfragen, onFertig, onFehler });
  useLayoutEffect(() => {
    rueckrufe.current = { abfragen, onFertig, onFehler };
  });

  useEffect(() => {
    const abbruch = new AbortController();
    fortschrittVerfolgen<S>({
      abfragen: (signal) => rueckrufe.current.abfragen(signal),
      onStand: setStand,
      signal: abbruch.signal,
    }).then(
      (letzter) => rueckrufe.current.onFertig(letzter),
      (e: unknown) => {
        if (!istAbbruch(e)) rueckrufe.current.onFehler(e);
      },
    );
    return () => abbruch.abort();
  }, []);

  const max = stand && stand.max > 0 ? stand.max : STANDARD_MAX;
  return (
    <Dialog
      id={id}
      visible
      modal
      header={titel}
      onHide={beimSchliessen(onSchliessen)}
      style={{ width: '32rem' }}
      breakpoints={{ '640px': '95vw' }}
      footer={
        <Button
          id={`${id}-schliessen`}
          type="button"
          label={MELDUNGEN.schliessen}
          icon="pi pi-times"
          outlined
          onClick={onSchliessen}
        />
      }
    >
      {unbestimmt ? (
        <ProgressBar mode="indeterminate" aria-label={titel} data-testid={`${id}-balken`} />
      ) : (
        <ProgressBar
          value={prozentVon(stand)}
          aria-valuemin={0}
          aria-valuemax={100}
          data-testid={`${id}-balken`}
        />
      )}
      <p className="ld-leise" data-testid={`${id}-stand`}>
        {unbestimmt ? unbestimmt(stand) : `${stand?.act ?? 0} / ${max}`}
        {stand?.sInfo ? ` – ${stand.sInfo}` : ''}
      </p>
    </Dialog>
  );
}

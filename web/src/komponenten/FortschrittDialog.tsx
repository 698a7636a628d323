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

export interface FortschrittDialogProps {
  titel: string;
  abfragen(signal?: AbortSignal): Promise<Fortschritt>;
  onFertig(stand: Fortschritt): void;
  onFehler(fehler: unknown): void;
  onSchliessen(): void;
  id?: string;
}

export function FortschrittDialog({
  titel,
  abfragen,
  onFertig,
  onFehler,
  onSchliessen,
  id = 'fortschritt-dialog',
}: FortschrittDialogProps) {
  const [stand, setStand] = useState<Fortschritt | undefined>();
  // The loop runs once per dialog; it calls the parent's latest callbacks.
  const rueckrufe = useRef({ abfragen, onFertig, onFehler });
  useLayoutEffect(() => {
    rueckrufe.current = { abfragen, onFertig, onFehler };
  });

  useEffect(() => {
    const abbruch = new AbortController();
    fortschrittVerfolgen({
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
      <ProgressBar
        value={prozentVon(stand)}
        aria-valuemin={0}
        aria-valuemax={100}
        data-testid={`${id}-balken`}
      />
      <p className="ld-leise" data-testid={`${id}-stand`}>
        {stand?.act ?? 0} / {max}
        {stand?.sInfo ? ` – ${stand.sInfo}` : ''}
      </p>
    </Dialog>
  );
}

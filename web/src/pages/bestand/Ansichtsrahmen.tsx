/**
 * The frame of a read-only portfolio page (customer, contract): its heading, the error with a
 * retry (not for "not found" — retrying cannot help), the spinner while loading, then the page.
 */
import { MELDUNGEN, ZUORDNUNG_TEXTE as T } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { ReactNode } from 'react';
import type { ApiFehler } from '../../api/client';
import { fehlerText } from '../../shell/Meldungen';

export interface Abfrage<D> {
  data?: D;
  error?: ApiFehler;
  isLoading: boolean;
  mutate: () => unknown;
}

export function Ansichtsrahmen<D>(p: {
  titel: string;
  /** data-testid of the error bar. */
  fehlerTestId: string;
  /** The number in the address is no number: nothing was asked. */
  ungueltig: boolean;
  abfrage: Abfrage<D>;
  children: (daten: D) => ReactNode;
}) {
  const { data, error, isLoading, mutate } = p.abfrage;
  const kopf = <h1 className="ld-titel">{p.titel}</h1>;
  if (p.ungueltig || error) {
    return (
      <section>
        {kopf}
        <div className="ld-werkzeugleiste" role="alert" data-testid={p.fehlerTestId}>
          <Message severity="error" text={p.ungueltig ? T.ungueltigeNummer : fehlerText(error)} />
          {error && error.status !== 404 && (
            <Button
              label={MELDUNGEN.erneutVersuchen}
              icon="pi pi-refresh"
              text
              onClick={() => void mutate()}
            />
          )}
        </div>
      </section>
    );
  }
  return (
    <section>
      {kopf}
      {data === undefined ? isLoading && <ProgressSpinner aria-label={MELDUNGEN.laedt} /> : p.children(data)}
    </section>
  );
}

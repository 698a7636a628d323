/**
 * The frame of a page that shows one loaded record (customer, contract, the assign page's line):
 * its heading; the error with a retry while there is nothing to show (not for "not found" —
 * retrying cannot help); the spinner while loading; then the page — with the error of a later
 * reload above it, the last data kept on screen.
 */
import { MELDUNGEN } from '@lieferdesk/shared';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { ReactNode } from 'react';
import type { ApiFehler } from '../api/client';
import { Fehlerleiste } from './Fehlerleiste';

export interface Abfrage<D> {
  data?: D;
  error?: ApiFehler;
  isLoading: boolean;
  mutate: () => unknown;
}

export function Ansichtsrahmen<D>(p: {
  titel: string;
  /** data-testid of the error bar shown instead of the page. */
  fehlerTestId: string;
  /** Why nothing was asked (the address names no valid number); the page is not shown. */
  ohneAnfrage?: string;
  abfrage: Abfrage<D>;
  children: (daten: D) => ReactNode;
}) {
  const { data, error, isLoading, mutate } = p.abfrage;
  const kopf = <h1 className="ld-titel">{p.titel}</h1>;
  if (p.ohneAnfrage !== undefined || (error && data === undefined)) {
    return (
      <section>
        {kopf}
        <Fehlerleiste
          fehler={error}
          text={p.ohneAnfrage}
          onErneut={error && error.status !== 404 ? mutate : undefined}
          testId={p.fehlerTestId}
        />
      </section>
    );
  }
  return (
    <section>
      {kopf}
      {data === undefined ? (
        isLoading && <ProgressSpinner aria-label={MELDUNGEN.laedt} />
      ) : (
        <>
          {error && <Fehlerleiste fehler={error} />}
          {p.children(data)}
        </>
      )}
    </section>
  );
}

/**
 * The columns of a table row that do not fit a 1280 px window, shown in the row's PrimeReact
 * row expansion as label–value pairs: the table keeps the columns that matter, and nothing of
 * the row is out of reach. `useZeilenerweiterung` gives a DataTable the expander's state.
 */
import type { DataTableExpandedRows, DataTableValueArray } from 'primereact/datatable';
import { useState, type ReactNode } from 'react';

export interface Zusatzangabe {
  label: string;
  wert: ReactNode;
  /** data-testid of the value. */
  testId?: string;
  /** Class of the pair (the assign page marks a matching value green). */
  klasse?: string;
  /** Tooltip of the value. */
  titel?: string;
}

const leer = (wert: ReactNode) => wert === undefined || wert === null || wert === '';

export function Zeilenerweiterung({ angaben, testId }: { angaben: Zusatzangabe[]; testId?: string }) {
  return (
    <dl className="ld-zeilenerweiterung" data-testid={testId}>
      {angaben.map((a) => (
        <div key={a.label} className={a.klasse ? `ld-zusatz ${a.klasse}` : 'ld-zusatz'}>
          <dt>{a.label}</dt>
          <dd data-testid={a.testId} title={a.titel}>
            {leer(a.wert) ? '–' : a.wert}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The rows a table has open, and the props that let its expander open and close them. */
export function useZeilenerweiterung() {
  const [offen, setOffen] = useState<DataTableValueArray | DataTableExpandedRows>();
  return {
    expandedRows: offen,
    onRowToggle: (e: { data: DataTableValueArray | DataTableExpandedRows }) => setOffen(e.data),
  };
}

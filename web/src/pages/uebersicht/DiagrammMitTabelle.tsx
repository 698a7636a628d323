/**
 * A chart and its text alternative (WCAG 1.1.1): the same figures as a table, behind a toggle.
 * The chart draws on a canvas named as an image that points to the table; PrimeReact's Chart
 * loads chart.js itself, on first use, so neither weighs on any other page.
 */
import { UEBERSICHT_TEXTE as T } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Chart } from 'primereact/chart';
import { useState, type ReactNode } from 'react';

export function DiagrammMitTabelle({
  id,
  titel,
  typ,
  daten,
  optionen,
  tabelle,
  kopf,
}: {
  id: string;
  titel: string;
  typ: 'bar' | 'line';
  daten: object;
  optionen: object;
  tabelle: ReactNode;
  /** Controls beside the title (a filter of the chart). */
  kopf?: ReactNode;
}) {
  const [alsTabelle, setAlsTabelle] = useState(false);
  return (
    <section className="ld-uebersicht-kachel" aria-labelledby={`${id}-titel`} data-testid={id}>
      <div className="ld-uebersicht-kopf">
        <h2 id={`${id}-titel`}>{titel}</h2>
        {kopf}
        <Button
          label={alsTabelle ? T.alsDiagramm : T.alsTabelle}
          icon={alsTabelle ? 'pi pi-chart-bar' : 'pi pi-table'}
          text
          size="small"
          aria-controls={`${id}-inhalt`}
          onClick={() => setAlsTabelle((t) => !t)}
          data-testid={`${id}-umschalter`}
        />
      </div>
      {/* The table scrolls inside its tile: a region that scrolls must be reachable by keyboard
          (WCAG 2.1.1, axe scrollable-region-focusable), named by the tile's title. */}
      <div
        id={`${id}-inhalt`}
        className="ld-uebersicht-inhalt"
        {...(alsTabelle ? { tabIndex: 0, role: 'region', 'aria-labelledby': `${id}-titel` } : {})}
      >
        {alsTabelle ? (
          tabelle
        ) : (
          <div data-testid={`${id}-diagramm`}>
            <Chart
              type={typ}
              data={daten}
              options={optionen}
              ariaLabel={T.diagramm(titel)}
              style={{ height: '18rem' }}
            />
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * The column chooser above a list table: 'Spalten' opens a group of checkboxes, one per column
 * of the screen, in the table's order; a change shows or hides the column at once and is
 * remembered for the screen (useTabellenZustand). 'Standardspalten' goes back to the screen's
 * own choice. Inline, not an overlay: it never covers the table it changes, and Esc and the
 * focus need no handling of their own.
 */
import { LISTENTABELLE_TEXTE as T } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Kontrollkaestchengruppe } from './Kontrollkaestchengruppe';
import { inSpaltenfolge, type SpaltenAngabe } from './spalten';

export function Spaltenwahl({
  id,
  spalten,
  sichtbar,
  onWaehlen,
}: {
  id: string;
  spalten: readonly SpaltenAngabe[];
  sichtbar: ReadonlySet<string>;
  /** The fields to show, in the table's order; undefined: the screen's own choice. */
  onWaehlen(felder: string[] | undefined): void;
}) {
  const [offen, setOffen] = useState(false);
  return (
    <div className="ld-spaltenwahl">
      <Button
        id={`${id}-knopf`}
        type="button"
        label={T.spalten}
        icon="pi pi-table"
        text
        size="small"
        aria-expanded={offen}
        aria-controls={`${id}-felder`}
        title={T.spaltenAuswaehlen}
        onClick={() => setOffen((o) => !o)}
      />
      {offen && (
        <div className="ld-spaltenwahl-felder">
          <Kontrollkaestchengruppe
            id={`${id}-felder`}
            legende={T.angezeigteSpalten}
            beschriftungen={spalten.map((s) => s.titel)}
            werte={spalten.map((s) => sichtbar.has(s.feld))}
            onWerte={(werte) =>
              onWaehlen(
                inSpaltenfolge(spalten, new Set(spalten.filter((_, i) => werte[i]).map((s) => s.feld))),
              )
            }
          />
          <Button
            id={`${id}-standard`}
            type="button"
            label={T.standardSpalten}
            link
            size="small"
            onClick={() => onWaehlen(undefined)}
          />
        </div>
      )}
    </div>
  );
}

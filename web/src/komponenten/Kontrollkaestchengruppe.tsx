/**
 * The checkbox-group input (reference §1 item 14): a labelled group (fieldset/legend) of
 * checkboxes bound to an array of booleans, one per label, in order — e.g. the weekdays Monday
 * to Sunday of a planned interface run (reference §9: indices 0–6 from Monday).
 */
import { Checkbox } from 'primereact/checkbox';

export function Kontrollkaestchengruppe({
  id,
  legende,
  beschriftungen,
  werte,
  onWerte,
  meldung,
}: {
  id: string;
  legende: string;
  beschriftungen: readonly string[];
  werte: readonly boolean[];
  onWerte(werte: boolean[]): void;
  meldung?: string;
}) {
  return (
    <fieldset
      id={id}
      className="ld-kontrollgruppe"
      aria-describedby={meldung ? `${id}-fehler` : undefined}
      data-testid={id}
    >
      <legend>{legende}</legend>
      {beschriftungen.map((beschriftung, i) => (
        <span key={beschriftung} className="ld-kontrollgruppe-eintrag">
          <Checkbox
            inputId={`${id}-${i}`}
            checked={werte[i] ?? false}
            onChange={(e) =>
              onWerte(beschriftungen.map((_, j) => (j === i ? !!e.checked : (werte[j] ?? false))))
            }
          />
          <label htmlFor={`${id}-${i}`}>{beschriftung}</label>
        </span>
      ))}
      {meldung && (
        <small id={`${id}-fehler`} className="p-error">
          {meldung}
        </small>
      )}
    </fieldset>
  );
}

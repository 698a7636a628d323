/**
 * A labelled dropdown, wired one way everywhere: the dropdown's id is `id`, its focusable input
 * `{id}-eingabe`, which the label names (browser tests choose by `#id`, screen readers read the
 * label). In a checked form the message below it is `#{id}-eingabe-fehler`, which describes it.
 *
 * PrimeReact adds two unnamed stand-ins beside that input: a hidden native select (for forms)
 * and the arrow, a non-focusable role=button named only by a placeholder. The labelled input
 * is the one way in for keyboard and screen reader, so both stand-ins are hidden from them; the
 * open list and its search field are named after the label (barrierefrei.ts).
 */
import { Dropdown, type DropdownProps } from 'primereact/dropdown';
import { auswahlPassThrough } from './barrierefrei';

export type AuswahlFeldProps = Omit<DropdownProps, 'id' | 'inputId'> & {
  id: string;
  beschriftung: string;
  /**
   * In a checked form: the field's message, empty while the value is valid. Its slot stays in
   * place either way, so the form does not jump when a message appears.
   */
  pruefung?: { meldung?: string };
  /** Label beside the dropdown instead of above it (a filter in a toolbar). */
  nebeneinander?: boolean;
};

export const eingabeId = (id: string) => `${id}-eingabe`;
export const meldungsId = (id: string) => `${eingabeId(id)}-fehler`;

export function AuswahlFeld({
  id,
  beschriftung,
  pruefung,
  nebeneinander,
  className,
  pt,
  ...auswahl
}: AuswahlFeldProps) {
  const meldung = pruefung?.meldung;
  const benannt = auswahlPassThrough(beschriftung);
  const klassen = [className, meldung ? 'p-invalid' : undefined].filter(Boolean).join(' ');
  return (
    <div className={nebeneinander ? 'ld-feld ld-feld-nebeneinander' : 'ld-feld'}>
      <label htmlFor={eingabeId(id)}>{beschriftung}</label>
      <Dropdown
        optionLabel="label"
        optionValue="value"
        aria-describedby={pruefung ? meldungsId(id) : undefined}
        {...auswahl}
        pt={{
          ...pt,
          ...benannt,
          // A disabled dropdown greys its shown value like a disabled input: say it is disabled.
          root: { ...benannt.root, 'aria-disabled': auswahl.disabled || undefined },
        }}
        id={id}
        inputId={eingabeId(id)}
        className={klassen || undefined}
      />
      {pruefung && (
        <small id={meldungsId(id)} className="p-error" data-testid={meldungsId(id)}>
          {meldung ?? ''}
        </small>
      )}
    </div>
  );
}

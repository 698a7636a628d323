/**
 * The fields of a checked form: a labelled input with its message below it (`#<id>-fehler`), and
 * the text and number inputs bound to a draft (`useFormular`'s `bindung`), marked invalid while
 * their field has a message.
 */
import { InputNumber, type InputNumberProps } from 'primereact/inputnumber';
import { InputText, type InputTextProps } from 'primereact/inputtext';
import type { ReactNode } from 'react';

interface Rahmen {
  id: string;
  beschriftung: string;
  meldung?: string;
  /** Spans the whole row of a grid form (long expressions). */
  breit?: boolean;
  /** The label for screen readers only: one field of a list whose legend names them all. */
  beschriftungVerborgen?: boolean;
}

interface Gebunden<W> extends Rahmen {
  wert: W;
  onWert(wert: W): void;
}

export function Formularfeld({
  id,
  beschriftung,
  meldung,
  children,
  breit,
  beschriftungVerborgen,
}: Rahmen & { children: ReactNode }) {
  return (
    <div className={breit ? 'ld-feld ld-feld-breit' : 'ld-feld'}>
      <label htmlFor={id} className={beschriftungVerborgen ? 'ld-unsichtbar' : undefined}>
        {beschriftung}
      </label>
      {children}
      <small id={`${id}-fehler`} className="p-error" data-testid={`${id}-fehler`}>
        {meldung ?? ''}
      </small>
    </div>
  );
}

export const ungueltig = (meldung: string | undefined) => (meldung ? 'p-invalid' : undefined);

export function TextFeld({
  id,
  beschriftung,
  meldung,
  breit,
  wert,
  onWert,
  ...eingabe
}: Gebunden<string> & Omit<InputTextProps, 'id' | 'value' | 'onChange' | 'className'>) {
  return (
    <Formularfeld id={id} beschriftung={beschriftung} meldung={meldung} breit={breit}>
      <InputText
        id={id}
        value={wert}
        onChange={(e) => onWert(e.target.value)}
        className={ungueltig(meldung)}
        {...eingabe}
      />
    </Formularfeld>
  );
}

/** A whole number from 0, without grouping; empty is null. */
export function ZahlFeld({
  id,
  beschriftung,
  meldung,
  breit,
  wert,
  onWert,
  ...eingabe
}: Gebunden<number | null> &
  Omit<InputNumberProps, 'inputId' | 'value' | 'onChange' | 'onValueChange' | 'inputClassName'>) {
  return (
    <Formularfeld id={id} beschriftung={beschriftung} meldung={meldung} breit={breit}>
      <InputNumber
        inputId={id}
        value={wert}
        onChange={(e) => onWert(e.value ?? null)}
        onValueChange={(e) => onWert(e.value ?? null)}
        useGrouping={false}
        maxFractionDigits={0}
        min={0}
        inputClassName={ungueltig(meldung)}
        {...eingabe}
      />
    </Formularfeld>
  );
}

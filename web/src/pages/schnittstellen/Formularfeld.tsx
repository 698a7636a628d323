import type { ReactNode } from 'react';

/** A labelled input with its message below it (`#<id>-fehler`), as in the category dialog. */
export function Formularfeld({
  id,
  beschriftung,
  meldung,
  children,
  breit,
}: {
  id: string;
  beschriftung: string;
  meldung?: string;
  children: ReactNode;
  /** Spans the whole row of a grid form (long expressions). */
  breit?: boolean;
}) {
  return (
    <div className={breit ? 'ld-feld ld-feld-breit' : 'ld-feld'}>
      <label htmlFor={id}>{beschriftung}</label>
      {children}
      <small id={`${id}-fehler`} className="p-error" data-testid={`${id}-fehler`}>
        {meldung ?? ''}
      </small>
    </div>
  );
}

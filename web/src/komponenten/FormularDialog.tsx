/**
 * A modal form dialog: the form, cancel and save. Save submits the form `${praefix}-formular`,
 * so Enter in a field and the button take the same path; both are locked while saving, and the
 * dialog cannot be closed then. Opened, it puts the focus into the field `fokus` (the dialog
 * moves the focus, as a modal must, not the field itself on mount). Closing it with changes not
 * saved (Esc, the cross, 'Abbrechen') asks first; Esc in an open dropdown closes only that.
 */
import { MELDUNGEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { darfSchliessen } from './sicherheitsabfrage';
import type { Formularstand } from './useFormular';
import { escSchonVerwendet } from './dialogSchliessen';

/** Where a user types: a field he is in keeps the focus when the dialog has shown. */
const EINGABEFELD = 'input:not([type="checkbox"]):not([type="radio"]), textarea';

export function FormularDialog(p: {
  /** Ids: `${praefix}-dialog`, `${praefix}-formular`, `${praefix}-abbrechen`, `${praefix}-speichern`. */
  praefix: string;
  titel: string;
  /** The form's state (useFormular): save is locked while it is invalid or saving. */
  formular: Formularstand;
  onAbbrechen: () => void;
  /** Width, and the screen width below which the dialog takes 95 % of it. */
  breite: { rem: number; umbruchPx: number };
  /** Extra class of the form (a grid layout). */
  formularKlasse?: string;
  /** Id of the field that has the focus once the dialog shows. */
  fokus?: string;
  children: ReactNode;
}) {
  const { speichert, geaendert } = p.formular;
  // PrimeReact's Dialog renews its Esc listener in a passive effect: an Esc right after a change
  // may still reach the listener of the render before it. It reads the state of the last commit
  // here, so no change is dropped without the question.
  const geaendertZuletzt = useRef(geaendert);
  useLayoutEffect(() => {
    geaendertZuletzt.current = geaendert;
  }, [geaendert]);
  const abbrechen = async () => {
    if (await darfSchliessen(geaendertZuletzt.current)) p.onAbbrechen();
  };
  const fuss = (
    <div>
      <Button
        id={`${p.praefix}-abbrechen`}
        type="button"
        label={MELDUNGEN.abbrechen}
        icon="pi pi-times"
        outlined
        onClick={() => void abbrechen()}
        disabled={speichert}
      />
      <Button
        id={`${p.praefix}-speichern`}
        type="submit"
        form={`${p.praefix}-formular`}
        label={MELDUNGEN.speichern}
        icon="pi pi-check"
        disabled={p.formular.daten === undefined || speichert}
        loading={speichert}
      />
    </div>
  );
  return (
    <Dialog
      id={`${p.praefix}-dialog`}
      visible
      modal
      header={p.titel}
      footer={fuss}
      onHide={(ereignis?: unknown) => {
        if (!escSchonVerwendet(ereignis)) void abbrechen();
      }}
      onShow={() => {
        // The dialog shows after its animation: a user who is already typing in one of its fields
        // keeps his field (the focus moved away would send the rest of his keys elsewhere).
        const aktiv = document.activeElement;
        const imDialog = document.getElementById(`${p.praefix}-dialog`)?.contains(aktiv) ?? false;
        if (imDialog && aktiv instanceof HTMLElement && aktiv.matches(EINGABEFELD)) return;
        if (p.fokus) document.getElementById(p.fokus)?.focus();
      }}
      closable={!speichert}
      style={{ width: `${p.breite.rem}rem` }}
      breakpoints={{ [`${p.breite.umbruchPx}px`]: '95vw' }}
    >
      <form
        id={`${p.praefix}-formular`}
        className={['ld-formular', p.formularKlasse].filter(Boolean).join(' ')}
        onSubmit={(e) => void p.formular.absenden(e)}
        noValidate
      >
        {p.children}
      </form>
    </Dialog>
  );
}

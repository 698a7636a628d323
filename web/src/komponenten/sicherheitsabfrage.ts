/**
 * The security prompt (reference §2.4: 'Sicherheitsabfrage', Ja/Nein) on the app's one
 * ConfirmDialog (shell/Meldungen). Resolves true for Ja, false for Nein or closing.
 */
import { MELDUNGEN } from '@lieferdesk/shared';
import { confirmDialog } from 'primereact/confirmdialog';

/** A destructive action's 'Ja' in red, a risky one's in orange. */
export interface AbfrageOptionen {
  gefaehrlich?: boolean;
  warnung?: boolean;
}

export function sicherheitsabfrage(frage: string, o: AbfrageOptionen = {}): Promise<boolean> {
  return new Promise((antwort) => {
    confirmDialog({
      header: MELDUNGEN.sicherheitsabfrage,
      message: frage,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: MELDUNGEN.ja,
      rejectLabel: MELDUNGEN.nein,
      acceptClassName: o.gefaehrlich ? 'p-button-danger' : o.warnung ? 'p-button-warning' : undefined,
      defaultFocus: 'reject',
      accept: () => antwort(true),
      reject: () => antwort(false),
      onHide: () => antwort(false),
    });
  });
}

/**
 * Before a dialog that holds work closes (Esc, the cross, 'Abbrechen'): asks `frage`
 * (by default whether to drop unsaved changes); without work it closes at once. Resolves true
 * when the dialog may close.
 */
export async function darfSchliessen(
  hatArbeit: boolean,
  frage: string = MELDUNGEN.aenderungenVerwerfenFrage,
): Promise<boolean> {
  return !hatArbeit || (await sicherheitsabfrage(frage, { warnung: true }));
}

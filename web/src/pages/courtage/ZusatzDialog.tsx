/**
 * The extra text of a row (reference §7 edit_zusatz) in a small dialog: checked with the shared
 * schema as typed; closing it (Esc, the cross, 'Abbrechen') with a changed text asks before the
 * text is dropped (FormularDialog).
 */
import { COURTAGE_TEXTE as T, courtageZusatz, ZUSATZ_LAENGE, type CourtageDatei } from '@lieferdesk/shared';
import { useCallback } from 'react';
import { TextFeld } from '../../komponenten/Formularfeld';
import { FormularDialog } from '../../komponenten/FormularDialog';
import { useFormular } from '../../komponenten/useFormular';

interface Entwurf {
  zusatz: string;
}

export function ZusatzDialog({
  zeile,
  onSpeichern,
  onAbbrechen,
}: {
  zeile: CourtageDatei;
  onSpeichern(zusatz: string): Promise<void>;
  onAbbrechen(): void;
}) {
  const pruefe = useCallback(
    (e: Entwurf) => {
      const ergebnis = courtageZusatz.safeParse({ id: zeile.id, zusatz: e.zusatz });
      return ergebnis.success
        ? { daten: ergebnis.data.zusatz, fehler: {} }
        : { fehler: { zusatz: ergebnis.error.issues[0]?.message } };
    },
    [zeile.id],
  );
  const formular = useFormular({ start: { zusatz: zeile.zusatz ?? '' }, pruefe, onSpeichern });
  return (
    <FormularDialog
      praefix="courtage-zusatz"
      titel={T.zusatzTitel(zeile.fileName)}
      formular={formular}
      onAbbrechen={onAbbrechen}
      breite={{ rem: 32, umbruchPx: 600 }}
      fokus="courtage-zusatz-text"
    >
      <TextFeld
        id="courtage-zusatz-text"
        beschriftung={T.spalten.zusatz}
        {...formular.bindung('zusatz')}
        maxLength={ZUSATZ_LAENGE}
        aria-describedby="courtage-zusatz-text-fehler"
      />
    </FormularDialog>
  );
}

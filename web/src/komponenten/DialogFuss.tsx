/**
 * Cancel and save of a form dialog. Save submits the form `${praefix}-formular`, so Enter in a
 * field and the button take the same path; both are locked while saving.
 */
import { MELDUNGEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';

export function DialogFuss({
  praefix,
  gueltig,
  speichert,
  onAbbrechen,
}: {
  praefix: string;
  gueltig: boolean;
  speichert: boolean;
  onAbbrechen: () => void;
}) {
  return (
    <div>
      <Button
        id={`${praefix}-abbrechen`}
        type="button"
        label={MELDUNGEN.abbrechen}
        icon="pi pi-times"
        outlined
        onClick={onAbbrechen}
        disabled={speichert}
      />
      <Button
        id={`${praefix}-speichern`}
        type="submit"
        form={`${praefix}-formular`}
        label={MELDUNGEN.speichern}
        icon="pi pi-check"
        disabled={!gueltig || speichert}
        loading={speichert}
      />
    </div>
  );
}

/** Reference §7: the search's optional `mess`, shown in an info modal. */
import { DATENIMPORT_TEXTE as T, MELDUNGEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { beimSchliessen } from '../../komponenten/dialogSchliessen';

export function InfoDialog({ text, onSchliessen }: { text: string; onSchliessen(): void }) {
  return (
    <Dialog
      id="import-info-dialog"
      visible
      modal
      header={T.infoTitel}
      onHide={beimSchliessen(onSchliessen)}
      // Read and close: the focus goes to 'Schließen' (the dialog moves it, as a modal must).
      onShow={() => document.getElementById('import-info-schliessen')?.focus()}
      style={{ width: '32rem' }}
      breakpoints={{ '640px': '95vw' }}
      footer={
        <Button
          id="import-info-schliessen"
          type="button"
          label={MELDUNGEN.schliessen}
          icon="pi pi-check"
          onClick={onSchliessen}
        />
      }
    >
      <p className="ld-info-text" data-testid="import-info-text">
        {text}
      </p>
    </Dialog>
  );
}

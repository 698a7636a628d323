/** Reference §2.4 "status values", §8: the table of error codes, then '1/0' and '2/0'. */
import { DATENIMPORT_TEXTE as T, MELDUNGEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { STATUSWERTE } from './status';
import { beimSchliessen } from '../../komponenten/dialogSchliessen';

export function StatuswerteDialog({ onSchliessen }: { onSchliessen(): void }) {
  return (
    <Dialog
      id="import-statuswerte-dialog"
      visible
      modal
      header={T.statuswerte}
      onHide={beimSchliessen(onSchliessen)}
      style={{ width: '40rem' }}
      breakpoints={{ '700px': '95vw' }}
      footer={
        <Button
          id="import-statuswerte-schliessen"
          type="button"
          label={MELDUNGEN.schliessen}
          icon="pi pi-times"
          outlined
          onClick={onSchliessen}
        />
      }
    >
      <DataTable value={STATUSWERTE} dataKey="status" className="ld-tabelle" size="small" stripedRows>
        <Column field="status" header={T.statuswerteSpalten.status} style={{ width: '6rem' }} />
        <Column field="bedeutung" header={T.statuswerteSpalten.bedeutung} />
      </DataTable>
    </Dialog>
  );
}

/**
 * Export of -4 error data (reference §2.4, §9): the number of past days, 1–31, default 7, checked by
 * the shared schema the API applies; the Excel file comes through the typed client as a Blob and
 * is saved under a dated name.
 */
import { DATENIMPORT_TEXTE as T, MELDUNGEN, ROUTEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { useState } from 'react';
import { rufe } from '../../api/client';
import { useMeldungen } from '../../shell/Meldungen';
import { dateiSpeichern } from './dateiSpeichern';
import { pruefeExport, STANDARD_TAGE } from './fehlerExport';
import { isoTag, heute } from '../../kalender';
import { beimSchliessen } from '../../komponenten/dialogSchliessen';

export function FehlerExportDialog({
  gesellschaft,
  onSchliessen,
}: {
  /** The company of the filter, if one is chosen; otherwise all. */
  gesellschaft?: string;
  onSchliessen(): void;
}) {
  const meldungen = useMeldungen();
  const [tage, setTage] = useState<number | null>(STANDARD_TAGE);
  const [laedt, setLaedt] = useState(false);
  const pruefung = pruefeExport(tage, gesellschaft);

  async function exportieren() {
    if (!pruefung.abfrage || laedt) return;
    setLaedt(true);
    try {
      const datei = await rufe(ROUTEN.fehlerExcelHerunterladen, { query: pruefung.abfrage });
      dateiSpeichern(datei, T.fehlerExportDateiname(isoTag(heute())));
      onSchliessen();
    } catch (e) {
      meldungen.fehler(e);
      setLaedt(false);
    }
  }

  const fuss = (
    <div>
      <Button
        id="import-fehler-export-abbrechen"
        type="button"
        label={MELDUNGEN.abbrechen}
        icon="pi pi-times"
        outlined
        onClick={onSchliessen}
        disabled={laedt}
      />
      <Button
        id="import-fehler-export-start"
        type="button"
        label={T.exportieren}
        icon="pi pi-file-excel"
        loading={laedt}
        disabled={!pruefung.abfrage || laedt}
        onClick={() => void exportieren()}
      />
    </div>
  );

  return (
    <Dialog
      id="import-fehler-export-dialog"
      visible
      modal
      header={T.fehlerExportTitel}
      footer={fuss}
      onHide={beimSchliessen(onSchliessen)}
      closable={!laedt}
      style={{ width: '30rem' }}
      breakpoints={{ '640px': '95vw' }}
    >
      <p className="ld-leise">{T.fehlerExportHinweis}</p>
      <div className="ld-feld">
        <label htmlFor="import-fehler-export-tage">{T.fehlerExportTage}</label>
        <InputNumber
          inputId="import-fehler-export-tage"
          value={tage}
          onValueChange={(e) => setTage(e.value ?? null)}
          onChange={(e) => setTage(typeof e.value === 'number' ? e.value : null)}
          useGrouping={false}
          maxFractionDigits={0}
          showButtons
          min={1}
          max={31}
          inputClassName={pruefung.meldung ? 'p-invalid' : undefined}
          aria-describedby="import-fehler-export-tage-fehler"
        />
        <small id="import-fehler-export-tage-fehler" className="p-error">
          {pruefung.meldung ?? ''}
        </small>
      </div>
    </Dialog>
  );
}

/**
 * The monitor's filter (reference §2.14, §9): date range (default today), company (the shared
 * company loader's, unknown VU numbers too) and interface (the company's interfaces, inactive
 * ones too), file name, file number, "only files in processing" and, for who may see the
 * structure's files, "with structure". The form keeps its draft;
 * 'Suchen' hands it to the list, 'Zurücksetzen' hands over today's default.
 */
import { MELDUNGEN, MONITOR_TEXTE, ROUTEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { useRoute } from '../../api/useRoute';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { standardEntwurf, type FilterEntwurf } from './monitor';

const F = MONITOR_TEXTE.filter;

export function MonitorFilter({
  modus,
  darfStruktur,
  onAnwenden,
}: {
  modus: 1 | 2;
  darfStruktur: boolean;
  onAnwenden(entwurf: FilterEntwurf): void;
}) {
  const [entwurf, setEntwurf] = useState<FilterEntwurf>(() => standardEntwurf());
  const { data: optionen } = useRoute(
    ROUTEN.uploadComboboxen,
    { withInactiveInterfaces: 'true', gesellschaft: entwurf.gesellschaft ?? undefined, modus },
    { swr: { keepPreviousData: true } },
  );
  // The shared company loader: the companies and the VU numbers no company has ('… (unbekannt)').
  const { data: firmen } = useRoute(ROUTEN.importGesellschaften);

  function setze<K extends keyof FilterEntwurf>(feld: K, wert: FilterEntwurf[K]) {
    setEntwurf((e) => ({ ...e, [feld]: wert }));
  }

  function suchen(ereignis: FormEvent) {
    ereignis.preventDefault();
    onAnwenden(entwurf);
  }

  function zuruecksetzen() {
    const standard = standardEntwurf();
    setEntwurf(standard);
    onAnwenden(standard);
  }

  return (
    <form id="monitor-filter" className="ld-monitor-filter" onSubmit={suchen}>
      <div className="ld-feld ld-monitor-zeitraum">
        <label htmlFor="monitor-zeitraum">{F.zeitraum}</label>
        <Calendar
          inputId="monitor-zeitraum"
          value={entwurf.zeitraum}
          onChange={(e) => setze('zeitraum', (e.value as (Date | null)[] | null | undefined) ?? null)}
          selectionMode="range"
          readOnlyInput
          dateFormat="dd.mm.yy"
          showIcon
          showButtonBar
          locale="de"
        />
      </div>
      <AuswahlFeld
        id="monitor-gesellschaft"
        beschriftung={F.gesellschaft}
        value={entwurf.gesellschaft}
        options={firmen?.gesellschaften ?? []}
        placeholder={MELDUNGEN.alleGesellschaften}
        filter
        showClear
        onChange={(e) => setze('gesellschaft', typeof e.value === 'string' ? e.value : null)}
      />
      <AuswahlFeld
        id="monitor-interface"
        beschriftung={F.interface}
        value={entwurf.interfaceName}
        options={optionen?.interfaces ?? []}
        placeholder={F.alleInterfaces}
        filter
        showClear
        onChange={(e) => setze('interfaceName', typeof e.value === 'string' ? e.value : null)}
      />
      <div className="ld-feld">
        <label htmlFor="monitor-dateiname">{F.dateiname}</label>
        <InputText
          id="monitor-dateiname"
          value={entwurf.fileName}
          placeholder={F.dateinamePlatzhalter}
          onChange={(e) => setze('fileName', e.target.value)}
        />
      </div>
      <div className="ld-feld">
        <label htmlFor="monitor-dateinummer">{F.dateinummer}</label>
        <InputNumber
          inputId="monitor-dateinummer"
          value={entwurf.fileNumber}
          useGrouping={false}
          min={0}
          onChange={(e) => setze('fileNumber', e.value ?? null)}
        />
      </div>
      <div className="ld-monitor-schalter">
        <label htmlFor="monitor-nur-bearbeitung">
          <Checkbox
            inputId="monitor-nur-bearbeitung"
            checked={entwurf.onlyCurrentlyProcessing}
            onChange={(e) => setze('onlyCurrentlyProcessing', e.checked === true)}
          />
          {F.nurInBearbeitung}
        </label>
        {darfStruktur && (
          <label htmlFor="monitor-mit-struktur">
            <Checkbox
              inputId="monitor-mit-struktur"
              checked={entwurf.mitStruktur}
              onChange={(e) => setze('mitStruktur', e.checked === true)}
            />
            {F.mitStruktur}
          </label>
        )}
      </div>
      <div className="ld-monitor-knoepfe">
        <Button id="monitor-suchen" type="submit" label={F.suchen} icon="pi pi-search" />
        <Button
          id="monitor-zuruecksetzen"
          type="button"
          label={MELDUNGEN.zuruecksetzen}
          icon="pi pi-filter-slash"
          outlined
          onClick={zuruecksetzen}
        />
      </div>
    </form>
  );
}

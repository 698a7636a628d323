/**
 * The import filter (reference §5, §7, §9). Everyone searches by file name, use4Booking and status;
 * users with the full filter (reference §6) also by lines, dates, company, interface, sub-interface,
 * journal and "only errors". The check runs on "Suchen" and its message shows below the form.
 */
import { DATENIMPORT_TEXTE as T, MELDUNGEN, PARAMETER_ALLE } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { Chip } from 'primereact/chip';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import type { FormEvent, ReactNode } from 'react';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { kalenderPassThrough } from '../../komponenten/barrierefrei';
import { alsDatum, isoTag } from '../../kalender';
import type { FilterEntwurf, Use4Booking } from './filter';
import { STATUS_OPTIONEN, USE4BOOKING_OPTIONEN } from './status';

const F = T.felder;

/** The draft's day (YYYY-MM-DD, '' for none) as the calendar's date. */
const kalenderDatum = (tag: string): Date | null => (/^\d{4}-\d{2}-\d{2}$/.test(tag) ? alsDatum(tag) : null);

export interface ImportFilterFormularProps {
  entwurf: FilterEntwurf;
  onAendern(aenderung: Partial<FilterEntwurf>): void;
  vollerFilter: boolean;
  gesellschaften: { label: string; value: string }[];
  meldung?: string;
  sucht: boolean;
  onSuchen(): void;
  onZuruecksetzen(): void;
}

function Feld({ id, beschriftung, children }: { id: string; beschriftung: string; children: ReactNode }) {
  return (
    <div className="ld-feld">
      <label htmlFor={id}>{beschriftung}</label>
      {children}
    </div>
  );
}

export function ImportFilterFormular({
  entwurf: e,
  onAendern,
  vollerFilter,
  gesellschaften,
  meldung,
  sucht,
  onSuchen,
  onZuruecksetzen,
}: ImportFilterFormularProps) {
  function absenden(ereignis: FormEvent) {
    ereignis.preventDefault();
    onSuchen();
  }

  // One kind of input per kind of filter value; `name` is the value's key and its label's.
  const aendern = <K extends keyof FilterEntwurf>(name: K, wert: FilterEntwurf[K]) =>
    onAendern({ [name]: wert } as Partial<FilterEntwurf>);
  const text = (name: 'filename' | 'interfacename' | 'subinterfacename', id: string) => (
    <Feld id={id} beschriftung={F[name]}>
      <InputText id={id} value={e[name]} onChange={(ev) => aendern(name, ev.target.value)} />
    </Feld>
  );
  const zahl = (name: 'lineFrom' | 'lineTo', id: string) => (
    <Feld id={id} beschriftung={F[name]}>
      <InputNumber
        inputId={id}
        value={e[name]}
        onValueChange={(ev) => aendern(name, ev.value ?? null)}
        useGrouping={false}
        maxFractionDigits={0}
        min={0}
      />
    </Feld>
  );
  const datum = (name: 'fromDate' | 'toDate', id: string) => (
    <Feld id={id} beschriftung={F[name]}>
      <Calendar
        inputId={id}
        value={kalenderDatum(e[name])}
        onChange={(ev) => aendern(name, ev.value ? isoTag(ev.value) : '')}
        pt={kalenderPassThrough(kalenderDatum(e[name]))}
        dateFormat="dd.mm.yy"
        showIcon
        showButtonBar
      />
    </Feld>
  );
  // "Only errors" sets the status range itself (statusFrom -1000, statusTo -1).
  const status = (name: 'statusFrom' | 'statusTo', id: string) => (
    <AuswahlFeld
      id={id}
      beschriftung={F[name]}
      value={e[name]}
      options={STATUS_OPTIONEN}
      disabled={e.onlyErrors}
      onChange={(ev) => aendern(name, ev.value as number)}
    />
  );
  const schalter = (name: 'onlyErrors' | 'journal', id: string) => (
    <span className="ld-schalter">
      <Checkbox inputId={id} checked={e[name]} onChange={(ev) => aendern(name, ev.checked === true)} />
      <label htmlFor={id}>{F[name]}</label>
    </span>
  );

  return (
    <form
      id="import-filter"
      className="ld-importfilter"
      onSubmit={absenden}
      noValidate
      aria-label={T.filterTitel}
    >
      <div className="ld-formular ld-importfilter-raster">
        {text('filename', 'import-filter-dateiname')}
        <AuswahlFeld
          id="import-filter-use4booking"
          beschriftung={F.use4Booking}
          value={e.use4Booking}
          options={USE4BOOKING_OPTIONEN}
          onChange={(ev) => onAendern({ use4Booking: ev.value as Use4Booking })}
        />
        {status('statusFrom', 'import-filter-status-von')}
        {status('statusTo', 'import-filter-status-bis')}

        {vollerFilter && (
          <>
            {datum('fromDate', 'import-filter-datum-von')}
            {datum('toDate', 'import-filter-datum-bis')}
            <AuswahlFeld
              id="import-filter-gesellschaft"
              beschriftung={F.gesellschaft}
              value={e.gesellschaft}
              options={[{ label: T.alleGesellschaften, value: PARAMETER_ALLE }, ...gesellschaften]}
              filter
              onChange={(ev) =>
                onAendern({ gesellschaft: typeof ev.value === 'string' ? ev.value : PARAMETER_ALLE })
              }
            />
            {text('interfacename', 'import-filter-interface')}
            {text('subinterfacename', 'import-filter-subinterface')}
            {zahl('lineFrom', 'import-filter-zeile-von')}
            {zahl('lineTo', 'import-filter-zeile-bis')}
            <div className="ld-importfilter-schalter">
              {schalter('onlyErrors', 'import-filter-nur-fehler')}
              {schalter('journal', 'import-filter-journal')}
            </div>
          </>
        )}

        <div className="ld-importfilter-knoepfe">
          {e.fileId !== null && (
            <Chip
              label={T.dateiNummer(e.fileId)}
              removable
              onRemove={() => {
                onAendern({ fileId: null });
                return true;
              }}
              data-testid="import-filter-datei"
            />
          )}
          <span className="ld-fuellung" />
          <Button
            id="import-filter-zuruecksetzen"
            type="button"
            label={MELDUNGEN.zuruecksetzen}
            icon="pi pi-filter-slash"
            outlined
            onClick={onZuruecksetzen}
          />
          <Button id="import-suchen" type="submit" label={T.suchen} icon="pi pi-search" loading={sucht} />
        </div>
      </div>
      {meldung && (
        <Message
          severity="warn"
          text={meldung}
          id="import-filter-meldung"
          className="ld-importfilter-meldung"
        />
      )}
    </form>
  );
}

/**
 * The import filter (spec §5, §7, §9). Everyone searches by file name, use4Booking and status;
 * users with the full filter (spec §6) also by lines, dates, company, interface, sub-interface,
 * journal and "only errors". The check runs on "Suchen" and its message shows below the form.
 */
import { DATENIMPORT_TEXTE as T, MELDUNGEN, PARAMETER_ALLE } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { Chip } from 'primereact/chip';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import type { FormEvent, ReactNode } from 'react';
import { isoTag, type FilterEntwurf, type Use4Booking } from './filter';
import { STATUS_OPTIONEN, USE4BOOKING_OPTIONEN } from './status';

const F = T.felder;

/** YYYY-MM-DD → a local Date for the calendar (not UTC midnight, which is the day before here). */
function alsDatum(tag: string): Date | null {
  const teile = /^(\d{4})-(\d{2})-(\d{2})$/.exec(tag);
  return teile ? new Date(Number(teile[1]), Number(teile[2]) - 1, Number(teile[3])) : null;
}

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

  return (
    <form
      id="import-filter"
      className="ld-importfilter"
      onSubmit={absenden}
      noValidate
      aria-label={T.filterTitel}
    >
      <div className="ld-formular ld-importfilter-raster">
        <Feld id="import-filter-dateiname" beschriftung={F.filename}>
          <InputText
            id="import-filter-dateiname"
            value={e.filename}
            onChange={(ev) => onAendern({ filename: ev.target.value })}
          />
        </Feld>
        <Feld id="import-filter-use4booking-eingabe" beschriftung={F.use4Booking}>
          <Dropdown
            id="import-filter-use4booking"
            inputId="import-filter-use4booking-eingabe"
            value={e.use4Booking}
            options={USE4BOOKING_OPTIONEN}
            optionLabel="label"
            optionValue="value"
            onChange={(ev) => onAendern({ use4Booking: ev.value as Use4Booking })}
          />
        </Feld>
        <Feld id="import-filter-status-von-eingabe" beschriftung={F.statusFrom}>
          <Dropdown
            id="import-filter-status-von"
            inputId="import-filter-status-von-eingabe"
            value={e.statusFrom}
            options={STATUS_OPTIONEN}
            optionLabel="label"
            optionValue="value"
            disabled={e.onlyErrors}
            onChange={(ev) => onAendern({ statusFrom: ev.value as number })}
          />
        </Feld>
        <Feld id="import-filter-status-bis-eingabe" beschriftung={F.statusTo}>
          <Dropdown
            id="import-filter-status-bis"
            inputId="import-filter-status-bis-eingabe"
            value={e.statusTo}
            options={STATUS_OPTIONEN}
            optionLabel="label"
            optionValue="value"
            disabled={e.onlyErrors}
            onChange={(ev) => onAendern({ statusTo: ev.value as number })}
          />
        </Feld>

        {vollerFilter && (
          <>
            <Feld id="import-filter-datum-von" beschriftung={F.fromDate}>
              <Calendar
                inputId="import-filter-datum-von"
                value={alsDatum(e.fromDate)}
                onChange={(ev) => onAendern({ fromDate: ev.value ? isoTag(ev.value) : '' })}
                dateFormat="dd.mm.yy"
                showIcon
                showButtonBar
              />
            </Feld>
            <Feld id="import-filter-datum-bis" beschriftung={F.toDate}>
              <Calendar
                inputId="import-filter-datum-bis"
                value={alsDatum(e.toDate)}
                onChange={(ev) => onAendern({ toDate: ev.value ? isoTag(ev.value) : '' })}
                dateFormat="dd.mm.yy"
                showIcon
                showButtonBar
              />
            </Feld>
            <Feld id="import-filter-gesellschaft-eingabe" beschriftung={F.gesellschaft}>
              <Dropdown
                id="import-filter-gesellschaft"
                inputId="import-filter-gesellschaft-eingabe"
                value={e.gesellschaft}
                options={[{ label: T.alleGesellschaften, value: PARAMETER_ALLE }, ...gesellschaften]}
                optionLabel="label"
                optionValue="value"
                filter
                onChange={(ev) =>
                  onAendern({ gesellschaft: typeof ev.value === 'string' ? ev.value : PARAMETER_ALLE })
                }
              />
            </Feld>
            <Feld id="import-filter-interface" beschriftung={F.interfacename}>
              <InputText
                id="import-filter-interface"
                value={e.interfacename}
                onChange={(ev) => onAendern({ interfacename: ev.target.value })}
              />
            </Feld>
            <Feld id="import-filter-subinterface" beschriftung={F.subinterfacename}>
              <InputText
                id="import-filter-subinterface"
                value={e.subinterfacename}
                onChange={(ev) => onAendern({ subinterfacename: ev.target.value })}
              />
            </Feld>
            <Feld id="import-filter-zeile-von" beschriftung={F.lineFrom}>
              <InputNumber
                inputId="import-filter-zeile-von"
                value={e.lineFrom}
                onValueChange={(ev) => onAendern({ lineFrom: ev.value ?? null })}
                useGrouping={false}
                maxFractionDigits={0}
                min={0}
              />
            </Feld>
            <Feld id="import-filter-zeile-bis" beschriftung={F.lineTo}>
              <InputNumber
                inputId="import-filter-zeile-bis"
                value={e.lineTo}
                onValueChange={(ev) => onAendern({ lineTo: ev.value ?? null })}
                useGrouping={false}
                maxFractionDigits={0}
                min={0}
              />
            </Feld>
            <div className="ld-importfilter-schalter">
              <span className="ld-schalter">
                <Checkbox
                  inputId="import-filter-nur-fehler"
                  checked={e.onlyErrors}
                  onChange={(ev) => onAendern({ onlyErrors: ev.checked === true })}
                />
                <label htmlFor="import-filter-nur-fehler">{F.onlyErrors}</label>
              </span>
              <span className="ld-schalter">
                <Checkbox
                  inputId="import-filter-journal"
                  checked={e.journal}
                  onChange={(ev) => onAendern({ journal: ev.checked === true })}
                />
                <label htmlFor="import-filter-journal">{F.journal}</label>
              </span>
            </div>
          </>
        )}
      </div>

      <div className="ld-werkzeugleiste">
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

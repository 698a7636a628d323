/**
 * The inbox's filter (reference §2.10, §5, §9): company (the shared company loader's companies),
 * filter mode, date range (default the last month), policy number, internal number, customer
 * name ("Name, Vorname"), customer number, GeVo type, foreign number, agent number and, for
 * BiPRO-structure users, the toggle for the structure's unassigned documents. The form keeps its
 * draft; 'Suchen' hands it to the list, 'Zurücksetzen' hands over the default.
 */
import { MELDUNGEN, POSTEINGANG_TEXTE, ROUTEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState, type FormEvent } from 'react';
import { useRoute } from '../../api/useRoute';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { FILTER_MODI, standardEntwurf, type FilterEntwurf, type FilterModus } from './posteingang';

const F = POSTEINGANG_TEXTE.filter;
const MODI = FILTER_MODI.map((m) => ({ label: F.modus[m], value: m }));

type TextFeld = 'policeNr' | 'customerName' | 'fremdnummer' | 'vermittlernummer';
type ZahlFeld = 'internalId' | 'customerId' | 'gevoArt';

export function PosteingangFilter({
  darfStruktur,
  onAnwenden,
}: {
  darfStruktur: boolean;
  onAnwenden(entwurf: FilterEntwurf): void;
}) {
  const [entwurf, setEntwurf] = useState<FilterEntwurf>(() => standardEntwurf());
  // The API filters by company id: the loader's companies (its VU numbers without a company have
  // no BiPRO documents).
  const { data } = useRoute(ROUTEN.importGesellschaften);
  const firmen = useMemo(
    () =>
      (data?.gesellschaften ?? [])
        .filter((o) => /^\d+$/.test(o.value))
        .map((o) => ({ label: o.label, value: Number(o.value) })),
    [data],
  );

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

  const text = (feld: TextFeld, beschriftung: string, platzhalter?: string) => (
    <div className="ld-feld">
      <label htmlFor={`posteingang-${feld}`}>{beschriftung}</label>
      <InputText
        id={`posteingang-${feld}`}
        value={entwurf[feld]}
        placeholder={platzhalter}
        onChange={(e) => setze(feld, e.target.value)}
      />
    </div>
  );
  const zahl = (feld: ZahlFeld, beschriftung: string) => (
    <div className="ld-feld ld-posteingang-zahl">
      <label htmlFor={`posteingang-${feld}`}>{beschriftung}</label>
      <InputNumber
        inputId={`posteingang-${feld}`}
        value={entwurf[feld]}
        useGrouping={false}
        min={0}
        onChange={(e) => setze(feld, e.value ?? null)}
      />
    </div>
  );

  return (
    <form id="posteingang-filter" className="ld-posteingang-filter" onSubmit={suchen}>
      <AuswahlFeld
        id="posteingang-gesellschaft"
        beschriftung={F.gesellschaft}
        value={entwurf.gesellschaftId}
        options={firmen}
        placeholder={MELDUNGEN.alleGesellschaften}
        filter
        showClear
        onChange={(e) => setze('gesellschaftId', typeof e.value === 'number' ? e.value : null)}
      />
      <AuswahlFeld
        id="posteingang-modus"
        beschriftung={F.filterModus}
        value={entwurf.filterMode}
        options={MODI}
        onChange={(e) => {
          if (FILTER_MODI.includes(e.value as FilterModus)) setze('filterMode', e.value as FilterModus);
        }}
      />
      <div className="ld-feld ld-posteingang-zeitraum">
        <label htmlFor="posteingang-zeitraum">{F.zeitraum}</label>
        <Calendar
          inputId="posteingang-zeitraum"
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
      {text('policeNr', F.policeNr)}
      {zahl('internalId', F.internalId)}
      {text('customerName', F.customerName, F.customerNamePlatzhalter)}
      {zahl('customerId', F.customerId)}
      {zahl('gevoArt', F.gevoArt)}
      {text('fremdnummer', F.fremdnummer)}
      {text('vermittlernummer', F.vermittlernummer)}
      {darfStruktur && (
        <label htmlFor="posteingang-mit-struktur" className="ld-posteingang-schalter">
          <Checkbox
            inputId="posteingang-mit-struktur"
            checked={entwurf.mitStruktur}
            onChange={(e) => setze('mitStruktur', e.checked === true)}
          />
          {F.mitStruktur}
        </label>
      )}
      <div className="ld-posteingang-knoepfe">
        <Button id="posteingang-suchen" type="submit" label={F.suchen} icon="pi pi-search" />
        <Button
          id="posteingang-zuruecksetzen"
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

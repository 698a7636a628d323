/**
 * The GDV files' filter (reference §2.13, §9): company (the shared company loader's companies),
 * file name (a part of it, or a pattern with * and ?), date range (default the last month), show
 * deleted entries and, for FP-plus users, the structure's files. The form keeps its draft;
 * 'Suchen' hands it to the list, 'Zurücksetzen' hands over the default.
 */
import { GDV_DATEIEN_TEXTE, MELDUNGEN, ROUTEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState, type FormEvent } from 'react';
import { useRoute } from '../../api/useRoute';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { standardEntwurf, type FilterEntwurf } from './gdvDateien';

const F = GDV_DATEIEN_TEXTE.filter;

export function GdvDateienFilter({
  darfStruktur,
  onAnwenden,
}: {
  darfStruktur: boolean;
  onAnwenden(entwurf: FilterEntwurf): void;
}) {
  const [entwurf, setEntwurf] = useState<FilterEntwurf>(() => standardEntwurf());
  // The API filters by company id: the loader's companies (its VU numbers without a company
  // deliver no BiPRO files).
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

  return (
    <form id="gdv-filter" className="ld-lieferliste-filter" onSubmit={suchen}>
      <AuswahlFeld
        id="gdv-gesellschaft"
        beschriftung={F.gesellschaft}
        value={entwurf.gesellschaftId}
        options={firmen}
        placeholder={MELDUNGEN.alleGesellschaften}
        filter
        showClear
        onChange={(e) => setze('gesellschaftId', typeof e.value === 'number' ? e.value : null)}
      />
      <div className="ld-feld">
        <label htmlFor="gdv-dateiname">{F.dateiname}</label>
        <InputText
          id="gdv-dateiname"
          value={entwurf.dateiname}
          placeholder={F.dateinamePlatzhalter}
          onChange={(e) => setze('dateiname', e.target.value)}
        />
      </div>
      <div className="ld-feld ld-lieferliste-zeitraum">
        <label htmlFor="gdv-zeitraum">{F.zeitraum}</label>
        <Calendar
          inputId="gdv-zeitraum"
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
      <div className="ld-lieferliste-schalter">
        <label htmlFor="gdv-geloeschte">
          <Checkbox
            inputId="gdv-geloeschte"
            checked={entwurf.geloeschte}
            onChange={(e) => setze('geloeschte', e.checked === true)}
          />
          {F.geloeschteZeigen}
        </label>
        {darfStruktur && (
          <label htmlFor="gdv-struktur">
            <Checkbox
              inputId="gdv-struktur"
              checked={entwurf.struktur}
              onChange={(e) => setze('struktur', e.checked === true)}
            />
            {F.strukturZeigen}
          </label>
        )}
      </div>
      <div className="ld-lieferliste-knoepfe">
        <Button id="gdv-suchen" type="submit" label={F.suchen} icon="pi pi-search" />
        <Button
          id="gdv-zuruecksetzen"
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

/**
 * The lists' filter (reference §2.7, §7 "Courtage and dunning lists", §9): company (the shared
 * company loader's companies), date range (default the last month) and 'show deleted'. The form
 * keeps its draft; 'Suchen' hands it to the list, 'Zurücksetzen' hands over the default.
 */
import { COURTAGE_TEXTE, MELDUNGEN, ROUTEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { useMemo, useState, type FormEvent } from 'react';
import { useRoute } from '../../api/useRoute';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { standardEntwurf, type FilterEntwurf } from './liste';

const F = COURTAGE_TEXTE.filter;

export function CourtageFilter({ onAnwenden }: { onAnwenden(entwurf: FilterEntwurf): void }) {
  const [entwurf, setEntwurf] = useState<FilterEntwurf>(() => standardEntwurf());
  // The API filters by company id: the loader's companies (its VU numbers without a company have
  // no BiPRO files).
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
    <form id="courtage-filter" className="ld-courtage-filter" onSubmit={suchen}>
      <AuswahlFeld
        id="courtage-gesellschaft"
        beschriftung={F.gesellschaft}
        value={entwurf.gesellschaftId}
        options={firmen}
        placeholder={F.gesellschaftPlatzhalter}
        filter
        showClear
        onChange={(e) => setze('gesellschaftId', typeof e.value === 'number' ? e.value : null)}
      />
      <div className="ld-feld ld-courtage-zeitraum">
        <label htmlFor="courtage-zeitraum">{F.zeitraum}</label>
        <Calendar
          inputId="courtage-zeitraum"
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
      <label htmlFor="courtage-geloeschte" className="ld-courtage-schalter">
        <Checkbox
          inputId="courtage-geloeschte"
          checked={entwurf.showDeleted}
          onChange={(e) => setze('showDeleted', e.checked === true)}
        />
        {F.geloeschteAnzeigen}
      </label>
      <div className="ld-courtage-knoepfe">
        <Button id="courtage-suchen" type="submit" label={F.suchen} icon="pi pi-search" />
        <Button
          id="courtage-zuruecksetzen"
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

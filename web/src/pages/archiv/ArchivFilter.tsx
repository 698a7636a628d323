/**
 * The archive's filter (reference §2.9): BiPRO access (the insurer, from the shared company
 * loader), date range (default the last 6 months), VSNR, customer name, GeVo-Art and file name
 * (a part, or a pattern with * and ?). The page holds the draft (it is kept for coming back);
 * 'Suchen' submits it, 'Zurücksetzen' submits the default.
 */
import { ARCHIV_TEXTE, MELDUNGEN, ROUTEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useMemo, type FormEvent } from 'react';
import { useRoute } from '../../api/useRoute';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import type { FilterEntwurf } from './archiv';

const F = ARCHIV_TEXTE.filter;

export function ArchivFilter({
  entwurf,
  onAendern,
  onSuchen,
  onZuruecksetzen,
}: {
  entwurf: FilterEntwurf;
  onAendern(entwurf: FilterEntwurf): void;
  onSuchen(): void;
  onZuruecksetzen(): void;
}) {
  // The insurers by id; the loader's unknown VU numbers ('… (unbekannt)') are no access's company.
  const { data } = useRoute(ROUTEN.importGesellschaften);
  const firmen = useMemo(
    () =>
      (data?.gesellschaften ?? [])
        .filter((o) => /^\d+$/.test(o.value))
        .map((o) => ({ label: o.label, value: Number(o.value) })),
    [data],
  );

  function setze<K extends keyof FilterEntwurf>(feld: K, wert: FilterEntwurf[K]) {
    onAendern({ ...entwurf, [feld]: wert });
  }

  function suchen(ereignis: FormEvent) {
    ereignis.preventDefault();
    onSuchen();
  }

  const text = (
    id: string,
    feld: 'policeNr' | 'kundenname' | 'fileName',
    label: string,
    platzhalter?: string,
  ) => (
    <div className="ld-feld">
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        value={entwurf[feld]}
        placeholder={platzhalter}
        onChange={(e) => setze(feld, e.target.value)}
      />
    </div>
  );

  return (
    <form id="archiv-filter" className="ld-archiv-filter" onSubmit={suchen}>
      <AuswahlFeld
        id="archiv-gesellschaft"
        beschriftung={F.gesellschaft}
        value={entwurf.gesellschaftId}
        options={firmen}
        placeholder={MELDUNGEN.alleGesellschaften}
        filter
        showClear
        onChange={(e) => setze('gesellschaftId', typeof e.value === 'number' ? e.value : null)}
      />
      <div className="ld-feld ld-archiv-zeitraum">
        <label htmlFor="archiv-zeitraum">{F.zeitraum}</label>
        <Calendar
          inputId="archiv-zeitraum"
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
      {text('archiv-vsnr', 'policeNr', F.policeNr)}
      {text('archiv-kundenname', 'kundenname', F.kundenname, F.kundennamePlatzhalter)}
      <div className="ld-feld ld-archiv-gevoart">
        <label htmlFor="archiv-gevoart">{F.gevoArt}</label>
        <InputNumber
          inputId="archiv-gevoart"
          value={entwurf.gevoArt}
          useGrouping={false}
          min={0}
          onChange={(e) => setze('gevoArt', e.value ?? null)}
        />
      </div>
      {text('archiv-dateiname', 'fileName', F.dateiname, F.dateinamePlatzhalter)}
      <div className="ld-archiv-knoepfe">
        <Button id="archiv-suchen" type="submit" label={F.suchen} icon="pi pi-search" />
        <Button
          id="archiv-zuruecksetzen"
          type="button"
          label={MELDUNGEN.zuruecksetzen}
          icon="pi pi-filter-slash"
          outlined
          onClick={onZuruecksetzen}
        />
      </div>
    </form>
  );
}

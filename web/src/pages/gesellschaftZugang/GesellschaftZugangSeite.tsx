/**
 * Reference §2.2: the insurers (gesellschaftId, gesellschaftName, vuNrBafin) a BiPRO access name
 * delivers for. The access shown is the address's `?extZugangBezeichnung=`; without one the
 * server's default, the first access name that has insurers — so coming back from the add page
 * (one page back) shows the access the user worked on. 'Hinzufügen' goes to the add-insurer page
 * (§2.3) for the access in the field; each row can be removed from the access after a question.
 */
import {
  GESELLSCHAFT_ZUGANG_TEXTE as T,
  MELDUNGEN,
  ROUTEN,
  type GesellschaftZugang,
} from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { rufe } from '../../api/client';
import { useRoute } from '../../api/useRoute';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { sicherheitsabfrage } from '../../komponenten/sicherheitsabfrage';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';
import { useMeldungen } from '../../shell/Meldungen';
import { gezeigterZugang, hinzufuegenPfad, ZUGANG_PARAMETER } from './pfade';
import './gesellschaftZugang.css';

const S = T.spalten;
/** Reference §9: the older tables show 20 rows per page. */
const SEITENGROESSE = 20;

export default function GesellschaftZugangSeite() {
  const navigate = useNavigate();
  const meldungen = useMeldungen();
  const [parameter, setParameter] = useSearchParams();
  const genannt = (parameter.get(ZUGANG_PARAMETER) ?? '').trim();
  const { data, error, isLoading, mutate } = useRoute(
    ROUTEN.gesellschaftZugangListe,
    genannt ? { extZugangBezeichnung: genannt } : {},
  );
  const gezeigt = gezeigterZugang(genannt, data?.rows);
  // What the user typed; null: the field shows the access of the table.
  const [eingabe, setEingabe] = useState<string | null>(null);
  const feld = eingabe ?? gezeigt;
  const [erste, setErste] = useState(0);

  function zeigen(zugang: string) {
    const name = zugang.trim();
    // The address keeps the access: back from the add page, reloaded or shared, it shows the same.
    setParameter(name ? { [ZUGANG_PARAMETER]: name } : {}, { replace: true });
    setEingabe(null);
    setErste(0);
  }

  function anzeigen(ereignis: FormEvent) {
    ereignis.preventDefault();
    zeigen(feld);
  }

  function hinzufuegen() {
    const name = feld.trim();
    if (!name) return;
    zeigen(name);
    void navigate(hinzufuegenPfad(name));
  }

  async function entfernen(z: GesellschaftZugang) {
    if (
      !(await sicherheitsabfrage(T.entfernenFrage(z.gesellschaftName, z.extZugangBezeichnung), {
        gefaehrlich: true,
      }))
    )
      return;
    try {
      await rufe(ROUTEN.gesellschaftZugangLoeschen, {
        query: { extZugangBezeichnung: z.extZugangBezeichnung, gesellschaft: z.gesellschaft },
      });
      meldungen.erfolg(T.entfernt(z.gesellschaftName, z.extZugangBezeichnung));
    } catch (e) {
      meldungen.fehler(e);
    }
    await mutate();
  }

  const aktionen = (z: GesellschaftZugang) => (
    <span className="ld-zeilenaktionen">
      <ZeilenAktion
        label={T.entfernen}
        icon="pi pi-trash"
        severity="danger"
        onClick={() => void entfernen(z)}
        testId={`zugang-gesellschaft-entfernen-${z.gesellschaftId}`}
      />
    </span>
  );

  return (
    <section>
      <h1 className="ld-titel">{T.titel}</h1>

      <form className="ld-werkzeugleiste" onSubmit={anzeigen} id="zugang-gesellschaften-formular">
        <label htmlFor="zugang-bezeichnung">{T.zugang}</label>
        <InputText
          id="zugang-bezeichnung"
          value={feld}
          placeholder={T.zugangPlatzhalter}
          maxLength={200}
          onChange={(e) => setEingabe(e.target.value)}
          style={{ minWidth: '18rem' }}
        />
        <Button id="zugang-anzeigen" type="submit" label={T.anzeigen} icon="pi pi-search" outlined />
        <span className="ld-fuellung" />
        <Button
          id="zugang-gesellschaft-hinzufuegen"
          type="button"
          label={MELDUNGEN.hinzufuegen}
          icon="pi pi-plus"
          disabled={feld.trim() === ''}
          tooltip={feld.trim() === '' ? T.keinZugangHinzufuegen : undefined}
          tooltipOptions={{ showOnDisabled: true, position: 'left' }}
          onClick={hinzufuegen}
        />
      </form>

      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.ladenFehler} onErneut={mutate} />}

      <h2 className="ld-zugang-untertitel" data-testid="zugang-gezeigt">
        {gezeigt ? T.zugangGezeigt(gezeigt) : isLoading ? '' : T.keinZugang}
      </h2>

      <DataTable
        id="zugang-gesellschaften-tabelle"
        className="ld-tabelle"
        value={data?.rows ?? []}
        dataKey="gesellschaftId"
        loading={isLoading}
        paginator
        rows={SEITENGROESSE}
        first={erste}
        onPage={(e) => setErste(e.first)}
        sortField="gesellschaftName"
        sortOrder={1}
        removableSort
        stripedRows
        rowClassName={() => 'zugang-gesellschaft-zeile'}
        // An empty table says why: the access shown has no insurer yet (none shown: the field asks for one).
        emptyMessage={gezeigt ? T.keineGesellschaften(gezeigt) : MELDUNGEN.keineEintraege}
      >
        <Column
          field="gesellschaftId"
          header={S.gesellschaftId}
          sortable
          body={(z: GesellschaftZugang) => (
            <span data-testid={`zugang-gesellschaft-${z.gesellschaftId}`}>{z.gesellschaftId}</span>
          )}
        />
        <Column field="gesellschaftName" header={S.gesellschaftName} sortable />
        <Column field="vuNrBafin" header={S.vuNrBafin} sortable />
        <Column header={MELDUNGEN.aktionen} body={aktionen} />
      </DataTable>
    </section>
  );
}

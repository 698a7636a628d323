/**
 * Reference §2.3: the add-insurer page (/intern/gesellschaft-hinzufuegen?extZugangBezeichnung=).
 * Searches the insurers by name or number — those already mapped to the access are not offered —
 * and the row's arrow maps the chosen one to the access, then goes back one page. Its state (the
 * search and the hits) lives in the page only: leaving it, or opening it again, starts afresh.
 */
import {
  GESELLSCHAFT_ZUGANG_TEXTE as T,
  MELDUNGEN,
  ROUTEN,
  type GesellschaftTreffer,
} from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { rufe } from '../../api/client';
import { useRevalidiere, useRoute } from '../../api/useRoute';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';
import { useMeldungen } from '../../shell/Meldungen';
import { listePfad, ZUGANG_PARAMETER } from './pfade';
import './gesellschaftZugang.css';

const S = T.spalten;
/** Reference §9: suggestion tables show 10 rows per page. */
const SEITENGROESSE = 10;
/** The search asks once typing pauses, not on every key. */
const SUCHE_VERZOEGERUNG_MS = 300;

export default function GesellschaftHinzufuegenSeite() {
  // Another visit of the page (even with the same address) is a fresh page.
  return <Hinzufuegen key={useLocation().key} />;
}

function useVerzoegert(wert: string, ms: number): string {
  const [verzoegert, setVerzoegert] = useState(wert);
  useEffect(() => {
    const zeitgeber = setTimeout(() => setVerzoegert(wert), ms);
    return () => clearTimeout(zeitgeber);
  }, [wert, ms]);
  return verzoegert;
}

function Hinzufuegen() {
  const navigate = useNavigate();
  const meldungen = useMeldungen();
  const revalidiere = useRevalidiere();
  const [parameter] = useSearchParams();
  const zugang = (parameter.get(ZUGANG_PARAMETER) ?? '').trim();
  const [suche, setSuche] = useState('');
  const gesucht = useVerzoegert(suche.trim(), SUCHE_VERZOEGERUNG_MS);
  const [speichert, setSpeichert] = useState<number | null>(null);
  const { data, error, isLoading, mutate } = useRoute(
    ROUTEN.gesellschaftSuchen,
    zugang && gesucht ? { suche: gesucht, extZugangBezeichnung: zugang } : null,
  );

  function zurueck() {
    // One page back, where the user came from; opened on its own, to the mapping of this access.
    if ((window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
    else void navigate(listePfad(zugang), { replace: true });
  }

  async function zuordnen(t: GesellschaftTreffer) {
    if (speichert !== null) return;
    setSpeichert(t.gesellschaftId);
    try {
      await rufe(ROUTEN.gesellschaftZugangSpeichern, {
        body: { extZugangBezeichnung: zugang, gesellschaftId: t.gesellschaftId, vuNrBafin: t.vuNrBafin },
      });
    } catch (e) {
      meldungen.fehler(e);
      setSpeichert(null);
      return;
    }
    meldungen.erfolg(T.zugeordnet(t.gesellschaftName, zugang));
    void revalidiere(ROUTEN.gesellschaftZugangListe);
    void revalidiere(ROUTEN.gesellschaftSuchen);
    zurueck();
  }

  const aktion = (t: GesellschaftTreffer) => (
    <span className="ld-zeilenaktionen">
      <ZeilenAktion
        label={T.zuordnen}
        icon={speichert === t.gesellschaftId ? 'pi pi-spin pi-spinner' : 'pi pi-arrow-right'}
        onClick={() => void zuordnen(t)}
        disabled={speichert !== null}
        testId={`gesellschaft-zuordnen-${t.gesellschaftId}`}
      />
    </span>
  );

  const kopf = (
    <>
      <h1 className="ld-titel">{T.hinzufuegenTitel}</h1>
      <div className="ld-werkzeugleiste">
        <Button
          id="gesellschaft-hinzufuegen-zurueck"
          label={MELDUNGEN.zurueck}
          icon="pi pi-arrow-left"
          text
          onClick={zurueck}
        />
        {zugang && (
          <span className="ld-zugang-untertitel" data-testid="gesellschaft-hinzufuegen-zugang">
            {T.fuerZugang(zugang)}
          </span>
        )}
      </div>
    </>
  );

  if (!zugang) {
    return (
      <section>
        {kopf}
        <Message severity="warn" className="ld-zugang-hinweis" text={T.keinZugang} />
      </section>
    );
  }

  return (
    <section>
      {kopf}
      <form className="ld-werkzeugleiste" onSubmit={(e) => e.preventDefault()} role="search">
        <label htmlFor="gesellschaft-suche">{T.suche}</label>
        <InputText
          id="gesellschaft-suche"
          value={suche}
          placeholder={T.suchePlatzhalter}
          maxLength={200}
          onChange={(e) => setSuche(e.target.value)}
          style={{ minWidth: '20rem' }}
        />
      </form>

      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.sucheFehler} onErneut={mutate} />}

      <DataTable
        id="gesellschaft-treffer-tabelle"
        className="ld-tabelle"
        value={gesucht ? (data?.rows ?? []) : []}
        dataKey="gesellschaftId"
        loading={isLoading}
        paginator
        rows={SEITENGROESSE}
        sortField="gesellschaftName"
        sortOrder={1}
        removableSort
        stripedRows
        rowClassName={() => 'gesellschaft-treffer-zeile'}
        emptyMessage={gesucht ? T.keineTreffer : T.sucheHinweis}
      >
        <Column
          field="gesellschaftId"
          header={S.gesellschaftId}
          sortable
          body={(t: GesellschaftTreffer) => (
            <span data-testid={`gesellschaft-treffer-${t.gesellschaftId}`}>{t.gesellschaftId}</span>
          )}
        />
        <Column field="gesellschaftName" header={S.gesellschaftName} sortable />
        <Column field="vuNrBafin" header={S.vuNrBafin} sortable />
        <Column field="ort" header={S.ort} sortable />
        <Column header={MELDUNGEN.aktionen} body={aktion} />
      </DataTable>
    </section>
  );
}

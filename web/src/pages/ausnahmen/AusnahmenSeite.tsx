/**
 * Reference §2.15: the category exceptions of a company, for internal users. Choose a company;
 * the table lists every BiPRO category (GeVo type, BiPRO sub-category, MSC category, insurance
 * status) with its remembered sort and page size. The selection is the exception state being
 * edited (auswahl.ts): it starts as the saved exceptions, and 'Speichern' — enabled while the
 * selection differs from them — sends the rows that changed, so an exception can be set and
 * removed. Another company, another page or the browser's Back, with changes not saved, only
 * after a confirmation.
 */
import {
  AUSNAHMEN_TEXTE as T,
  BEREICHE,
  MELDUNGEN,
  ROUTEN,
  VERTRAGS_STATUS,
  type KategorieAusnahme as Zeile,
} from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import { rufe } from '../../api/client';
import { useRoute } from '../../api/useRoute';
import { ExportKnopf } from '../../komponenten/ExportKnopf';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { Gesellschaftsfeld } from '../../komponenten/Gesellschaftsfeld';
import { auswahlSpalte, useListentabelle } from '../../komponenten/Listentabelle';
import { sicherheitsabfrage } from '../../komponenten/sicherheitsabfrage';
import { useVerlassenFragen } from '../../komponenten/useVerlassenFragen';
import { useMeldungen } from '../../shell/Meldungen';
import { geaenderteZeilen, gespeicherteAuswahl, gezaehlt } from './auswahl';
import './ausnahmen.css';

const S = T.spalten;
const TITEL = BEREICHE.find((b) => b.id === 'ausnahmen')!.titel;
const statusText = (id: number | null | undefined) =>
  id == null ? '' : (VERTRAGS_STATUS.find((s) => s.id === id)?.label ?? String(id));

/** The table's data columns in their order: what the export writes. */
const AUSNAHMEN_SPALTEN = ['gevoArt', 'unterKategorie', 'hauptKategorie', 'statusFK', 'checked'];

export default function AusnahmenSeite() {
  const meldungen = useMeldungen();
  const [gesellschaft, setGesellschaft] = useState<number | null>(null);
  const { data, error, isLoading, mutate } = useRoute(
    ROUTEN.ausnahmenFilter,
    gesellschaft === null ? null : undefined,
    {
      body: { gesellschaft: gesellschaft ?? 0 },
    },
  );
  const zeilen = useMemo(() => data?.rows ?? [], [data]);
  const { tabelle, sortierung } = useListentabelle(
    'ausnahmen',
    { sortField: 'gevoArt', sortOrder: 1 },
    // One company's categories: a narrow table that never scrolls sideways.
    { scrollbar: false },
  );
  /** The selection being edited, for this company; none yet: the saved exceptions. */
  const [bearbeitet, setBearbeitet] = useState<{
    gesellschaft: number;
    gewaehlt: ReadonlySet<number>;
  } | null>(null);
  const gespeicherte = useMemo(() => gespeicherteAuswahl(zeilen), [zeilen]);
  const gewaehlt =
    bearbeitet && bearbeitet.gesellschaft === gesellschaft ? bearbeitet.gewaehlt : gespeicherte;
  const aenderungen = useMemo(() => geaenderteZeilen(zeilen, gewaehlt), [zeilen, gewaehlt]);
  const [speichert, setSpeichert] = useState(false);
  useVerlassenFragen(aenderungen.length > 0, T.verwerfenFrage);

  async function gesellschaftWaehlen(neu: number | null) {
    if (neu === gesellschaft) return;
    if (aenderungen.length > 0 && !(await sicherheitsabfrage(T.verwerfenFrage, { warnung: true }))) return;
    setBearbeitet(null);
    setGesellschaft(neu);
  }

  async function speichern() {
    if (gesellschaft === null || aenderungen.length === 0) return;
    setSpeichert(true);
    try {
      await rufe(ROUTEN.ausnahmenSpeichern, { body: { gesellschaft, rows: aenderungen } });
      const { gesetzt, entfernt } = gezaehlt(aenderungen);
      meldungen.erfolg(T.gespeichert(gesetzt, entfernt));
      await mutate();
      setBearbeitet(null);
    } catch (e) {
      meldungen.fehler(e);
    } finally {
      setSpeichert(false);
    }
  }

  const gespeichert = (z: Zeile) => (
    <span className="ld-ausnahmen-stand" data-testid={`ausnahme-stand-${z.gevoArt}`}>
      {z.checked ? T.gespeichertJa : T.gespeichertNein}
      {z.checked !== gewaehlt.has(z.gevoArt) && <Tag severity="warning" value={T.geaendert} />}
    </span>
  );

  return (
    <section>
      <h1 className="ld-titel">{TITEL}</h1>
      <p className="ld-ausnahmen-einleitung">{T.einleitung}</p>
      <div className="ld-werkzeugleiste ld-ausnahmen-kopf">
        <Gesellschaftsfeld
          id="ausnahmen-gesellschaft"
          beschriftung={T.gesellschaft}
          nebeneinander
          wert={gesellschaft}
          placeholder={MELDUNGEN.bitteWaehlen}
          showClear={false}
          onWert={(id) => void gesellschaftWaehlen(id)}
        />
        <span className="ld-fuellung" />
        <ExportKnopf
          id="ausnahmen-export"
          route={ROUTEN.ausnahmenExport}
          filter={gesellschaft === null ? undefined : { gesellschaft }}
          spalten={AUSNAHMEN_SPALTEN}
          sortierung={sortierung}
        />
        {aenderungen.length > 0 && (
          <span className="ld-ausnahmen-aenderungen" data-testid="ausnahmen-aenderungen">
            {T.aenderungen(aenderungen.length)}
          </span>
        )}
        <Button
          id="ausnahmen-verwerfen"
          label={T.verwerfen}
          icon="pi pi-undo"
          outlined
          disabled={aenderungen.length === 0 || speichert}
          onClick={() => setBearbeitet(null)}
        />
        <Button
          id="ausnahmen-speichern"
          label={T.speichern}
          icon="pi pi-check"
          disabled={aenderungen.length === 0 || speichert}
          loading={speichert}
          onClick={() => void speichern()}
        />
      </div>

      {gesellschaft === null ? (
        <Message severity="info" text={T.gesellschaftWaehlen} />
      ) : (
        <>
          {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.ladenFehler} onErneut={mutate} />}
          <DataTable
            id="ausnahmen-tabelle"
            className="ld-tabelle"
            value={zeilen}
            dataKey="gevoArt"
            loading={isLoading}
            {...tabelle}
            selectionMode="checkbox"
            selection={zeilen.filter((z) => gewaehlt.has(z.gevoArt))}
            onSelectionChange={(e) =>
              gesellschaft !== null &&
              setBearbeitet({ gesellschaft, gewaehlt: new Set((e.value as Zeile[]).map((z) => z.gevoArt)) })
            }
            rowClassName={() => 'ausnahme-zeile'}
          >
            {auswahlSpalte()}
            <Column
              field="gevoArt"
              header={S.gevoArt}
              sortable
              body={(z: Zeile) => <span data-testid={`ausnahme-gevoart-${z.gevoArt}`}>{z.gevoArt}</span>}
            />
            <Column field="unterKategorie" header={S.unterKategorie} sortable />
            <Column field="hauptKategorie" header={S.hauptKategorie} sortable />
            <Column
              field="statusFK"
              header={S.statusFK}
              sortable
              body={(z: Zeile) => statusText(z.statusFK)}
            />
            <Column field="checked" header={S.gespeichert} sortable body={gespeichert} />
          </DataTable>
        </>
      )}
    </section>
  );
}

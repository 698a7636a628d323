/** Reference §2.1: 'Feststellung der BiPRO Kategorien' — filter, table, add/edit dialog, delete confirmation. */
import {
  MELDUNGEN,
  MSC_DATEIKATEGORIEN,
  ROUTEN,
  VERTRAGS_STATUS,
  type BiproKategorie,
  type KategorieEingabe,
} from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState } from 'react';
import { rufe } from '../../api/client';
import { useRoute } from '../../api/useRoute';
import { formatDatum, zeitwert } from '../../format';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { useMeldungen } from '../../shell/Meldungen';
import { KategorieDialog } from './KategorieDialog';
import { sicherheitsabfrage } from '../../komponenten/sicherheitsabfrage';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';

const F = MELDUNGEN.kategorieFelder;
/** Reference §9: page size 100. */
const SEITENGROESSE = 100;

interface Zeile extends BiproKategorie {
  mscLabel: string;
  statusLabel: string;
  angelegtMs: number;
}

const mscLabel = new Map<number, string>(MSC_DATEIKATEGORIEN.map((k) => [k.id, k.label]));
const statusLabel = new Map<number, string>(VERTRAGS_STATUS.map((s) => [s.id, s.label]));

type Bearbeitung = { modus: 'neu' } | { modus: 'bearbeiten'; kategorie: BiproKategorie };

export function filtereKategorien<T extends BiproKategorie>(zeilen: T[], filter: string): T[] {
  const suche = filter.trim().toLowerCase();
  if (!suche) return zeilen;
  return zeilen.filter(
    (k) =>
      String(k.gevoArt).includes(suche) ||
      k.hauptKategorie.toLowerCase().includes(suche) ||
      k.unterKategorie.toLowerCase().includes(suche),
  );
}

export default function KategorienSeite() {
  const { data, error, isLoading, mutate } = useRoute(ROUTEN.kategorienListe);
  const meldungen = useMeldungen();
  const [filter, setFilter] = useState('');
  const [erste, setErste] = useState(0);
  const [bearbeitung, setBearbeitung] = useState<Bearbeitung | null>(null);
  const darfSetzen = data?.darfKategorienSetzen === true;

  const zeilen = useMemo<Zeile[]>(
    () =>
      (data?.rows ?? []).map((k) => ({
        ...k,
        mscLabel: mscLabel.get(k.kategorieFK) ?? String(k.kategorieFK),
        statusLabel: k.statusFK == null ? '' : (statusLabel.get(k.statusFK) ?? String(k.statusFK)),
        angelegtMs: zeitwert(k.dateCreated),
      })),
    [data],
  );
  const sichtbar = useMemo(() => filtereKategorien(zeilen, filter), [zeilen, filter]);

  function filtern(wert: string) {
    setFilter(wert);
    setErste(0);
  }

  async function speichern(eingabe: KategorieEingabe) {
    if (bearbeitung?.modus === 'bearbeiten') {
      const { gevoArt: _schluessel, ...aenderung } = eingabe;
      await rufe(ROUTEN.kategorieAendern, {
        query: { gevoArt: bearbeitung.kategorie.gevoArt },
        body: aenderung,
      });
    } else {
      await rufe(ROUTEN.kategorieAnlegen, { body: eingabe });
    }
    setBearbeitung(null);
    meldungen.erfolg(MELDUNGEN.kategorieGespeichert);
    await mutate();
  }

  async function loeschen(k: BiproKategorie) {
    if (!(await sicherheitsabfrage(MELDUNGEN.kategorieLoeschenFrage(k.gevoArt), { gefaehrlich: true })))
      return;
    try {
      await rufe(ROUTEN.kategorieLoeschen, { query: { gevoArt: k.gevoArt } });
      meldungen.erfolg(MELDUNGEN.kategorieGeloescht);
    } catch (e) {
      meldungen.fehler(e);
    }
    await mutate();
  }

  const aktionen = (k: Zeile) => (
    <span className="ld-zeilenaktionen">
      <ZeilenAktion
        label={MELDUNGEN.bearbeiten}
        icon="pi pi-pencil"
        onClick={() => setBearbeitung({ modus: 'bearbeiten', kategorie: k })}
        testId={`kategorie-bearbeiten-${k.gevoArt}`}
      />
      <ZeilenAktion
        label={MELDUNGEN.loeschen}
        icon="pi pi-trash"
        severity="danger"
        onClick={() => void loeschen(k)}
        testId={`kategorie-loeschen-${k.gevoArt}`}
      />
    </span>
  );

  return (
    <section>
      <h1 className="ld-titel">{MELDUNGEN.kategorienTitel}</h1>

      <div className="ld-werkzeugleiste">
        <label htmlFor="kategorien-filter">{MELDUNGEN.filter}</label>
        <InputText
          id="kategorien-filter"
          aria-label={MELDUNGEN.filter}
          placeholder={MELDUNGEN.kategorienFilterPlatzhalter}
          value={filter}
          onChange={(e) => filtern(e.target.value)}
          style={{ minWidth: '20rem' }}
        />
        <Button
          id="kategorien-filter-zuruecksetzen"
          label={MELDUNGEN.zuruecksetzen}
          icon="pi pi-filter-slash"
          outlined
          onClick={() => filtern('')}
        />
        <span className="ld-fuellung" />
        {darfSetzen && (
          <Button
            id="kategorie-hinzufuegen"
            label={MELDUNGEN.hinzufuegen}
            icon="pi pi-plus"
            onClick={() => setBearbeitung({ modus: 'neu' })}
            data-testid="kategorie-hinzufuegen"
          />
        )}
      </div>

      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.ladenFehler} onErneut={mutate} />}

      <DataTable
        id="kategorien-tabelle"
        className="ld-tabelle"
        value={sichtbar}
        dataKey="gevoArt"
        loading={isLoading}
        paginator
        rows={SEITENGROESSE}
        first={erste}
        onPage={(e) => setErste(e.first)}
        sortField="gevoArt"
        sortOrder={1}
        removableSort
        stripedRows
        rowClassName={() => 'kategorie-zeile'}
        emptyMessage={MELDUNGEN.keineEintraege}
      >
        <Column
          field="gevoArt"
          header={F.gevoArt}
          sortable
          body={(k: Zeile) => <span data-testid={`kategorie-${k.gevoArt}`}>{k.gevoArt}</span>}
        />
        <Column field="hauptKategorie" header={F.hauptKategorie} sortable />
        <Column field="unterKategorie" header={F.unterKategorie} sortable />
        <Column field="mscLabel" header={F.kategorieFK} sortable />
        <Column field="statusLabel" header={F.statusFK} sortable />
        <Column field="transferNorm" header={F.transferNorm} sortable />
        <Column field="zuordnungsAttribute" header={F.zuordnungsAttribute} sortable />
        <Column
          field="angelegtMs"
          header={F.dateCreated}
          sortable
          body={(k: Zeile) => formatDatum(k.dateCreated)}
        />
        {darfSetzen && <Column header={MELDUNGEN.aktionen} body={aktionen} />}
      </DataTable>

      {bearbeitung && (
        <KategorieDialog
          kategorie={bearbeitung.modus === 'bearbeiten' ? bearbeitung.kategorie : undefined}
          onSpeichern={speichern}
          onAbbrechen={() => setBearbeitung(null)}
        />
      )}
    </section>
  );
}

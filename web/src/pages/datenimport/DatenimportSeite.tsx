/**
 * Reference §2.4: the data import (/intern/gdv/import/:modus?/:bereichAuswahl?) — modus 1 import,
 * 2 settlement; the query of a link (filename, interfacename, showFile, id) names a file.
 * Title '{format} Datenimport', the fee text, the header actions, the filter, the lines with
 * their details and journal, drag-and-drop of files (the dropped file goes into the upload
 * modal), the settlement protocol of a settled file, and the modals of the screen.
 *
 * Filter, submitted search, sorting, page and rows are kept per user and modus in the tab's
 * sessionStorage (zustand.ts): coming back from the assign page shows the screen as it was.
 */
import {
  DATENIMPORT_TEXTE as T,
  hatBerechtigung,
  HOECHSTE_ID_LISTE,
  importFormat,
  MELDUNGEN,
  PARAMETER_ALLE,
  ROUTEN,
  type ImportZeile,
} from '@lieferdesk/shared';
import { useState } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import { rufe } from '../../api/client';
import { stapelweiseSenden, type StapelArbeit } from '../../api/stapel';
import { ExportKnopf } from '../../komponenten/ExportKnopf';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { FortschrittDialog } from '../../komponenten/FortschrittDialog';
import { sicherheitsabfrage } from '../../komponenten/sicherheitsabfrage';
import { UploadDialog } from '../../komponenten/upload/UploadDialog';
import { useBenutzer } from '../../shell/Benutzer';
import { useMeldungen } from '../../shell/Meldungen';
import NichtGefunden from '../NichtGefunden';
import { aktuelleDatei, loeschbar, protokollVerfuegbar, sichtbareAktionen } from './aktionen';
import { entwurfFuerAnkunft, modusAus } from './ankunft';
import { dateiSpeichern } from './dateiSpeichern';
import { DetailsPanel } from './DetailsPanel';
import { FehlerExportDialog } from './FehlerExportDialog';
import type { ImportModus } from './filter';
import { ImportFilterFormular } from './ImportFilterFormular';
import { InfoDialog } from './InfoDialog';
import { KopfAktionen } from './KopfAktionen';
import { IMPORT_MUSTER, zuordnenPfad } from './pfade';
import { StatuswerteDialog } from './StatuswerteDialog';
import { useAbrechnungsStand } from './useAbrechnungsStand';
import { useDateiAblage } from './useDateiAblage';
import { serverSortierung, useImportSuche } from './useImportSuche';
import { useLaeufe } from './useLaeufe';
import { ZeileBearbeitenDialog } from './ZeileBearbeitenDialog';
import { ZeilenTabelle } from './ZeilenTabelle';
import './datenimport.css';

/** The line table's data columns in their order (ZeilenTabelle.tsx): what the export writes. */
const WERKBANK_SPALTEN = [
  'id',
  'index',
  'fileName',
  'gesellschaft',
  'interfaceName',
  'status',
  'date',
  'use4Booking',
];

export default function DatenimportSeite() {
  const treffer = useMatch(IMPORT_MUSTER);
  const { search } = useLocation();
  const modus = modusAus(treffer?.params.modus);
  const bereichAuswahl = treffer?.params.bereichAuswahl;
  if (modus === undefined) return <NichtGefunden />;
  // Another modus, area or link is another screen: nothing of the last one's state carries over.
  return (
    <Arbeitsplatz
      key={`${modus}|${bereichAuswahl ?? ''}|${search}`}
      modus={modus}
      bereichAuswahl={bereichAuswahl}
      herkunft={search}
    />
  );
}

/**
 * The one modal the user has opened on this screen (the search's notice and the progress of a
 * run come by themselves: useImportSuche, useLaeufe). A dropped file opens the upload with it.
 */
type OffenerDialog =
  | { art: 'upload'; abgelegt?: File }
  | { art: 'statuswerte' }
  | { art: 'fehlerExport' }
  | { art: 'zeileBearbeiten'; id: number };

function Arbeitsplatz({
  modus,
  bereichAuswahl,
  herkunft,
}: {
  modus: ImportModus;
  bereichAuswahl?: string;
  herkunft: string;
}) {
  const ich = useBenutzer();
  const navigate = useNavigate();
  const meldungen = useMeldungen();
  const suche = useImportSuche({ ich, modus, herkunft });
  const [auswahl, setAuswahl] = useState<ImportZeile[]>([]);
  const [detailsId, setDetailsId] = useState<number>();
  const [offenerDialog, setOffenerDialog] = useState<OffenerDialog | null>(null);
  const [laedtProtokoll, setLaedtProtokoll] = useState(false);
  /** Deleting more lines than one request may name: its requests, watched as one. */
  const [loeschStapel, setLoeschStapel] = useState<StapelArbeit | null>(null);

  const { zeilen } = suche;
  const datei = aktuelleDatei(zeilen, auswahl, {
    fileId: suche.suche?.fileId ?? null,
    filename: suche.suche?.filename ?? '',
  });
  const abrechnung = useAbrechnungsStand(
    ich.id,
    modus,
    datei?.fileId,
    hatBerechtigung(ich, ROUTEN.courtageDateiHerunterladen.berechtigung),
  );
  const protokoll = protokollVerfuegbar(modus, datei, abrechnung.stand);
  const laeufe = useLaeufe({
    modus,
    bereichAuswahl,
    meldungen,
    onZeilenGeaendert: () => {
      suche.zeilenNeuLaden();
      abrechnung.neuLaden();
    },
  });
  // A dropped file opens the upload modal with it chosen; the modal checks its type as it checks
  // a picked one, so a file it does not take is named there and nothing is uploaded.
  const { ziehtDarueber, ablageProps } = useDateiAblage(
    (abgelegt) => setOffenerDialog({ art: 'upload', abgelegt }),
    offenerDialog === null,
  );
  const schliessen = () => setOffenerDialog(null);

  /** A new search shows other lines: nothing of the last one stays chosen or open. */
  function suchen(entwurf = suche.entwurf) {
    if (!suche.suchenMit(entwurf)) return;
    setAuswahl([]);
    setDetailsId(undefined);
  }

  /** The header checkbox: every line of the search, fetched page by page (or none). */
  async function alleWaehlen(gewaehlt: boolean) {
    if (!gewaehlt) return setAuswahl([]);
    try {
      setAuswahl(await suche.alleZeilen());
    } catch (e) {
      meldungen.fehler(e);
    }
  }

  async function protokollHerunterladen() {
    if (!datei || laedtProtokoll) return;
    setLaedtProtokoll(true);
    try {
      const inhalt = await rufe(ROUTEN.courtageDateiHerunterladen, { query: { id: datei.fileId } });
      dateiSpeichern(inhalt, T.protokollDateiname(datei.fileName));
    } catch (e) {
      meldungen.fehler(e);
    } finally {
      setLaedtProtokoll(false);
    }
  }

  async function zeilenLoeschen() {
    if (!loeschbar(auswahl)) return;
    const ids = auswahl.map((z) => z.id);
    if (!(await sicherheitsabfrage(T.zeilenLoeschenFrage(ids.length), { gefaehrlich: true }))) return;
    if (ids.length > HOECHSTE_ID_LISTE) {
      // One request names at most HOECHSTE_ID_LISTE lines: several, one after the other, with
      // one progress bar. The lines are fetched anew once the last is answered or one failed —
      // also when the dialog was closed before.
      setAuswahl([]);
      if (detailsId !== undefined && ids.includes(detailsId)) setDetailsId(undefined);
      const arbeit = stapelweiseSenden(
        ids,
        (stapel) => rufe(ROUTEN.importZeilenLoeschen, { body: stapel }),
        T.zeilenGeloescht(ids.length),
      );
      setLoeschStapel(arbeit);
      void arbeit.beendet.then(suche.zeilenNeuLaden);
      return;
    }
    try {
      if (ids.length === 1) await rufe(ROUTEN.importZeileLoeschen, { query: { id: ids[0]! } });
      else await rufe(ROUTEN.importZeilenLoeschen, { body: ids });
      meldungen.erfolg(T.zeilenGeloescht(ids.length));
      setAuswahl([]);
      if (detailsId !== undefined && ids.includes(detailsId)) setDetailsId(undefined);
    } catch (e) {
      meldungen.fehler(e);
    }
    suche.zeilenNeuLaden();
  }

  return (
    <section className="ld-datenimport" {...ablageProps}>
      <h1 className="ld-titel">{T.titel(importFormat(ich, modus))}</h1>
      <p className="ld-einleitung" data-testid="import-einleitung">
        {T.einleitung}
      </p>

      <KopfAktionen
        aktionen={sichtbareAktionen(modus, ich)}
        mitDatei={datei !== undefined}
        beschaeftigt={laeufe.laeuft || laedtProtokoll || loeschStapel !== null}
        darfFehlerExport={hatBerechtigung(ich, ROUTEN.fehlerExcelHerunterladen.berechtigung)}
        protokoll={protokoll}
        auswahlAnzahl={auswahl.length}
        auswahlLoeschbar={loeschbar(auswahl)}
        onDateiEinlesen={() => setOffenerDialog({ art: 'upload' })}
        onStatuswerte={() => setOffenerDialog({ art: 'statuswerte' })}
        onAuswerten={() => {
          if (datei) void laeufe.auswerten(datei);
        }}
        onAktion={(a) => {
          if (datei) void laeufe.ausfuehren(a, datei);
        }}
        onZeilenLoeschen={() => void zeilenLoeschen()}
        onFehlerExport={() => setOffenerDialog({ art: 'fehlerExport' })}
        onProtokoll={() => void protokollHerunterladen()}
      />

      <ImportFilterFormular
        entwurf={suche.entwurf}
        onAendern={suche.aendern}
        vollerFilter={suche.vollerFilter}
        gesellschaften={suche.gesellschaften}
        meldung={suche.meldung}
        sucht={suche.sucht}
        onSuchen={() => suchen()}
        onZuruecksetzen={suche.zuruecksetzen}
      />

      {suche.fehler && (
        <Fehlerleiste
          fehler={suche.fehler}
          einleitung={MELDUNGEN.sucheFehler}
          onErneut={suche.erneutSuchen}
        />
      )}

      {suche.suche && (
        <div className="ld-werkzeugleiste">
          <p className="ld-leise ld-trefferzahl" data-testid="import-trefferzahl">
            {suche.gesamt.genau
              ? T.trefferAnzahl(suche.gesamt.anzahl)
              : T.trefferMehrAls(suche.gesamt.anzahl)}
          </p>
          <span className="ld-fuellung" />
          <ExportKnopf
            id="import-export"
            route={ROUTEN.importExport}
            filter={{ ...suche.suche, ...serverSortierung(suche.sortierung) }}
            spalten={WERKBANK_SPALTEN}
          />
        </div>
      )}
      <div className={detailsId === undefined ? 'ld-importbereich' : 'ld-importbereich ld-mit-details'}>
        <ZeilenTabelle
          zeilen={zeilen}
          gesamt={suche.gesamt}
          leerText={suche.leerText}
          laedt={suche.sucht}
          auswahl={auswahl}
          onAuswahl={setAuswahl}
          alleGewaehlt={
            suche.gesamt.genau && suche.gesamt.anzahl > 0 && auswahl.length === suche.gesamt.anzahl
          }
          onAlleWaehlen={(gewaehlt) => void alleWaehlen(gewaehlt)}
          sortierung={suche.sortierung}
          onSortierung={suche.setSortierung}
          erste={suche.erste}
          onErste={suche.setErste}
          detailsId={detailsId}
          onBearbeiten={(z) => setOffenerDialog({ art: 'zeileBearbeiten', id: z.id })}
          onDetails={(z) => setDetailsId(z.id)}
          onZuordnen={(z) => void navigate(zuordnenPfad(z.id))}
        />
        {detailsId !== undefined && (
          <DetailsPanel id={detailsId} onSchliessen={() => setDetailsId(undefined)} />
        )}
      </div>

      {ziehtDarueber && (
        <div className="ld-ablage" data-testid="import-ablage" aria-hidden="true">
          <i className="pi pi-upload" /> {T.dateiHierAblegen}
        </div>
      )}

      <UploadDialog
        visible={offenerDialog?.art === 'upload'}
        onHide={schliessen}
        modus={modus}
        datei={offenerDialog?.art === 'upload' ? offenerDialog.abgelegt : undefined}
        // After an upload: show the new file, all its lines.
        onFertig={(fileId, filename) => suchen(entwurfFuerAnkunft({ filename, fileId, ganzeDatei: true }))}
      />
      {offenerDialog?.art === 'statuswerte' && <StatuswerteDialog onSchliessen={schliessen} />}
      {offenerDialog?.art === 'fehlerExport' && (
        <FehlerExportDialog
          gesellschaft={
            suche.vollerFilter && suche.entwurf.gesellschaft !== PARAMETER_ALLE
              ? suche.entwurf.gesellschaft
              : undefined
          }
          onSchliessen={schliessen}
        />
      )}
      {offenerDialog?.art === 'zeileBearbeiten' && (
        <ZeileBearbeitenDialog
          id={offenerDialog.id}
          onSchliessen={schliessen}
          onGespeichert={() => {
            schliessen();
            meldungen.erfolg(T.zeileGespeichert);
            suche.zeilenNeuLaden();
          }}
        />
      )}
      {suche.hinweis !== null && <InfoDialog text={suche.hinweis} onSchliessen={suche.hinweisGelesen} />}
      {loeschStapel && (
        <FortschrittDialog
          id="loeschen-fortschritt"
          titel={T.zeilenLoeschen}
          abfragen={loeschStapel.stand}
          onFertig={(stand) => {
            setLoeschStapel(null);
            meldungen.erfolg(stand.sLabel);
          }}
          onFehler={(e) => {
            setLoeschStapel(null);
            meldungen.fehler(e);
          }}
          onSchliessen={() => setLoeschStapel(null)}
        />
      )}
      {laeufe.lauf && (
        <FortschrittDialog
          titel={laeufe.lauf.titel}
          abfragen={laeufe.lauf.abfragen}
          onFertig={(stand) => void laeufe.fertig(stand)}
          onFehler={laeufe.fehlgeschlagen}
          onSchliessen={laeufe.nichtMehrVerfolgen}
        />
      )}
    </section>
  );
}

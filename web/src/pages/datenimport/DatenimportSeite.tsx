/**
 * Spec §2.4: the data import (/intern/gdv/import/:modus?/:bereichAuswahl?) — modus 1 import,
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
  hatVollenFilter,
  importFormat,
  MELDUNGEN,
  PARAMETER_ALLE,
  ROUTEN,
  type Fortschritt,
  type ImportZeile,
} from '@lieferdesk/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import { rufe } from '../../api/client';
import { useRevalidiere, useRoute } from '../../api/useRoute';
import { FortschrittDialog } from '../../komponenten/FortschrittDialog';
import { sicherheitsabfrage } from '../../komponenten/sicherheitsabfrage';
import { UploadDialog } from '../../komponenten/upload/UploadDialog';
import { useBenutzer } from '../../shell/Benutzer';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { useMeldungen } from '../../shell/Meldungen';
import NichtGefunden from '../NichtGefunden';
import {
  aktionsNutzlast,
  aktuelleDatei,
  loeschbar,
  protokollVerfuegbar,
  sichtbareAktionen,
  type DateiAktion,
} from './aktionen';
import { entwurfFuerAnkunft, modusAus } from './ankunft';
import { dateiSpeichern } from './dateiSpeichern';
import { DetailsPanel } from './DetailsPanel';
import { FehlerExportDialog } from './FehlerExportDialog';
import {
  gleicheSuche,
  pruefeFilter,
  standardFilter,
  type FilterEntwurf,
  type FilterNutzlast,
  type ImportModus,
} from './filter';
import { ImportFilterFormular } from './ImportFilterFormular';
import { InfoDialog } from './InfoDialog';
import { KopfAktionen } from './KopfAktionen';
import { IMPORT_MUSTER, zuordnenPfad } from './pfade';
import { StatuswerteDialog } from './StatuswerteDialog';
import { useDateiAblage } from './useDateiAblage';
import { ZeileBearbeitenDialog } from './ZeileBearbeitenDialog';
import { ZeilenTabelle } from './ZeilenTabelle';
import {
  ladeZeilen,
  ladeZustand,
  speichereZeilen,
  speichereZustand,
  startZustand,
  zustandsSchluessel,
  type Sortierung,
} from './zustand';
import './datenimport.css';

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

/** Long work being watched in the progress modal. */
interface Lauf {
  titel: string;
  abfragen(signal?: AbortSignal): Promise<Fortschritt>;
  /** After a settlement: POST /autoAbrechnung/updateAbrechnung?fileId (spec §7). */
  nachher?(): Promise<unknown>;
  /** A settlement of this file: once it is done, the file's protocol is offered. */
  abrechnungVon?: number;
}

type Dialog = 'statuswerte' | 'fehlerExport' | 'upload';

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
  const vollerFilter = hatVollenFilter(ich);
  const schluessel = zustandsSchluessel(ich.id, modus);

  const [start] = useState(() =>
    startZustand({ gespeichert: ladeZustand(sessionStorage, schluessel), herkunft, benutzer: ich, modus }),
  );
  const [gespeicherteZeilen] = useState(() =>
    start.wiederhergestellt ? ladeZeilen(sessionStorage, schluessel, start.suche) : undefined,
  );
  const [entwurf, setEntwurf] = useState<FilterEntwurf>(start.entwurf);
  const [suche, setSuche] = useState<FilterNutzlast | null>(start.suche);
  const [sortierung, setSortierung] = useState<Sortierung>(start.sortierung);
  const [erste, setErste] = useState(start.erste);
  const [meldung, setMeldung] = useState<string>();
  const [auswahl, setAuswahl] = useState<ImportZeile[]>([]);
  const [detailsId, setDetailsId] = useState<number>();
  const [bearbeitungsId, setBearbeitungsId] = useState<number>();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [lauf, setLauf] = useState<Lauf | null>(null);
  const [startet, setStartet] = useState(false);
  const [laedtProtokoll, setLaedtProtokoll] = useState(false);
  /** A file dropped onto the screen, for the upload modal. */
  const [abgelegt, setAbgelegt] = useState<File>();
  /** Files settled by runs watched here (the filter answer carries no file status). */
  const [abgerechnet, setAbgerechnet] = useState<ReadonlySet<number>>(() => new Set());
  // The mess of an answer is shown for searches started here, not again for a restored one.
  const messZeigen = useRef(!start.wiederhergestellt && start.suche !== null);

  const { data, error, isValidating, mutate } = useRoute(ROUTEN.importFilter, suche ? undefined : null, {
    body: suche ?? undefined,
    swr: {
      keepPreviousData: true,
      fallbackData:
        gespeicherteZeilen && gleicheSuche(suche, start.suche) ? { rows: gespeicherteZeilen } : undefined,
      onSuccess: (antwort) => {
        if (messZeigen.current && antwort.mess) setInfo(antwort.mess);
        messZeigen.current = false;
      },
    },
  });
  const { data: firmen } = useRoute(ROUTEN.importGesellschaften, vollerFilter ? undefined : null);
  const revalidiere = useRevalidiere();
  const zeilen = useMemo(() => (suche ? (data?.rows ?? []) : []), [suche, data]);

  useEffect(() => {
    speichereZustand(sessionStorage, schluessel, { herkunft, entwurf, suche, sortierung, erste });
  }, [schluessel, herkunft, entwurf, suche, sortierung, erste]);
  // Rows only once the search has answered without error: then `data` is this search's answer.
  useEffect(() => {
    if (suche && data && !isValidating && !error)
      speichereZeilen(sessionStorage, schluessel, suche, data.rows);
  }, [schluessel, suche, data, isValidating, error]);

  const datei = aktuelleDatei(zeilen, auswahl, {
    fileId: suche?.fileId ?? null,
    filename: suche?.filename ?? '',
  });
  const aktionen = sichtbareAktionen(modus, ich);
  const protokoll =
    hatBerechtigung(ich, ROUTEN.courtageDateiHerunterladen.berechtigung) &&
    protokollVerfuegbar(modus, datei, zeilen, abgerechnet);
  const beschaeftigt = startet || lauf !== null || laedtProtokoll;
  // A dropped file opens the upload modal with it chosen; the modal checks its type as it checks
  // a picked one, so a file it does not take is named there and nothing is uploaded.
  const { ziehtDarueber, ablageProps } = useDateiAblage((abgelegteDatei) => {
    setAbgelegt(abgelegteDatei);
    setDialog('upload');
  }, dialog === null);

  /** The lines changed on the server: the table and the details (status, journal) fetch anew. */
  function zeilenNeuLaden() {
    if (suche) void mutate();
    void revalidiere(ROUTEN.importZeileDetails);
  }

  function aendern(aenderung: Partial<FilterEntwurf>) {
    setEntwurf((alt) => ({ ...alt, ...aenderung }));
    setMeldung(undefined);
  }

  function suchenMit(e: FilterEntwurf) {
    const pruefung = pruefeFilter(e, ich, modus);
    if (pruefung.meldung !== undefined) {
      setMeldung(pruefung.meldung);
      return;
    }
    setMeldung(undefined);
    setAuswahl([]);
    setErste(0);
    setDetailsId(undefined);
    messZeigen.current = true;
    // The same search again means "fetch anew" (SWR would answer it from its cache).
    if (gleicheSuche(pruefung.nutzlast, suche)) void mutate();
    else setSuche(pruefung.nutzlast);
  }

  /** After an upload: show the new file, all its lines. */
  function dateiEingelesen(fileId: number, fileName: string) {
    const neu = entwurfFuerAnkunft({ filename: fileName, fileId, ganzeDatei: true });
    setEntwurf(neu);
    suchenMit(neu);
  }

  async function auswerten() {
    if (!datei) return;
    setStartet(true);
    try {
      const { threadId } = await rufe(ROUTEN.importAuswertungStarten, { query: { id: datei.fileId } });
      setLauf({
        titel: T.auswertungTitel(datei.fileName),
        abfragen: (signal) => rufe(ROUTEN.importAuswertungFortschritt, { query: { id: threadId }, signal }),
      });
    } catch (e) {
      meldungen.fehler(e);
    } finally {
      setStartet(false);
    }
  }

  async function aktionAusfuehren(aktion: DateiAktion) {
    if (!datei) return;
    const ja = await sicherheitsabfrage(T.fragen[aktion.id](datei.fileName), { gefaehrlich: aktion.loescht });
    if (!ja) return;
    setStartet(true);
    try {
      const { workerId } = await rufe(aktion.route, { body: aktionsNutzlast(datei, modus, bereichAuswahl) });
      const fileId = datei.fileId;
      setLauf({
        titel: T.aktionen[aktion.id],
        abfragen: (signal) => rufe(ROUTEN.importFortschritt, { query: { id: workerId }, signal }),
        nachher: aktion.abrechnung
          ? () => rufe(ROUTEN.abrechnungAktualisieren, { query: { fileId } })
          : undefined,
        abrechnungVon: aktion.abrechnung ? fileId : undefined,
      });
    } catch (e) {
      meldungen.fehler(e);
    } finally {
      setStartet(false);
    }
  }

  async function laufFertig(stand: Fortschritt) {
    const nachher = lauf?.nachher;
    const abrechnungVon = lauf?.abrechnungVon;
    setLauf(null);
    if (stand.sLabel) meldungen.erfolg(stand.sLabel);
    if (abrechnungVon !== undefined) setAbgerechnet((alt) => new Set(alt).add(abrechnungVon));
    if (nachher) {
      try {
        await nachher();
      } catch (e) {
        meldungen.fehler(e);
      }
    }
    zeilenNeuLaden();
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

  function laufFehler(e: unknown) {
    setLauf(null);
    meldungen.fehler(e);
  }

  async function zeilenLoeschen() {
    if (!loeschbar(auswahl)) return;
    const ids = auswahl.map((z) => z.id);
    if (!(await sicherheitsabfrage(T.zeilenLoeschenFrage(ids.length), { gefaehrlich: true }))) return;
    try {
      if (ids.length === 1) await rufe(ROUTEN.importZeileLoeschen, { query: { id: ids[0]! } });
      else await rufe(ROUTEN.importZeilenLoeschen, { body: ids });
      meldungen.erfolg(T.zeilenGeloescht(ids.length));
      setAuswahl([]);
      if (detailsId !== undefined && ids.includes(detailsId)) setDetailsId(undefined);
    } catch (e) {
      meldungen.fehler(e);
    }
    zeilenNeuLaden();
  }

  return (
    <section className="ld-datenimport" {...ablageProps}>
      <h1 className="ld-titel">{T.titel(importFormat(ich, modus))}</h1>
      <p className="ld-einleitung" data-testid="import-einleitung">
        {T.einleitung}
      </p>

      <KopfAktionen
        aktionen={aktionen}
        mitDatei={datei !== undefined}
        beschaeftigt={beschaeftigt}
        darfFehlerExport={hatBerechtigung(ich, ROUTEN.fehlerExcelHerunterladen.berechtigung)}
        protokoll={protokoll}
        auswahlAnzahl={auswahl.length}
        auswahlLoeschbar={loeschbar(auswahl)}
        onDateiEinlesen={() => {
          setAbgelegt(undefined);
          setDialog('upload');
        }}
        onStatuswerte={() => setDialog('statuswerte')}
        onAuswerten={() => void auswerten()}
        onAktion={(a) => void aktionAusfuehren(a)}
        onZeilenLoeschen={() => void zeilenLoeschen()}
        onFehlerExport={() => setDialog('fehlerExport')}
        onProtokoll={() => void protokollHerunterladen()}
      />

      <ImportFilterFormular
        entwurf={entwurf}
        onAendern={aendern}
        vollerFilter={vollerFilter}
        gesellschaften={firmen?.gesellschaften ?? []}
        meldung={meldung}
        sucht={suche !== null && isValidating}
        onSuchen={() => suchenMit(entwurf)}
        onZuruecksetzen={() => {
          setEntwurf(standardFilter());
          setMeldung(undefined);
        }}
      />

      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.sucheFehler} onErneut={mutate} />}

      {suche && (
        <p className="ld-leise ld-trefferzahl" data-testid="import-trefferzahl">
          {T.trefferAnzahl(zeilen.length)}
        </p>
      )}
      <div className={detailsId === undefined ? 'ld-importbereich' : 'ld-importbereich ld-mit-details'}>
        <ZeilenTabelle
          zeilen={zeilen}
          laedt={suche !== null && isValidating}
          auswahl={auswahl}
          onAuswahl={setAuswahl}
          sortierung={sortierung}
          onSortierung={setSortierung}
          erste={erste}
          onErste={setErste}
          detailsId={detailsId}
          onBearbeiten={(z) => setBearbeitungsId(z.id)}
          onDetails={(z) => setDetailsId(z.id)}
          onZuordnen={(z) => navigate(zuordnenPfad(z.id))}
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
        visible={dialog === 'upload'}
        onHide={() => {
          setDialog(null);
          setAbgelegt(undefined);
        }}
        modus={modus}
        datei={abgelegt}
        onFertig={dateiEingelesen}
      />
      {dialog === 'statuswerte' && <StatuswerteDialog onSchliessen={() => setDialog(null)} />}
      {dialog === 'fehlerExport' && (
        <FehlerExportDialog
          gesellschaft={
            vollerFilter && entwurf.gesellschaft !== PARAMETER_ALLE ? entwurf.gesellschaft : undefined
          }
          onSchliessen={() => setDialog(null)}
        />
      )}
      {bearbeitungsId !== undefined && (
        <ZeileBearbeitenDialog
          id={bearbeitungsId}
          onSchliessen={() => setBearbeitungsId(undefined)}
          onGespeichert={() => {
            setBearbeitungsId(undefined);
            meldungen.erfolg(T.zeileGespeichert);
            zeilenNeuLaden();
          }}
        />
      )}
      {info !== null && <InfoDialog text={info} onSchliessen={() => setInfo(null)} />}
      {lauf && (
        <FortschrittDialog
          titel={lauf.titel}
          abfragen={lauf.abfragen}
          onFertig={(stand) => void laufFertig(stand)}
          onFehler={laufFehler}
          onSchliessen={() => setLauf(null)}
        />
      )}
    </section>
  );
}

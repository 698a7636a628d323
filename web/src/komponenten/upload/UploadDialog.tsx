/**
 * Reference §2.17, §4 "Upload", §8: the modal 'Datei einlesen'. The user picks a file (csv, txt, xml,
 * pdf, gdv); internal users and holders of the data-import right also choose company and
 * interface (otherwise the server finds the interface by the file name). Uploading asks the API
 * for a presigned S3 URL, PUTs the bytes there (progress from XMLHttpRequest), registers the
 * upload, shows 'Verarbeitung gestartet...' and polls the job after 1 s, then every 5 s, until the server says
 * removeTimer; then the parent hears `onFertig(fileId, fileName)`. The dialog then shows how the
 * read ended (lines and faulty ones with 'Ergebnis anzeigen' to the workbench filtered to the
 * file, or why the file was refused — a duplicate names the file that holds its content) and lets
 * go of the file, so the same file is not sent twice by a second click. A failure shows the
 * server's text as a danger message and loading stops.
 *
 * Nothing is lost by closing it unawares: with a file chosen, or an upload or read under way,
 * Esc, the cross and 'Abbrechen' ask first. Esc inside an open dropdown closes that only.
 *
 * A host may open it with a file already chosen (`datei`: dropped onto its screen): it is checked
 * like a picked one, and the user still chooses company and interface and starts the upload.
 *
 * The "passthrough routing container" of §2.17: `children` render inside the dialog below the
 * form, and `dialogProps` pass through to PrimeReact's Dialog, so the data-import screen and the
 * monitor can both host it with their own extras.
 */
import { ROUTEN, UPLOAD_TEXTE as T, zeigtUploadFilter, type ImportJob } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Dialog, type DialogProps } from 'primereact/dialog';
import { FileUpload, type FileUploadHandlerEvent } from 'primereact/fileupload';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiFehler, rufe } from '../../api/client';
import { useRoute } from '../../api/useRoute';
import { importPfad } from '../../pages/datenimport/pfade';
import { useBenutzer } from '../../shell/Benutzer';
import { fehlerText } from '../../shell/Meldungen';
import { AuswahlFeld } from '../AuswahlFeld';
import { SCHALTER } from '../barrierefrei';
import { Fehlerleiste } from '../Fehlerleiste';
import { darfSchliessen } from '../sicherheitsabfrage';
import {
  abfrageAbstand,
  ACCEPT,
  dateiFehler,
  dateiHochladen,
  gesellschaftIdAus,
  HochladenFehler,
  istAbbruch,
  prozent,
  warten,
} from './hochladen';
import './upload.css';
import { escSchonVerwendet } from '../dialogSchliessen';

export interface UploadDialogProps {
  visible: boolean;
  onHide(): void;
  /** Import modus of the host screen (1 import, 2 settlement): narrows the interface choice. */
  modus?: 1 | 2;
  /** A file chosen before the dialog opened (dropped onto the host screen); taken when it opens. */
  datei?: File;
  /** The upload is finished (the server removed the timer): the file's id and name. */
  onFertig?(fileId: number, fileName: string): void;
  /** Rendered inside the dialog below the form (the passthrough container). */
  children?: ReactNode;
  /** Passed through to PrimeReact's Dialog (style, className, position …). */
  dialogProps?: Omit<DialogProps, 'visible' | 'onHide' | 'header' | 'footer' | 'children'>;
}

type Phase = 'bereit' | 'hochladen' | 'verarbeitung' | 'fertig';

/** A picked or handed-over file: taken if it may be uploaded, else only the reason why not. */
function gepruefteWahl(datei: File | undefined): { datei: File | null; fehler: string | null } {
  if (!datei) return { datei: null, fehler: null };
  const grund = dateiFehler(datei.name);
  return { datei: grund === undefined ? datei : null, fehler: grund ?? null };
}

/** The message of a failure: the server's text (reference §8), the S3 status, or the generic text. */
function fehlerMeldung(e: unknown): string {
  if (e instanceof HochladenFehler) return T.hochladenFehlgeschlagen(e.status);
  if (e instanceof ApiFehler) return fehlerText(e);
  return T.hochladenFehlgeschlagen(0);
}

export function UploadDialog({
  visible,
  onHide,
  modus,
  datei: vorgewaehlt,
  onFertig,
  children,
  dialogProps,
}: UploadDialogProps) {
  const ich = useBenutzer();
  const mitFilter = zeigtUploadFilter(ich);
  const [datei, setDatei] = useState<File | null>(null);
  const [gesellschaft, setGesellschaft] = useState<string | null>(null);
  const [interfaceName, setInterfaceName] = useState<string | null>(null);
  const [mitInaktiven, setMitInaktiven] = useState(false);
  const [phase, setPhase] = useState<Phase>('bereit');
  const [hochgeladen, setHochgeladen] = useState(0);
  const [job, setJob] = useState<ImportJob | null>(null);
  /** The file the last upload sent: its number and name once the job ended. */
  const [gesendet, setGesendet] = useState<{ id: number; name: string } | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const abbruch = useRef<AbortController | null>(null);
  // The parent's callback may change on every render; the running upload calls the latest one.
  const fertigMelden = useRef(onFertig);
  useLayoutEffect(() => {
    fertigMelden.current = onFertig;
  });

  const laedt = phase === 'hochladen' || phase === 'verarbeitung';

  // Closing the dialog (or leaving the page) stops the PUT or the polling; the server keeps on.
  useEffect(() => {
    if (!visible) abbruch.current?.abort();
  }, [visible]);
  useEffect(() => () => abbruch.current?.abort(), []);

  const { data: optionen } = useRoute(
    ROUTEN.uploadComboboxen,
    visible && mitFilter
      ? {
          withInactiveInterfaces: mitInaktiven ? 'true' : 'false',
          gesellschaft: gesellschaft ?? undefined,
          modus,
        }
      : null,
    { swr: { keepPreviousData: true } },
  );
  const interfaces = useMemo(() => optionen?.interfaces ?? [], [optionen]);
  // A chosen interface that the list no longer offers (company changed, inactive hidden) is dropped.
  if (interfaceName !== null && optionen && !interfaces.some((i) => i.value === interfaceName)) {
    setInterfaceName(null);
  }

  function waehlen(gewaehlteDatei: File | undefined) {
    const wahl = gepruefteWahl(gewaehlteDatei);
    setDatei(wahl.datei);
    setFehler(wahl.fehler);
    setJob(null);
    setGesendet(null);
    setPhase('bereit');
  }

  // Opened again, the dialog starts empty, however the host closed it — or with the host's file
  // (set while this render runs, before the dialog shows). Company and interface stay chosen.
  const [offen, setOffen] = useState(false);
  if (visible !== offen) {
    setOffen(visible);
    if (visible) waehlen(vorgewaehlt);
  }

  function gewaehlt(ereignis: FileUploadHandlerEvent) {
    const gewaehlteDatei = ereignis.files[0];
    ereignis.options.clear();
    if (gewaehlteDatei) waehlen(gewaehlteDatei);
  }

  async function hochladen() {
    if (!datei || laedt) return;
    abbruch.current?.abort();
    const controller = new AbortController();
    abbruch.current = controller;
    const { signal } = controller;
    setFehler(null);
    setJob(null);
    setGesendet(null);
    setHochgeladen(0);
    setPhase('hochladen');
    try {
      // The size is signed into the URL: the PUT below must send exactly these bytes.
      const ziel = await rufe(ROUTEN.uploadZiel, {
        body: { fileName: datei.name, groesse: datei.size },
        signal,
      });
      await dateiHochladen(ziel.url, datei, setHochgeladen, signal);
      const { id } = await rufe(ROUTEN.uploadStarten, {
        body: {
          tempId: ziel.tempId,
          gesellschaftId: mitFilter ? gesellschaftIdAus(gesellschaft) : undefined,
          interfaceName: mitFilter ? (interfaceName ?? undefined) : undefined,
        },
        signal,
      });
      setPhase('verarbeitung');
      let stand: ImportJob;
      let abfrage = 0;
      do {
        await warten(abfrageAbstand(abfrage++), signal);
        stand = await rufe(ROUTEN.uploadStatus, { query: { id }, signal });
        setJob(stand);
      } while (!stand.removeTimer);
      // Sent and read (or refused): the dialog lets go of the file.
      setDatei(null);
      setGesendet({ id, name: datei.name });
      setPhase('fertig');
      fertigMelden.current?.(id, datei.name);
    } catch (e) {
      if (istAbbruch(e)) return;
      setFehler(fehlerMeldung(e));
      setPhase('bereit');
    } finally {
      if (abbruch.current === controller) abbruch.current = null;
    }
  }

  /** What closing would drop, as the question to ask; undefined when nothing is at stake. */
  function rueckfrage(): string | undefined {
    if (!datei) return undefined;
    if (phase === 'hochladen') return T.schliessenFrage.hochladen(datei.name);
    if (phase === 'verarbeitung') return T.schliessenFrage.verarbeitung(datei.name);
    return T.schliessenFrage.gewaehlt(datei.name);
  }

  async function schliessen() {
    const frage = rueckfrage();
    if (!(await darfSchliessen(frage !== undefined, frage))) return;
    abbruch.current?.abort();
    onHide();
  }

  const navigate = useNavigate();
  function ergebnisAnzeigen(datei: { id: number; name: string }) {
    onHide();
    void navigate(importPfad(modus ?? 1, datei.name, datei.id));
  }

  const fuss = (
    <>
      <Button
        id="upload-schliessen"
        type="button"
        label={phase === 'fertig' ? T.schliessen : T.abbrechen}
        icon="pi pi-times"
        outlined
        onClick={() => void schliessen()}
      />
      {phase === 'fertig' && job?.ergebnis && gesendet && (
        <Button
          id="upload-ergebnis"
          type="button"
          label={T.ergebnisAnzeigen}
          icon="pi pi-list"
          outlined
          onClick={() => ergebnisAnzeigen(gesendet)}
        />
      )}
      <Button
        id="upload-hochladen"
        type="button"
        label={T.hochladen}
        icon="pi pi-upload"
        loading={laedt}
        disabled={!datei || laedt}
        onClick={() => void hochladen()}
      />
    </>
  );

  return (
    <Dialog
      id="upload-dialog"
      style={{ width: '36rem' }}
      breakpoints={{ '700px': '95vw' }}
      {...dialogProps}
      visible={visible}
      modal
      header={T.titel}
      footer={fuss}
      onHide={(ereignis?: unknown) => {
        if (!escSchonVerwendet(ereignis)) void schliessen();
      }}
    >
      <div className="ld-upload">
        <p className="ld-upload-hinweis">{T.dateiHinweis}</p>
        <div className="ld-upload-datei">
          <FileUpload
            mode="basic"
            auto
            customUpload
            accept={ACCEPT}
            uploadHandler={gewaehlt}
            chooseLabel={T.dateiWaehlen}
            chooseOptions={{ icon: 'pi pi-file' }}
            disabled={laedt}
            pt={{ input: { id: 'upload-datei', 'aria-label': T.dateiWaehlen } }}
          />
          <span data-testid="upload-dateiname" className={datei ? undefined : 'ld-leise'}>
            {datei?.name ?? T.keineDatei}
          </span>
        </div>

        {mitFilter && (
          <div className="ld-upload-auswahl" data-testid="upload-filter">
            <AuswahlFeld
              id="upload-gesellschaft"
              beschriftung={T.gesellschaft}
              value={gesellschaft}
              options={optionen?.gesellschaften ?? []}
              placeholder={T.automatisch}
              filter
              showClear
              disabled={laedt}
              onChange={(e) => setGesellschaft(typeof e.value === 'string' ? e.value : null)}
            />
            <AuswahlFeld
              id="upload-interface"
              beschriftung={T.interface}
              value={interfaceName}
              options={interfaces}
              placeholder={T.automatisch}
              filter
              showClear
              disabled={laedt}
              onChange={(e) => setInterfaceName(typeof e.value === 'string' ? e.value : null)}
            />
            <label className="ld-upload-schalter" htmlFor="upload-inaktive">
              <InputSwitch
                inputId="upload-inaktive"
                pt={SCHALTER}
                checked={mitInaktiven}
                disabled={laedt}
                onChange={(e) => setMitInaktiven(e.value === true)}
              />
              {T.mitInaktiven}
            </label>
          </div>
        )}

        {phase === 'hochladen' && (
          <div className="ld-upload-stand" role="status">
            <span>{T.wirdHochgeladen(hochgeladen)}</span>
            <ProgressBar value={hochgeladen} />
          </div>
        )}
        {phase === 'verarbeitung' && (
          <div className="ld-upload-stand" role="status" data-testid="upload-status">
            <span>{T.verarbeitungGestartet}</span>
            {job && job.status !== '' && <span data-testid="upload-jobstatus">{job.status}</span>}
            {job ? (
              <ProgressBar value={prozent(job.progress)} />
            ) : (
              <ProgressBar mode="indeterminate" style={{ height: '0.5rem' }} />
            )}
          </div>
        )}
        {phase === 'fertig' && (
          // The job's last status says how it ended (read, or refused as a duplicate); ours if empty.
          <Message
            severity={job?.ergebnis ? 'success' : 'warn'}
            text={job?.status ? job.status : T.fertig}
            data-testid="upload-fertig"
            className="ld-upload-fehler"
          />
        )}
        {fehler !== null && <Fehlerleiste text={fehler} testId="upload-fehler" />}
        {children}
      </div>
    </Dialog>
  );
}

/**
 * "Test this interface" (reference §2.8 context): the user picks a sample file, the browser reads it
 * and sends it base64-encoded; the API reads it through the interface (nothing is stored) and
 * answers one result per line, which the dialog shows with a summary. Samples over 1 MB are
 * refused here already, as the API would.
 */
import {
  MELDUNGEN,
  ROUTEN,
  TEST_DATEI_HOECHSTBYTES,
  type SchnittstellenTestErgebnis,
  type SchnittstellenTestZeile,
} from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { FileUpload, type FileUploadHandlerEvent } from 'primereact/fileupload';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Tag } from 'primereact/tag';
import { useEffect, useRef, useState } from 'react';
import { rufe } from '../../api/client';
import { useMeldungen } from '../../shell/Meldungen';
import { alsBase64, feldPaare, statusText } from './testen';
import { beimSchliessen } from '../../komponenten/dialogSchliessen';

const S = MELDUNGEN.testSpalten;
/** Reference §9: the old tables show 20 rows per page. */
const SEITENGROESSE = 20;

interface Ergebnis {
  dateiname: string;
  antwort: SchnittstellenTestErgebnis;
}

export function TestDialog({
  schnittstelle,
  onSchliessen,
}: {
  schnittstelle: { id: number; interfaceName: string };
  onSchliessen(): void;
}) {
  const meldungen = useMeldungen();
  const [liest, setLiest] = useState<string | null>(null);
  const [ergebnis, setErgebnis] = useState<Ergebnis | null>(null);
  const abbruch = useRef<AbortController | null>(null);
  // Closing the dialog ends a read still under way.
  useEffect(() => () => abbruch.current?.abort(), []);

  async function testen(datei: File) {
    if (datei.size > TEST_DATEI_HOECHSTBYTES) {
      meldungen.warnung(MELDUNGEN.testDateiZuGross);
      return;
    }
    abbruch.current?.abort();
    const controller = new AbortController();
    abbruch.current = controller;
    setLiest(datei.name);
    setErgebnis(null);
    try {
      const inhalt = alsBase64(new Uint8Array(await datei.arrayBuffer()));
      const antwort = await rufe(ROUTEN.schnittstelleTesten, {
        query: { id: schnittstelle.id },
        body: { dateiname: datei.name, inhalt },
        signal: controller.signal,
      });
      setErgebnis({ dateiname: datei.name, antwort });
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return;
      meldungen.fehler(e);
    } finally {
      if (abbruch.current === controller) {
        abbruch.current = null;
        setLiest(null);
      }
    }
  }

  function gewaehlt(ereignis: FileUploadHandlerEvent) {
    const datei = ereignis.files[0];
    // Ready for the next file (also the same one again) at once.
    ereignis.options.clear();
    if (datei) void testen(datei);
  }

  const status = (z: SchnittstellenTestZeile) => (
    <Tag
      value={statusText(z.status)}
      severity={z.status < 0 ? 'danger' : 'success'}
      data-testid={`test-status-${z.zeile}`}
    />
  );
  const felder = (z: SchnittstellenTestZeile) => (
    <span className="ld-testfelder">
      {feldPaare(z.felder).map(({ name, wert }) => (
        <span key={name} className="ld-testfeld">
          <span className="ld-testfeld-name">{name}:</span> {wert}
        </span>
      ))}
    </span>
  );

  const fuss = (
    <Button
      id="interface-test-schliessen"
      type="button"
      label={MELDUNGEN.schliessen}
      icon="pi pi-times"
      outlined
      onClick={onSchliessen}
    />
  );

  const antwort = ergebnis?.antwort;
  return (
    <Dialog
      id="interface-test-dialog"
      visible
      modal
      maximizable
      header={MELDUNGEN.interfaceTestenTitel(schnittstelle.id, schnittstelle.interfaceName)}
      footer={fuss}
      onHide={beimSchliessen(onSchliessen)}
      style={{ width: '80rem' }}
      breakpoints={{ '1400px': '95vw' }}
    >
      <p className="ld-testhinweis">{MELDUNGEN.interfaceTestenHinweis}</p>
      <div className="ld-werkzeugleiste">
        <FileUpload
          mode="basic"
          auto
          customUpload
          uploadHandler={gewaehlt}
          chooseLabel={MELDUNGEN.testDateiWaehlen}
          chooseOptions={{ icon: 'pi pi-file' }}
          disabled={liest !== null}
          pt={{ input: { id: 'interface-test-datei', 'aria-label': MELDUNGEN.testDateiWaehlen } }}
        />
        {liest !== null && (
          <span className="ld-kennung" role="status">
            <ProgressSpinner style={{ width: '1.5rem', height: '1.5rem' }} strokeWidth="6" />
            {MELDUNGEN.testLiest(liest)}
          </span>
        )}
      </div>
      {ergebnis && antwort && (
        <>
          <Message
            severity={antwort.fehlerhaft > 0 ? 'warn' : 'success'}
            className="ld-hinweis"
            data-testid="interface-test-zusammenfassung"
            text={MELDUNGEN.testZusammenfassung(ergebnis.dateiname, antwort.gesamt, antwort.fehlerhaft)}
          />
          {antwort.abgeschnitten && (
            <Message
              severity="info"
              className="ld-hinweis"
              data-testid="interface-test-abgeschnitten"
              text={MELDUNGEN.testAbgeschnitten(antwort.zeilen.length, antwort.gesamt)}
            />
          )}
          <DataTable
            id="interface-test-tabelle"
            className="ld-tabelle"
            value={antwort.zeilen}
            dataKey="zeile"
            paginator={antwort.zeilen.length > SEITENGROESSE}
            rows={SEITENGROESSE}
            stripedRows
            rowClassName={() => 'test-zeile'}
            emptyMessage={MELDUNGEN.keineEintraege}
          >
            <Column field="zeile" header={S.zeile} className="ld-zelle-eng" />
            <Column header={S.status} body={status} className="ld-zelle-eng" />
            <Column field="satz" header={S.satz} />
            <Column field="grund" header={S.grund} style={{ minWidth: '12rem' }} />
            {/* The fields keep room next to a long reason. */}
            <Column header={S.felder} body={felder} style={{ minWidth: '28rem' }} />
          </DataTable>
        </>
      )}
    </Dialog>
  );
}

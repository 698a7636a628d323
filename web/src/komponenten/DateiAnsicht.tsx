/**
 * A stored file shown in the page, from its presigned link (`dateiLink` of a file route, asked
 * with `anzeigen`): a PDF (the name ends in pdf) in the browser's own PDF viewer, in a frame on the
 * link — the bytes never pass the API, and the viewer is the browser's, not ours; anything else
 * fetched as text and shown as formatted XML where it reads as XML, else as it is — always as
 * text, never as markup the browser interprets (dateiAnsicht.ts). At most the first
 * ANZEIGE_HOECHSTBYTES are read, and the viewer says so when a file is longer. A link to open the
 * file in a tab of its own sits above either view.
 *
 * A file without content has no link: the page shows KeineDatenDialog instead (reference §2.9).
 */
import { DATEI_ANSICHT_TEXTE as T, istPdfDatei, MELDUNGEN } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Tag } from 'primereact/tag';
import { useEffect, useState } from 'react';
import { beimSchliessen } from './dialogSchliessen';
import {
  ANZEIGE_HOECHSTBYTES,
  darstellung,
  groesseText,
  leseAnfang,
  textAusBytes,
  type Darstellung,
} from './dateiAnsicht';
import './dateiAnsicht.css';

export interface AnzeigbareDatei {
  url: string;
  dateiname: string;
}

export function DateiAnsicht({ datei }: { datei: AnzeigbareDatei }) {
  return (
    <div className="ld-datei-ansicht">
      <div className="ld-werkzeugleiste ld-datei-leiste">
        <span className="ld-datei-name" data-testid="datei-ansicht-name">
          {datei.dateiname}
        </span>
        <span className="ld-fuellung" />
        {/* A plain link: the browser opens the file in a new tab with its own viewer. */}
        <a
          href={datei.url}
          target="_blank"
          rel="noopener noreferrer"
          className="p-button p-button-text p-button-sm"
          data-testid="datei-ansicht-neuer-tab"
        >
          <i className="pi pi-external-link" aria-hidden="true" />
          <span className="ld-datei-link-text">{T.neuerTab}</span>
        </a>
      </div>
      {istPdfDatei(datei.dateiname) ? (
        <iframe
          className="ld-datei-pdf"
          src={datei.url}
          title={T.pdfRahmen(datei.dateiname)}
          data-testid="datei-ansicht-pdf"
        />
      ) : (
        // A new link is a new file: the view starts over (keyed), loading.
        <TextAnsicht key={datei.url} datei={datei} />
      )}
    </div>
  );
}

type Stand = { art: 'laedt' } | { art: 'fehler' } | (Darstellung & { gekuerzt: boolean; gesamt?: number });

function TextAnsicht({ datei }: { datei: AnzeigbareDatei }) {
  const [stand, setStand] = useState<Stand>({ art: 'laedt' });

  useEffect(() => {
    const abbruch = new AbortController();
    void (async () => {
      try {
        const antwort = await fetch(datei.url, { signal: abbruch.signal });
        if (!antwort.ok || !antwort.body) throw new Error(`HTTP ${antwort.status}`);
        const laenge = Number(antwort.headers.get('content-length'));
        const { bytes, gekuerzt } = await leseAnfang(antwort.body);
        const text = textAusBytes(bytes, gekuerzt);
        setStand({
          ...darstellung(text, gekuerzt),
          gekuerzt,
          ...(laenge > 0 ? { gesamt: laenge } : {}),
        });
      } catch (fehler) {
        if (!abbruch.signal.aborted) {
          console.error(fehler);
          setStand({ art: 'fehler' });
        }
      }
    })();
    return () => abbruch.abort();
  }, [datei.url]);

  if (stand.art === 'laedt')
    return (
      <ProgressSpinner aria-label={T.laedt} className="ld-datei-laedt" data-testid="datei-ansicht-laedt" />
    );
  if (stand.art === 'fehler')
    return <Message severity="error" text={T.ladenFehler} data-testid="datei-ansicht-fehler" />;
  return (
    <>
      <div className="ld-werkzeugleiste ld-datei-hinweise">
        <Tag
          value={stand.art === 'xml' ? T.alsXml : T.alsText}
          severity="info"
          data-testid="datei-ansicht-art"
          data-art={stand.art}
        />
        {stand.gekuerzt && (
          <Message
            severity="warn"
            text={T.gekuerzt(
              groesseText(ANZEIGE_HOECHSTBYTES),
              stand.gesamt ? groesseText(stand.gesamt) : undefined,
            )}
            data-testid="datei-ansicht-gekuerzt"
          />
        )}
      </div>
      {/* Text in a <pre>: React escapes it, the browser interprets nothing of it. */}
      <pre
        className="ld-datei-text"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={T.textRahmen(datei.dateiname)}
        data-testid="datei-ansicht-text"
      >
        {stand.text === '' ? T.leer : stand.text}
      </pre>
    </>
  );
}

/** Reference §2.9: the modal for a file without content. */
export function KeineDatenDialog({ dateiname, onSchliessen }: { dateiname: string; onSchliessen(): void }) {
  return (
    <Dialog
      id="keine-daten-dialog"
      visible
      modal
      header={T.keineDatenTitel}
      onHide={beimSchliessen(onSchliessen)}
      onShow={() => document.getElementById('keine-daten-schliessen')?.focus()}
      style={{ width: '30rem' }}
      breakpoints={{ '640px': '95vw' }}
      footer={
        <Button
          id="keine-daten-schliessen"
          type="button"
          label={MELDUNGEN.schliessen}
          icon="pi pi-check"
          onClick={onSchliessen}
        />
      }
    >
      <p data-testid="keine-daten-text">{T.keineDaten(dateiname)}</p>
    </Dialog>
  );
}

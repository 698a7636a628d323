/**
 * List exports whose progress dialog was closed (komponenten/ExportKnopf.tsx): followed here, for
 * the whole signed-in app, so the message offering the file comes on whatever page the user has
 * gone to meanwhile — not only while the list that started the export stays open. Signing out
 * ends the following (the shell unmounts); the export itself runs on, on the server.
 */
import { LISTEN_EXPORT_TEXTE as T, ROUTEN, type ListenExportStand } from '@lieferdesk/shared';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { rufe } from '../api/client';
import { fortschrittVerfolgen, istAbbruch } from '../komponenten/fortschritt';
import { useMeldungen } from './Meldungen';

/** An export job's status: its progress, once done its file. */
export const exportStandAbfragen = (jobId: string, signal?: AbortSignal) =>
  rufe(ROUTEN.listenExportStand, { query: { id: jobId }, signal });

export const zeilenZahl = (n: number) => n.toLocaleString('de-DE');

interface Hintergrundexporte {
  /** Follows the job until its file is ready (then offers it) or it fails (then says why). */
  verfolgen(jobId: string): void;
}

const Kontext = createContext<Hintergrundexporte | null>(null);

export function HintergrundexporteProvider({ children }: { children: ReactNode }) {
  const meldungen = useMeldungen();
  const laufende = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const l = laufende.current;
    return () => {
      for (const abbruch of l.values()) abbruch.abort();
      l.clear();
    };
  }, []);
  const wert = useMemo<Hintergrundexporte>(
    () => ({
      verfolgen(jobId) {
        if (laufende.current.has(jobId)) return;
        const abbruch = new AbortController();
        laufende.current.set(jobId, abbruch);
        fortschrittVerfolgen<ListenExportStand>({
          abfragen: (signal) => exportStandAbfragen(jobId, signal),
          signal: abbruch.signal,
        })
          .then(
            (stand) => {
              // Not saved unasked once the user turned away: offered.
              if (stand.datei)
                meldungen.link(T.fertig(zeilenZahl(stand.datei.zeilen)), {
                  text: T.herunterladen,
                  href: stand.datei.url,
                });
            },
            (e: unknown) => {
              if (!istAbbruch(e)) meldungen.fehler(e);
            },
          )
          .finally(() => laufende.current.delete(jobId));
      },
    }),
    [meldungen],
  );
  return <Kontext.Provider value={wert}>{children}</Kontext.Provider>;
}

export function useHintergrundexporte(): Hintergrundexporte {
  const wert = useContext(Kontext);
  if (!wert) throw new Error('useHintergrundexporte außerhalb von HintergrundexporteProvider');
  return wert;
}

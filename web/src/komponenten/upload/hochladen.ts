/**
 * The upload modal's plain parts: which files the picker takes, the presigned PUT with progress,
 * and how the comboboxes' options become the upload's payload. No React here, so the rules are
 * unit-tested on their own.
 */
import { UPLOAD_TEXTE as T } from '@lieferdesk/shared';

/**
 * Reference §2.17: csv, txt, xml, pdf. GDV files often end in `.gdv` (the GDV's own samples do), so
 * the picker takes that ending too.
 */
export const ERLAUBTE_ENDUNGEN = ['csv', 'txt', 'xml', 'pdf', 'gdv'] as const;
/** The `accept` attribute of the file input. */
export const ACCEPT = ERLAUBTE_ENDUNGEN.map((e) => `.${e}`).join(',');

/** Whether a file of this name may be uploaded (ending compared without case: `.GDV` too). */
export function istErlaubteDatei(name: string): boolean {
  const punkt = name.lastIndexOf('.');
  if (punkt < 0) return false;
  const endung = name.slice(punkt + 1).toLowerCase();
  return (ERLAUBTE_ENDUNGEN as readonly string[]).includes(endung);
}

/**
 * Why a file (picked or dropped onto the screen) cannot be uploaded, or undefined when it can:
 * both ways into the modal take the same files and give the same message.
 */
export function dateiFehler(name: string): string | undefined {
  return istErlaubteDatei(name) ? undefined : T.dateitypNichtErlaubt(name);
}

/** Reference §9: the upload job is polled every 5 seconds. */
export const STATUS_ABFRAGE_MS = 5000;
/**
 * The first poll comes after 1 second: a small file is read by then (README "Import pipeline"),
 * and its result should not wait 5 seconds.
 */
export const ERSTE_ABFRAGE_MS = 1000;

/** How long to wait before poll number `n` (0 the first) of the upload job. */
export const abfrageAbstand = (n: number): number => (n === 0 ? ERSTE_ABFRAGE_MS : STATUS_ABFRAGE_MS);

/** The job's progress as a whole percentage for the bar (the server may send fractions or overshoot). */
export function prozent(wert: number): number {
  if (!Number.isFinite(wert)) return 0;
  return Math.max(0, Math.min(100, Math.round(wert)));
}

/**
 * The company choice as the upload's gesellschaftId: the options carry the id as text; an empty
 * choice (or anything else) means "let the server decide by the file name".
 */
export function gesellschaftIdAus(wert: string | null | undefined): number | undefined {
  return wert !== null && wert !== undefined && /^\d+$/.test(wert) ? Number(wert) : undefined;
}

/** The S3 PUT failed: its status (0 without an answer) for the message. */
export class HochladenFehler extends Error {
  constructor(readonly status: number) {
    super(`PUT ${status}`);
    this.name = 'HochladenFehler';
  }
}

/**
 * PUTs the bytes to the presigned URL. XMLHttpRequest rather than fetch: only it reports upload
 * progress, which a large portfolio file needs for a moving bar. Rejects with HochladenFehler,
 * or with an AbortError when `signal` aborts.
 */
export function dateiHochladen(
  url: string,
  datei: Blob,
  fortschritt: (prozent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((aufloesen, ablehnen) => {
    if (signal?.aborted) {
      ablehnen(new DOMException('Abgebrochen', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) fortschritt(prozent((e.loaded * 100) / e.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        fortschritt(100);
        aufloesen();
      } else ablehnen(new HochladenFehler(xhr.status));
    };
    xhr.onerror = () => ablehnen(new HochladenFehler(0));
    xhr.onabort = () => ablehnen(new DOMException('Abgebrochen', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(datei);
  });
}

/** Waits `ms`, or rejects with an AbortError as soon as `signal` aborts. */
export function warten(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((aufloesen, ablehnen) => {
    if (signal?.aborted) {
      ablehnen(new DOMException('Abgebrochen', 'AbortError'));
      return;
    }
    const zeitgeber = setTimeout(aufloesen, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(zeitgeber);
        ablehnen(new DOMException('Abgebrochen', 'AbortError'));
      },
      { once: true },
    );
  });
}

export const istAbbruch = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/**
 * The life of an import file as states, pure: which states there are, which of them a run works
 * in, and which work a file in its state allows and which state follows. The repositories store
 * the status; the pipelines and the monitor ask these rules.
 *
 * - **Arrival**: a registered file is `registered` (locked for its read), a drop that cannot be
 *   imported (no interface) `refused` — a refused file is never read. Content that arrived
 *   before refuses a file when its read plans it (the hash is taken there), upload or drop.
 * - **Reading**: `registered` → `reading` → `read`; a read that fails ends in `failed`. Reading
 *   again (after a run died, or to read anew) starts from `registered` whatever the file was.
 * - **Processing**: while a run works the file has the run's "-ing" state (evaluating, booking,
 *   settling) and holds its lock; the deletes keep the state they find and only hold the lock.
 *   An "-ing" state without the lock means the run died (the monitor shows it as aborted).
 * - Nothing runs on a file that is not read: registered, reading, refused, or whose read failed
 *   (those have no complete lines) — except deleting it.
 * - Booking and settling need an evaluated file (evaluated, or booked/settled before: booking
 *   again books what is left). An evaluation that broke off must be repeated first.
 * - Deleting a file whose lines were booked is refused (reference §4: only lines with status <= 1 may
 *   be deleted): delete the bookings first. The chunks check every line as well.
 */
import { VERARBEITUNG_TEXTE as T } from '@lieferdesk/shared';
import type { VerarbeitungsArt } from '@lieferdesk/events';

/** The states of a file. A run owns the file (holds its lock) in the "-ing" states. */
export const DATEI_STATUS = {
  registriert: 'registered',
  liest: 'reading',
  gelesen: 'read',
  wertetAus: 'evaluating',
  ausgewertet: 'evaluated',
  bucht: 'booking',
  gebucht: 'booked',
  rechnetAb: 'settling',
  abgerechnet: 'settled',
  fehlgeschlagen: 'failed',
  /**
   * Not imported: duplicate content (found by the read's plan) or no interface (a drop; an upload
   * without one is refused directly).
   */
  abgelehnt: 'refused',
} as const;
export type DateiStatus = (typeof DATEI_STATUS)[keyof typeof DATEI_STATUS];

/** The states a run works in. */
export const LAUFENDE_STATUS = [
  DATEI_STATUS.registriert,
  DATEI_STATUS.liest,
  DATEI_STATUS.wertetAus,
  DATEI_STATUS.bucht,
  DATEI_STATUS.rechnetAb,
] as const;
export type LaufenderStatus = (typeof LAUFENDE_STATUS)[number];

export const istLaufenderStatus = (status: string): status is LaufenderStatus =>
  (LAUFENDE_STATUS as readonly string[]).includes(status);

/** A run holds the file's lock in one of its working states. */
export const inBearbeitung = (d: { status: string; sperre?: string }): boolean =>
  d.sperre !== undefined && istLaufenderStatus(d.status);

/** Reading has not finished yet: the upload job keeps polling. */
export const istLesendStatus = (status: string) =>
  status === DATEI_STATUS.registriert || status === DATEI_STATUS.liest;

/**
 * The file was not imported: its read failed or it was refused. It has no lines to work on, and
 * its claim on its content no longer counts (the same content may be delivered again).
 */
export const istGescheitert = (status: string) =>
  status === DATEI_STATUS.fehlgeschlagen || status === DATEI_STATUS.abgelehnt;

/** A refused file is never read; every other file may be read again (it starts from `registered`). */
export const istErneutLesbar = (status: string) => status !== DATEI_STATUS.abgelehnt;

const NICHT_GELESEN: readonly string[] = [
  DATEI_STATUS.registriert,
  DATEI_STATUS.liest,
  DATEI_STATUS.abgelehnt,
  DATEI_STATUS.fehlgeschlagen,
];
const GEBUCHT: readonly string[] = [
  DATEI_STATUS.bucht,
  DATEI_STATUS.gebucht,
  DATEI_STATUS.rechnetAb,
  DATEI_STATUS.abgerechnet,
];
const AUSGEWERTET: readonly string[] = [DATEI_STATUS.ausgewertet, ...GEBUCHT];

/** The status a file has while this work runs on it; undefined: the work keeps the one it finds. */
export const STATUS_WAEHREND: Partial<Record<VerarbeitungsArt, DateiStatus>> = {
  auswerten: DATEI_STATUS.wertetAus,
  buchen: DATEI_STATUS.bucht,
  abrechnen: DATEI_STATUS.rechnetAb,
  abrechnenFehlerprotokoll: DATEI_STATUS.rechnetAb,
};

/** Why this work may not start on the file (a 409 text), or undefined. */
export function verweigerung(
  art: VerarbeitungsArt,
  datei: { id: number; status: string; zeilenGesamt?: number },
): string | undefined {
  if (art === 'dateiLoeschen') return GEBUCHT.includes(datei.status) ? T.gebuchteZeilen(datei.id) : undefined;
  if (NICHT_GELESEN.includes(datei.status) || datei.zeilenGesamt === undefined)
    return T.nichtGelesen(datei.id);
  if (
    (art === 'buchen' || art === 'abrechnen' || art === 'abrechnenFehlerprotokoll') &&
    !AUSGEWERTET.includes(datei.status)
  )
    return T.nichtAusgewertet(datei.id);
  return undefined;
}

/**
 * The file's status after the work (undefined: unchanged). `jetzt` is the status the run found
 * at its end (its "-ing" status, or for a delete the one it kept); `behalten` how many booked
 * lines a delete left.
 */
export function statusDanach(
  art: VerarbeitungsArt,
  jetzt: DateiStatus,
  behalten: number,
): DateiStatus | undefined {
  switch (art) {
    case 'auswerten':
      return DATEI_STATUS.ausgewertet;
    case 'buchen':
      return DATEI_STATUS.gebucht;
    case 'abrechnen':
    case 'abrechnenFehlerprotokoll':
      return DATEI_STATUS.abgerechnet;
    case 'buchungenLoeschen':
      return GEBUCHT.includes(jetzt) ? DATEI_STATUS.ausgewertet : undefined;
    case 'auswertungLoeschen':
      return behalten === 0 ? DATEI_STATUS.gelesen : undefined;
    case 'dateiLoeschen':
      return undefined;
  }
}

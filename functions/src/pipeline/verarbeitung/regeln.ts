/**
 * The rules of the work on a file, pure: which work a file in its state allows, which status it
 * has while and after the work runs, and in which modus a booking plans.
 *
 * - Nothing runs on a file that is not read: registered, reading, refused, or whose read failed
 *   (those have no complete lines) — except deleting it.
 * - Booking and settling need an evaluated file (evaluated, or booked/settled before: booking
 *   again books what is left). An evaluation that broke off must be repeated first.
 * - Deleting a file whose lines were booked is refused (spec §4: only lines with status <= 1 may
 *   be deleted): delete the bookings first. The chunks check every line as well.
 * - While a run works the file has the run's "-ing" status (evaluating, booking, settling) — the
 *   monitor shows it in processing, and without its lock as aborted; the deletes keep the
 *   status they find and only hold the lock.
 */
import { VERARBEITUNG_TEXTE as T } from '@lieferdesk/shared';
import type { VerarbeitungsArt } from '@lieferdesk/events';
import { DATEI_STATUS, type DateiStatus, type ImportDatei } from '../../data/repositories/importDateien';

const NICHT_GELESEN: readonly DateiStatus[] = [
  DATEI_STATUS.registriert,
  DATEI_STATUS.liest,
  DATEI_STATUS.abgelehnt,
  DATEI_STATUS.fehlgeschlagen,
];
const GEBUCHT: readonly DateiStatus[] = [
  DATEI_STATUS.bucht,
  DATEI_STATUS.gebucht,
  DATEI_STATUS.rechnetAb,
  DATEI_STATUS.abgerechnet,
];
const AUSGEWERTET: readonly DateiStatus[] = [DATEI_STATUS.ausgewertet, ...GEBUCHT];

export const STATUS_WAEHREND: Partial<Record<VerarbeitungsArt, DateiStatus>> = {
  auswerten: DATEI_STATUS.wertetAus,
  buchen: DATEI_STATUS.bucht,
  abrechnen: DATEI_STATUS.rechnetAb,
  abrechnenFehlerprotokoll: DATEI_STATUS.rechnetAb,
};

/** Why this work may not start on the file (a 409 text), or undefined. */
export function verweigerung(
  art: VerarbeitungsArt,
  datei: Pick<ImportDatei, 'id' | 'status' | 'zeilenGesamt'>,
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

/**
 * The booking modus: "create bookings" books as the file is (an import file's contracts, a
 * settlement file's commissions); a settlement always books commissions (GDV collection records
 * of an import file included).
 */
export const buchungsModus = (art: VerarbeitungsArt, datei: Pick<ImportDatei, 'modus'>): 1 | 2 =>
  art === 'buchen' ? datei.modus : 2;

/** The protocol a settlement writes. */
export const protokollArt = (art: VerarbeitungsArt): 'voll' | 'fehler' | undefined =>
  art === 'abrechnen' ? 'voll' : art === 'abrechnenFehlerprotokoll' ? 'fehler' : undefined;

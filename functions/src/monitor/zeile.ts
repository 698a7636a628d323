/**
 * A file record as a line of the import monitor (reference §2.14, §3 "Import monitor line", §4).
 * Pure: the record and its read-error confirmation in, the line out.
 *
 * The rules (the states themselves and which of them a run works in: domain/dateiStatus.ts):
 * - A file is **in processing** while a run holds its lock in one of the "-ing" states
 *   (registered, reading, evaluating, booking, settling): arrow icon, no actions but unlock.
 * - A run that stopped (domain/laufAbbruch.ts: an "-ing" state without lock — the run failed,
 *   died and was unlocked, or the local stack found it in flight —, a lock whose run has not
 *   reported for the lock's time, a delete that failed) is shown as aborted (cross) with the
 *   reason, so nobody waits for a run that will not come; `hasContinueAction` offers to
 *   continue it.
 * - A lock in any other state (a run that took the lock and died before its first step) can be
 *   released too: `hasUnlockAction` is simply "the file is locked".
 * - Faulty lines (numRowsError > 0: the file's lines with a status < 0 now, kept current by
 *   every run and line action, reference §3) make the line a `statusErrors` line with a cross until
 *   they are confirmed; confirmed, the line is a `status` line with an amber check. A confirmation
 *   counts for the number of faulty lines it saw, so a file whose count changes asks anew.
 * - A file-level error (`dateiFehler`: the file is incomplete, reference §4) makes the line a
 *   `statusErrors` line with its reason too, whatever the count, and is confirmed the same way.
 * - Failed and refused files are cross lines with their reason.
 * - `hasImportResult`: the file has lines to show (it was read at least once).
 * - `hasConfirmAction` (confirm a planned interface that did not run) belongs to the lines of
 *   missed planned runs (ausfall.ts), never to a file's line.
 */
import { MONITOR_TEXTE, type ImportMonitorZeile } from '@lieferdesk/shared';
import type { LesefehlerBestaetigung } from '../data/repositories/lesefehlerBestaetigungen';
import type { ImportDatei } from '../data/repositories/importDateien';
import {
  DATEI_STATUS,
  inBearbeitung,
  istLaufenderStatus,
  type DateiStatus,
  type LaufenderStatus,
} from '../domain/dateiStatus';
import { abbruchGrund, fortsetzung, laufAbgebrochen } from '../domain/laufAbbruch';

const T = MONITOR_TEXTE.status;

/** Icon colours: green done, amber done with confirmed errors, red errors, blue running. */
export const ICON_FARBE = {
  fertig: '#16a34a',
  bestaetigt: '#d97706',
  fehler: '#dc2626',
  laeuft: '#2563eb',
} as const;

/** The text of the step a run works on. */
const LAUFENDE_SCHRITTE: Record<LaufenderStatus, string> = {
  [DATEI_STATUS.registriert]: T.registriert,
  [DATEI_STATUS.liest]: T.liest,
  [DATEI_STATUS.wertetAus]: T.wertetAus,
  [DATEI_STATUS.bucht]: T.bucht,
  [DATEI_STATUS.rechnetAb]: T.rechnetAb,
};

/** The states after a finished step. */
const FERTIGE_SCHRITTE: Partial<Record<DateiStatus, string>> = {
  [DATEI_STATUS.gelesen]: T.gelesen,
  [DATEI_STATUS.ausgewertet]: T.ausgewertet,
  [DATEI_STATUS.gebucht]: T.gebucht,
  [DATEI_STATUS.abgerechnet]: T.abgerechnet,
};

export type MonitorDatei = Pick<
  ImportDatei,
  | 'id'
  | 'fileName'
  | 'gesellschaft'
  | 'interfaceId'
  | 'interfaceName'
  | 'status'
  | 'dateFrom'
  | 'dateTo'
  | 'numRows'
  | 'numRowsError'
  | 'numRowsWithoutError'
  | 'userId'
  | 'sperre'
  | 'fehler'
  | 'dateiFehler'
  | 'gesperrtAm'
  | 'lebtAm'
  | 'lauf'
  | 'laufAuftrag'
>;

/** The read errors are confirmed (for the number of errors the file has now). */
export const fehlerBestaetigt = (
  d: Pick<MonitorDatei, 'numRowsError'>,
  b: Pick<LesefehlerBestaetigung, 'numRowsError'> | undefined,
): boolean => b !== undefined && b.numRowsError === d.numRowsError;

/** There are read errors to confirm: some, not confirmed yet, and no run is at work on the file. */
export const kannFehlerBestaetigen = (d: MonitorDatei, b: LesefehlerBestaetigung | undefined): boolean =>
  (d.numRowsError > 0 || d.dateiFehler !== undefined) && !fehlerBestaetigt(d, b) && !inBearbeitung(d);

type Anzeige = Pick<ImportMonitorZeile, 'status' | 'statusErrors' | 'iconMetadata'>;

function anzeige(d: MonitorDatei, b: LesefehlerBestaetigung | undefined, jetzt: Date): Anzeige {
  const abgebrochen = laufAbgebrochen(d, jetzt);
  if (istLaufenderStatus(d.status)) {
    const laufend = LAUFENDE_SCHRITTE[d.status];
    if (!abgebrochen) return { status: laufend, iconMetadata: { icon: 'arrow', color: ICON_FARBE.laeuft } };
    return {
      statusErrors: T.abgebrochen(laufend, abbruchGrund(d, jetzt)),
      iconMetadata: { icon: 'cross', color: ICON_FARBE.fehler },
    };
  }
  if (d.status === DATEI_STATUS.fehlgeschlagen) {
    return {
      statusErrors: T.fehlgeschlagen(d.fehler),
      iconMetadata: { icon: 'cross', color: ICON_FARBE.fehler },
    };
  }
  if (d.status === DATEI_STATUS.abgelehnt) {
    return { statusErrors: T.abgelehnt(d.fehler), iconMetadata: { icon: 'cross', color: ICON_FARBE.fehler } };
  }
  // A finished step; an unknown status (a newer pipeline) is shown as it is stored.
  const schritt = FERTIGE_SCHRITTE[d.status] ?? d.status;
  // A run that keeps the status it finds (a delete) and stopped.
  if (abgebrochen) {
    return {
      statusErrors: T.abgebrochen(schritt, abbruchGrund(d, jetzt)),
      iconMetadata: { icon: 'cross', color: ICON_FARBE.fehler },
    };
  }
  if (d.dateiFehler !== undefined && !fehlerBestaetigt(d, b)) {
    return {
      statusErrors: T.dateiFehler(schritt, d.dateiFehler, d.numRowsError),
      iconMetadata: { icon: 'cross', color: ICON_FARBE.fehler },
    };
  }
  if (d.numRowsError === 0 && d.dateiFehler === undefined)
    return { status: schritt, iconMetadata: { icon: 'check', color: ICON_FARBE.fertig } };
  if (fehlerBestaetigt(d, b)) {
    return {
      status: T.fehlerBestaetigt(schritt),
      iconMetadata: { icon: 'check', color: ICON_FARBE.bestaetigt },
    };
  }
  return {
    statusErrors: T.mitFehlern(schritt, d.numRowsError),
    iconMetadata: { icon: 'cross', color: ICON_FARBE.fehler },
  };
}

/** The monitor line of a file (`jetzt`: whether a lock's time has passed). */
export function monitorZeile(
  d: MonitorDatei,
  bestaetigung?: LesefehlerBestaetigung,
  jetzt = new Date(),
): ImportMonitorZeile {
  return {
    ...anzeige(d, bestaetigung, jetzt),
    fileName: d.fileName,
    gesellschaft: d.gesellschaft ?? '',
    interfaceName: d.interfaceName ?? '',
    dateFrom: d.dateFrom,
    // The end belongs to a finished step; while a run works the last step's end would mislead.
    dateTo: inBearbeitung(d) ? undefined : d.dateTo,
    // Counts are moved by deltas; a file counted under an older rule (or data written around the
    // counting) can be off by a few, and one such file must not make the whole list fail.
    numRows: Math.max(0, d.numRows),
    numRowsError: Math.max(0, d.numRowsError),
    numRowsWithoutError: Math.max(0, d.numRowsWithoutError),
    fileId: d.id,
    userId: d.userId,
    interfaceId: d.interfaceId,
    hasUnlockAction: d.sperre !== undefined,
    hasConfirmErrorsAction: kannFehlerBestaetigen(d, bestaetigung),
    // A file came: only a missed planned run's line (ausfall.ts) is confirmed as such.
    hasConfirmAction: false,
    hasImportResult: d.numRows > 0,
    // Only where there is a stopped run to continue (reference §4 "A run that stopped").
    ...(fortsetzung(d, jetzt) ? { hasContinueAction: true } : {}),
  };
}

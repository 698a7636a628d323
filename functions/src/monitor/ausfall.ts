/**
 * A planned interface run that did not run as a line of the import monitor (reference §2.14,
 * §3 "Import monitor line", §4). Pure.
 *
 * - Not confirmed: a cross with 'Geplantes Interface nicht gelaufen' (statusErrors) and
 *   `hasConfirmAction`; confirmed: an amber check, no action — it stays, as confirmed read
 *   errors do.
 * - It has no file: fileId 0, no file name, no counts, no import result; `plannedRunId` says
 *   which run it is. Its start (dateFrom) is the expected time, which confirm_interface names
 *   with the interface.
 * - The monitor's filter applies as to a file (domain/dateiauswahl.ts): the run's monitor (modus),
 *   the date range by the expected day, company and interface. It belongs to no broker, so only
 *   users who see every file see it; a search by file number or file name, or for files in
 *   processing, finds no such line.
 */
import { MONITOR_TEXTE, type ImportMonitorZeile } from '@lieferdesk/shared';
import type { InterfacelaufAusfall } from '../data/repositories/interfacelaufAusfaelle';
import type { GefilterteDatei } from '../domain/dateiauswahl';
import { ICON_FARBE } from './zeile';

/** The status a missed run has in the file criteria: none of a file's (never "in processing"). */
const KEIN_DATEISTATUS = 'interfaceNichtGelaufen';

/** The line as the file criteria see it. */
export const ausfallAlsDatei = (a: InterfacelaufAusfall): GefilterteDatei => ({
  id: 0,
  fileName: '',
  gesellschaft: a.gesellschaft,
  interfaceId: a.interfaceId,
  interfaceName: a.interfaceName,
  modus: a.modus,
  status: KEIN_DATEISTATUS,
  dateFrom: a.erwartetAm,
});

export function ausfallZeile(a: InterfacelaufAusfall): ImportMonitorZeile {
  const bestaetigt = a.bestaetigtAm !== undefined;
  return {
    ...(bestaetigt
      ? {
          status: MONITOR_TEXTE.status.nichtGelaufenBestaetigt,
          iconMetadata: { icon: 'check', color: ICON_FARBE.bestaetigt },
        }
      : {
          statusErrors: MONITOR_TEXTE.status.nichtGelaufen,
          iconMetadata: { icon: 'cross', color: ICON_FARBE.fehler },
        }),
    fileName: '',
    gesellschaft: a.gesellschaft,
    interfaceName: a.interfaceName,
    dateFrom: a.erwartetAm,
    numRows: 0,
    numRowsError: 0,
    numRowsWithoutError: 0,
    fileId: 0,
    interfaceId: a.interfaceId,
    hasUnlockAction: false,
    hasConfirmErrorsAction: false,
    hasConfirmAction: !bestaetigt,
    hasImportResult: false,
    plannedRunId: a.interfacelaufId,
  };
}

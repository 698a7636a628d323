/**
 * The bulk actions on one import file (reference §4, §7): which the user sees, which file they act
 * on, and their payload. The API checks the same rights; hiding is a convenience.
 */
import {
  DATENIMPORT_TEXTE as T,
  hatBerechtigung,
  istZeileAenderbar,
  MONITOR_TEXTE,
  ROUTEN,
  type Benutzer,
  type ImportAktion,
  type ImportMonitorZeile,
  type ImportZeile,
} from '@lieferdesk/shared';
import type { ImportModus } from './filter';

export type AktionId = keyof typeof T.aktionen;

export interface DateiAktion {
  id: AktionId;
  /** Every bulk action takes importAktion and answers the workerId to poll (same shape for all). */
  route: typeof ROUTEN.importBuchen;
  icon: string;
  /** Reference §4: the actions after evaluate appear only in settlement mode. */
  nachAuswertung: boolean;
  /** Deletes something: the prompt's Ja is red. */
  loescht: boolean;
  /** A settlement: afterwards POST /autoAbrechnung/updateAbrechnung?fileId (reference §7). */
  abrechnung: boolean;
}

const aktion = (
  id: AktionId,
  route: DateiAktion['route'],
  icon: string,
  art: Partial<Pick<DateiAktion, 'nachAuswertung' | 'loescht' | 'abrechnung'>> = {},
): DateiAktion => ({ id, route, icon, nachAuswertung: false, loescht: false, abrechnung: false, ...art });

export const DATEI_AKTIONEN: DateiAktion[] = [
  aktion('zurueckstellen', ROUTEN.importFehlerhafteZurueckstellen, 'pi pi-pause'),
  aktion('reaktivieren', ROUTEN.importReaktivieren, 'pi pi-replay'),
  aktion('minus9', ROUTEN.importMinus9Zurueckstellen, 'pi pi-pause-circle'),
  aktion('buchen', ROUTEN.importBuchen, 'pi pi-book', { nachAuswertung: true }),
  aktion('abrechnen', ROUTEN.importAbrechnen, 'pi pi-calculator', { nachAuswertung: true, abrechnung: true }),
  aktion('abrechnenFehler', ROUTEN.importAbrechnenFehlerprotokoll, 'pi pi-exclamation-circle', {
    nachAuswertung: true,
    abrechnung: true,
  }),
  // delZahl 1, 2, 3 of reference §4.
  aktion('buchungenLoeschen', ROUTEN.importBuchungenLoeschen, 'pi pi-eraser', {
    nachAuswertung: true,
    loescht: true,
  }),
  aktion('auswertungLoeschen', ROUTEN.importAuswertungLoeschen, 'pi pi-undo', {
    nachAuswertung: true,
    loescht: true,
  }),
  aktion('dateiLoeschen', ROUTEN.importDateiLoeschen, 'pi pi-trash', { nachAuswertung: true, loescht: true }),
];

/** The actions this user sees in this modus: after-evaluate ones only in modus 2, each only with its right. */
export function sichtbareAktionen(modus: ImportModus, benutzer: Benutzer): DateiAktion[] {
  return DATEI_AKTIONEN.filter(
    (a) => (modus === 2 || !a.nachAuswertung) && hatBerechtigung(benutzer, a.route.berechtigung),
  );
}

/** The file an action works on. */
export interface AktuelleDatei {
  fileId: number;
  fileName: string;
  gesellschaft?: string;
  /** The file's day (YYYY-MM-DD) as its lines carry it. */
  date?: string;
}

const tagVon = (zeitpunkt: string) => (/^\d{4}-\d{2}-\d{2}/.exec(zeitpunkt) ?? [])[0];

function dateiVon(z: ImportZeile): AktuelleDatei {
  return { fileId: z.fileId, fileName: z.fileName, gesellschaft: z.gesellschaft, date: tagVon(z.date) };
}

const eineDatei = (zeilen: ImportZeile[]) =>
  zeilen.length > 0 && zeilen.every((z) => z.fileId === zeilen[0]!.fileId);

/**
 * The marked lines' file if they are all of one file; else the file of the result if it holds
 * only one; else the file the link named (before its lines are loaded). Otherwise none: the
 * actions stay disabled rather than guess among several files.
 */
export function aktuelleDatei(
  zeilen: ImportZeile[],
  auswahl: ImportZeile[],
  verlinkt?: { fileId: number | null; filename: string },
): AktuelleDatei | undefined {
  if (auswahl.length > 0) return eineDatei(auswahl) ? dateiVon(auswahl[0]!) : undefined;
  if (eineDatei(zeilen)) return dateiVon(zeilen[0]!);
  if (zeilen.length === 0 && verlinkt?.fileId != null)
    return { fileId: verlinkt.fileId, fileName: verlinkt.filename || String(verlinkt.fileId) };
  return undefined;
}

/** Reference §7: modus, fileId, date, bereichAuswahl, zeilennr, fileName, gesellschaft. */
export function aktionsNutzlast(
  datei: AktuelleDatei,
  modus: ImportModus,
  bereichAuswahl: string | undefined,
): ImportAktion {
  return {
    modus,
    fileId: datei.fileId,
    date: datei.date,
    bereichAuswahl,
    fileName: datei.fileName,
    gesellschaft: datei.gesellschaft,
  };
}

/** Reference §4: only lines that are not booked (status <= 1) may be deleted. */
export const loeschbar = (zeilen: ImportZeile[]) =>
  zeilen.length > 0 && zeilen.every((z) => istZeileAenderbar(z.status));

/**
 * The monitor line of a settled file (reference §2.14: the file's status as the server keeps
 * it): its status text is the settled step's — alone, with its faulty lines or their
 * confirmation, with a file-level error, or as the step of a later run that stopped (a delete
 * keeps the status it finds). Settling writes the protocol with that status, so the status says
 * the protocol exists.
 */
export function istAbgerechnet(zeile: Pick<ImportMonitorZeile, 'status' | 'statusErrors'>): boolean {
  const schritt = MONITOR_TEXTE.status.abgerechnet;
  const text = zeile.statusErrors ?? zeile.status ?? '';
  return (
    text === schritt ||
    text.startsWith(`${schritt},`) ||
    text.startsWith(`${schritt} –`) ||
    text.startsWith(MONITOR_TEXTE.status.abgebrochen(schritt))
  );
}

/**
 * Whether the screen offers the settlement protocol of the file in view (reference §4: settlement
 * with full or error protocol; GET /download_service/bipro_courtage_file): only in settlement
 * mode, and only while the file's real status — its monitor line (`stand`, loaded by its number
 * and loaded again after every run, useAbrechnungsStand.ts) — says it is settled. Neither the lines
 * in view nor a run watched here decide it: after a reload, with every line faulty or filtered
 * out, or after another user's run, the button follows the server.
 */
export function protokollVerfuegbar(
  modus: ImportModus,
  datei: AktuelleDatei | undefined,
  stand: Pick<ImportMonitorZeile, 'fileId' | 'status' | 'statusErrors'> | undefined,
): boolean {
  if (modus !== 2 || datei === undefined || stand?.fileId !== datei.fileId) return false;
  return istAbgerechnet(stand);
}

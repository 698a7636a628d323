/**
 * A stored commission or dunning file as a row of its list (reference §3 "Courtage file row"),
 * pure. A file read into the import carries that import file's number (`importDateiId`, the
 * row's `fileId`) and the status log written then; the import file itself — when it is loaded —
 * adds what happened since: its start (dateRecorded), the end of its last step beyond reading
 * (evaluationDate), and its status as the import monitor shows it, after the log.
 */
import { COURTAGE_TEXTE as T, type CourtageDatei } from '@lieferdesk/shared';
import type { BiproDateiEintrag } from '../data/repositories/biproDateien';
import type { ImportDatei } from '../data/repositories/importDateien';
import { DATEI_STATUS, type DateiStatus } from '../domain/dateiStatus';
import { monitorZeile } from '../monitor/zeile';

/** The states of an import file whose lines were evaluated (and maybe booked or settled since). */
const VERARBEITET: readonly DateiStatus[] = [
  DATEI_STATUS.ausgewertet,
  DATEI_STATUS.bucht,
  DATEI_STATUS.gebucht,
  DATEI_STATUS.rechnetAb,
  DATEI_STATUS.abgerechnet,
];

export interface ZeilenKontext {
  /** The company's name (else its id is shown). */
  gesellschaft?: string;
  /** The interface's name the file can be read with (schnittstelle.ts). */
  importItem?: string;
  /** The import file of `importDateiId`, if it still exists. */
  importDatei?: ImportDatei;
}

function statuslog(d: BiproDateiEintrag, importDatei: ImportDatei | undefined, jetzt: Date) {
  if (!importDatei) return d.statusLog;
  const zeile = monitorZeile(importDatei, undefined, jetzt);
  const stand = zeile.statusErrors ?? zeile.status;
  if (!stand) return d.statusLog;
  return d.statusLog ? T.statusLogMitStand(d.statusLog, stand) : stand;
}

export function courtageZeile(
  d: BiproDateiEintrag,
  k: ZeilenKontext = {},
  jetzt = new Date(),
): Omit<CourtageDatei, 'aenderbar'> {
  const i = k.importDatei;
  const log = statuslog(d, i, jetzt);
  return {
    id: d.id,
    ...(d.importDateiId !== undefined ? { fileId: d.importDateiId } : {}),
    fileName: d.fileName,
    ...(d.gevoArt !== undefined ? { gevoArt: d.gevoArt } : {}),
    creationDate: d.creationDate,
    gesellschaft: k.gesellschaft ?? String(d.gesellschaftId),
    ...(d.zusatz ? { zusatz: d.zusatz } : {}),
    ...(i ? { dateRecorded: i.dateFrom } : {}),
    ...(i?.dateTo && VERARBEITET.includes(i.status) ? { evaluationDate: i.dateTo } : {}),
    ...(d.extUserName ? { extUserName: d.extUserName } : {}),
    ...(log ? { statuslog: log } : {}),
    ...(k.importItem ? { importItem: k.importItem } : {}),
    invisible: d.invisible,
  };
}

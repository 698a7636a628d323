/**
 * A stored GDV file as a row of the GDV files list (reference §2.13, §3 "GDV file"). Pure.
 *
 * - `eingespielt`: the download job handed the file to the import (it has an import file's
 *   number, abholung/lieferung.ts) and the import took it — not one the import refused or whose
 *   read failed, which the status log beside it calls 'Nicht eingelesen' or 'Fehlgeschlagen'.
 * - `ausgewertet`: that import file was evaluated — evaluated, or booked/settled after that.
 * - `statusLog`: the import file's state as the import monitor words it (monitor/zeile.ts), so
 *   both screens say the same; without an import file what the record itself holds.
 * - `hasImportResult`: the import file has lines to show (the monitor's rule) and the user may
 *   see it on the import screen the action opens — otherwise the action would lead to an empty
 *   search.
 * - `aenderbar` is the user's right (domain/bipro/aenderungsrecht.ts), set by the list.
 */
import type { GdvDatei } from '@lieferdesk/shared';
import type { BiproDateiEintrag } from '../data/repositories/biproDateien';
import type { ImportDatei } from '../data/repositories/importDateien';
import type { LesefehlerBestaetigung } from '../data/repositories/lesefehlerBestaetigungen';
import { istGescheitert, verweigerung } from '../domain/dateiStatus';
import { monitorZeile } from '../monitor/zeile';

/**
 * Evaluated: in the state booking asks for — evaluated, or booked or settled after that. The
 * file states' one home (domain/dateiStatus.ts) decides, not a list of our own.
 */
const istAusgewertet = (d: ImportDatei) => verweigerung('buchen', d) === undefined;

export interface Importstand {
  datei: ImportDatei;
  /** Its read errors' confirmation, if any (the monitor then words them as confirmed). */
  bestaetigung?: LesefehlerBestaetigung;
  /** The user may see the import file (domain/datensicht.ts). */
  sichtbar: boolean;
}

export function gdvZeile(
  d: BiproDateiEintrag,
  gesellschaft: string,
  imp: Importstand | undefined,
  jetzt = new Date(),
): Omit<GdvDatei, 'aenderbar'> {
  const monitor = imp ? monitorZeile(imp.datei, imp.bestaetigung, jetzt) : undefined;
  const statusLog = monitor ? (monitor.statusErrors ?? monitor.status) : d.statusLog;
  return {
    id: d.id,
    filename: d.fileName,
    ...(statusLog ? { statusLog } : {}),
    ...(d.gevoArt !== undefined ? { biProGevoArt: d.gevoArt } : {}),
    creationDate: d.creationDate,
    gesellschaft,
    transferId: d.transferId,
    fileSize: Math.max(0, d.fileSize),
    eingespielt: d.importDateiId !== undefined && !(imp && istGescheitert(imp.datei.status)),
    ausgewertet: imp !== undefined && istAusgewertet(imp.datei),
    zugangId: d.zugangId,
    ...(d.vermittlernummer ? { vermittlernr: d.vermittlernummer } : {}),
    hasImportResult: imp !== undefined && imp.sichtbar && monitor!.hasImportResult,
    invisible: d.invisible,
  };
}

/**
 * POST /gdv_import_monitor/filter: the files of the date range (or the one file of a file
 * number) read through the repository, narrowed by the filter and the user's scope, with their
 * read-error confirmations, as monitor lines — and the planned interface runs that did not run
 * in the range (ausfall.ts), narrowed the same way — newest first; `nur` keeps the files with
 * faulty lines or the missed runs alone.
 */
import type { Benutzer, ImportMonitorZeile, MonitorNur } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { importDateienRepository, type ImportDatei } from '../data/repositories/importDateien';
import {
  interfacelaufAusfaelleRepository,
  type InterfacelaufAusfall,
} from '../data/repositories/interfacelaufAusfaelle';
import { lesefehlerBestaetigungenRepository } from '../data/repositories/lesefehlerBestaetigungen';
import { passtZumFilter } from '../domain/dateiauswahl';
import { ausfallAlsDatei, ausfallZeile } from './ausfall';
import { monitorKriterien, monitorLesen, type MonitorFilter } from './filter';
import { monitorZeile } from './zeile';

/**
 * The lines `nur` keeps (the start page's links, which count with the same rule): the files with
 * faulty lines, or the planned runs missed and not confirmed.
 */
export const NUR: Record<MonitorNur, (z: ImportMonitorZeile) => boolean> = {
  fehlerhaft: (z) => z.plannedRunId === undefined && z.numRowsError > 0,
  verpasst: (z) => z.plannedRunId !== undefined && z.hasConfirmAction,
};

export async function monitorZeilen(
  benutzer: Benutzer,
  filter: MonitorFilter,
  db: Datenbank = datenbank(),
  jetzt = new Date(),
): Promise<ImportMonitorZeile[]> {
  const dateien = importDateienRepository(db);
  const lesen = monitorLesen(filter, jetzt);
  const [gefunden, ausfaelle, gesellschaften] = await Promise.all([
    'nummer' in lesen
      ? dateien.laden(lesen.nummer).then((d): ImportDatei[] => (d ? [d] : []))
      : dateien.imZeitraum(filter.modus ?? 1, lesen.zeitraum.von, lesen.zeitraum.bis),
    // A file number names a file: no missed run is one.
    'nummer' in lesen
      ? Promise.resolve<InterfacelaufAusfall[]>([])
      : interfacelaufAusfaelleRepository(db).inTagen(lesen.zeitraum.vonTag, lesen.zeitraum.bisTag),
    filter.gesellschaft?.trim() ? gesellschaftenRepository(db).liste() : Promise.resolve([]),
  ]);
  const kriterien = monitorKriterien(benutzer, filter, lesen, gesellschaften);
  const auswahl = gefunden.filter((d) => passtZumFilter(d, kriterien));
  const bestaetigungen = await lesefehlerBestaetigungenRepository(db).fuer(
    auswahl.filter((d) => d.numRowsError > 0).map((d) => d.id),
  );
  const nur = filter.nur === undefined ? undefined : NUR[filter.nur];
  return [
    ...auswahl.map((d) => monitorZeile(d, bestaetigungen.get(d.id), jetzt)),
    ...ausfaelle.filter((a) => passtZumFilter(ausfallAlsDatei(a), kriterien)).map(ausfallZeile),
  ]
    .filter((z) => nur === undefined || nur(z))
    .sort((a, b) => b.dateFrom.localeCompare(a.dateFrom) || b.fileId - a.fileId);
}

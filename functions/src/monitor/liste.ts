/**
 * POST /gdv_import_monitor/filter: the files of the date range (or the one file of a file
 * number) read through the repository, narrowed by the filter and the user's scope, with their
 * read-error confirmations, as monitor lines — newest first.
 */
import type { Benutzer, ImportMonitorZeile } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { importDateienRepository, type ImportDatei } from '../data/repositories/importDateien';
import { lesefehlerBestaetigungenRepository } from '../data/repositories/lesefehlerBestaetigungen';
import { gesellschaftsName, passtZumFilter, sichtbarkeit, zeitraum, type MonitorFilter } from './filter';
import { monitorZeile } from './zeile';

export async function monitorZeilen(
  benutzer: Benutzer,
  filter: MonitorFilter,
  db: Datenbank = datenbank(),
  jetzt = new Date(),
): Promise<ImportMonitorZeile[]> {
  const dateien = importDateienRepository(db);
  const modus = filter.modus ?? 1;
  const gewaehlteGesellschaft = filter.gesellschaft?.trim();
  // A file number names one file whatever its date; otherwise the date range (default today).
  const nummer = filter.fileNumber;
  const tage = zeitraum(filter, jetzt);
  const [gefunden, gesellschaften] = await Promise.all([
    nummer === undefined
      ? dateien.imZeitraum(modus, tage.von, tage.bis)
      : dateien.laden(nummer).then((d): ImportDatei[] => (d ? [d] : [])),
    gewaehlteGesellschaft ? gesellschaftenRepository(db).liste() : Promise.resolve([]),
  ]);
  const auswahl = gefunden.filter((d) =>
    passtZumFilter(d, {
      modus,
      sichtbarkeit: sichtbarkeit(benutzer, filter.mitStruktur),
      zeitraum: nummer === undefined ? tage : undefined,
      fileNumber: nummer,
      gesellschaft: gesellschaftsName(gewaehlteGesellschaft, gesellschaften),
      interfaceName: filter.interfaceName?.trim() || undefined,
      fileName: filter.fileName?.trim() || undefined,
      onlyCurrentlyProcessing: filter.onlyCurrentlyProcessing,
    }),
  );
  const bestaetigungen = await lesefehlerBestaetigungenRepository(db).fuer(
    auswahl.filter((d) => d.numRowsError > 0).map((d) => d.id),
  );
  return auswahl
    .sort((a, b) => b.dateFrom.localeCompare(a.dateFrom) || b.id - a.id)
    .map((d) => monitorZeile(d, bestaetigungen.get(d.id)));
}

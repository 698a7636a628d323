/**
 * Workbench test data: a line set as evaluation or booking would have left it. Reading files in
 * is test/helpers/einlesen.ts.
 */
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { dateiEntitaet } from '@lieferdesk/functions/data/dateiSperre';
import { fehlerzahlAenderung } from '@lieferdesk/functions/domain/fehlerzahl';
import { importZeilenRepository } from '@lieferdesk/functions/data/repositories/importZeilen';

/**
 * Sets on a line what evaluation or booking would have set (their pipelines are not the
 * subject): the new status and reason, the reading result kept in `leseStatus` as evaluation
 * keeps it — and the file's counts of faulty and faultless lines moved with it, as a run's end
 * counts them (domain fehlerzahl.ts).
 */
export async function zeileSetzen(
  db: Datenbank,
  dateiId: number,
  zeile: number,
  aenderung: { status: number; grund?: string },
): Promise<void> {
  const repo = importZeilenRepository(db);
  const z = await repo.laden(dateiId, zeile);
  if (!z) throw new Error(`Zeile ${zeile} der Datei ${dateiId} fehlt`);
  await repo.schreiben([
    { ...z, ...aenderung, leseStatus: z.leseStatus ?? z.status, auswertungsStatus: aenderung.status },
  ]);
  const zaehlung = fehlerzahlAenderung([{ vorher: z, nachher: { ...z, ...aenderung } }]);
  await dateiEntitaet(db).patch({ id: dateiId }).add(zaehlung).go({ response: 'none' });
}

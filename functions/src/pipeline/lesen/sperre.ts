/**
 * Every task of a run first checks that the run still owns the file: a run that was unlocked in
 * the monitor, or overtaken by a new run, stops instead of writing over the new run's work.
 */
import type { ImportDatei, ImportDateienRepository } from '../../data/repositories/importDateien';
import { DateiFehlt, SperreVerloren } from './fehler';

export async function dateiDesLaufs(
  dateien: ImportDateienRepository,
  dateiId: number,
  laufId: string,
): Promise<ImportDatei> {
  const datei = await dateien.laden(dateiId);
  if (!datei) throw new DateiFehlt(dateiId);
  if (datei.sperre !== laufId) throw new SperreVerloren(dateiId);
  return datei;
}

/** The progress record of reading a file (polled by the upload job). */
export const leseFortschrittId = (dateiId: number) => `lesen-${dateiId}`;

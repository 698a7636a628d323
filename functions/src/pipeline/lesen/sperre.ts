/**
 * Every task of a run first checks that the run still owns the file: a run that was unlocked in
 * the monitor, or overtaken by a new run, stops instead of writing over the new run's work. The
 * same write is the run's heartbeat (`lebtAm`): a lock whose run stops reporting counts as
 * stopped after the lock's time (domain/laufAbbruch.ts).
 */
import type { ImportDatei, ImportDateienRepository } from '../../data/repositories/importDateien';
import { SperreVerloren } from '../../domain/sperreVerloren';
import { DateiFehlt } from './fehler';

export async function dateiDesLaufs(
  dateien: ImportDateienRepository,
  dateiId: number,
  laufId: string,
): Promise<ImportDatei> {
  const datei = await dateien.lebt(dateiId, laufId, new Date().toISOString());
  if (datei) return datei;
  if (!(await dateien.laden(dateiId))) throw new DateiFehlt(dateiId);
  throw new SperreVerloren({ dateiId });
}

/** The progress record of reading a file (polled by the upload job). */
export const leseFortschrittId = (dateiId: number) => `lesen-${dateiId}`;

/**
 * Task "Verarbeitung fehlgeschlagen" (the Catch of every state): the reason goes into the file
 * record and its journal and the lock is released — only while this run holds it — and the
 * progress record is marked failed, so whoever polls it gets the reason as an error (reference §8:
 * shown as a danger message). The file keeps its status: its "-ing" status without a lock is how
 * the monitor shows an aborted run, and the work can simply be started again (every chunk is
 * idempotent).
 */
import type { VerarbeitungsFehler } from '@lieferdesk/events';
import { VERARBEITUNG_TEXTE as T } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../../data/datenbank';
import { fortschrittRepository } from '../../data/repositories/fortschritt';
import { importDateienRepository } from '../../data/repositories/importDateien';
import { fehlerText } from '../lesen/fehler';

export async function verarbeitungFehlgeschlagen(
  f: VerarbeitungsFehler,
  db: Datenbank = datenbank(),
): Promise<{ dateiId: number; vermerkt: boolean; grund: string }> {
  const grund = fehlerText(f.fehler, { unbekannt: T.unbekannterFehler, zeit: T.zeitueberschreitung });
  const vermerkt = await importDateienRepository(db).verarbeitungFehlschlagen(
    f.dateiId,
    f.laufId,
    grund,
    T.journal.fehlgeschlagen(f.art, grund),
    new Date().toISOString(),
  );
  await fortschrittRepository(db).fehlschlagen(f.laufId, grund);
  return { dateiId: f.dateiId, vermerkt, grund };
}

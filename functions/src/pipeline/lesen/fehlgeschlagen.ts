/**
 * Task "Lesen fehlgeschlagen" (the Catch of every state): the file is marked failed with the
 * error's text and its lock released — but only while the failing run is still the file's last
 * run: a run that was unlocked and replaced by a new one must not fail the new one. The
 * progress record ends too, with the text, so whoever polls it stops.
 */
import type { LeseFehler } from '@lieferdesk/events';
import { datenbank, type Datenbank } from '../../data/datenbank';
import { fortschrittRepository } from '../../data/repositories/fortschritt';
import { importDateienRepository } from '../../data/repositories/importDateien';
import { fehlerText } from './fehler';
import { leseFortschrittId } from './sperre';

export async function leseFehlgeschlagen(
  f: LeseFehler,
  db: Datenbank = datenbank(),
): Promise<{ dateiId: number; vermerkt: boolean; grund: string }> {
  const grund = fehlerText(f.fehler);
  const vermerkt = await importDateienRepository(db).fehlschlagen(
    f.dateiId,
    f.laufId,
    grund,
    new Date().toISOString(),
  );
  if (vermerkt) {
    const fortschritt = fortschrittRepository(db);
    const id = leseFortschrittId(f.dateiId);
    const stand = await fortschritt.laden(id);
    await fortschritt.abschliessen(id, stand?.max ?? 0, grund);
  }
  return { dateiId: f.dateiId, vermerkt, grund };
}

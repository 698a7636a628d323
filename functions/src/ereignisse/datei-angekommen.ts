/**
 * The inbox's S3 ObjectCreated trigger: every file dropped under EINGANG_PRAEFIX is registered
 * (interface by nameCheck, duplicate rule, lock) and its read pipeline started. Other keys
 * (browser uploads under upload/, which the API registers) and folder markers are skipped.
 *
 * One file never stops the others: a refusal is a result (a monitor record with the reason),
 * an object deleted before we got to it is skipped. An unexpected error (table, network) is
 * thrown after all files were handled, so S3's asynchronous invocation tries the event again;
 * the files registered the first time are then recognised ('bekannt') and not registered twice.
 */
import { EINGANG_PRAEFIX, objektSchluessel, s3Benachrichtigung } from '@lieferdesk/events';
import { basisname } from '../formate/schnittstellen/dateiname';
import { registriereDatei, type RegistrierErgebnis } from '../pipeline/lesen/registrieren';
import { istNichtGefunden } from '../speicher/s3';

export type Ankunft =
  (RegistrierErgebnis & { key: string }) | { art: 'fehlt' | 'fehler'; key: string; grund: string };

export async function handler(ereignis: unknown): Promise<{ dateien: Ankunft[] }> {
  const { Records } = s3Benachrichtigung.parse(ereignis);
  const dateien: Ankunft[] = [];
  const fehler: unknown[] = [];
  for (const r of Records) {
    if (!r.eventName.startsWith('ObjectCreated')) continue;
    const key = objektSchluessel(r.s3.object.key);
    if (!key.startsWith(EINGANG_PRAEFIX) || key.endsWith('/')) continue;
    try {
      const ergebnis = await registriereDatei({ bucket: r.s3.bucket.name, key, dateiname: basisname(key) });
      dateien.push({ ...ergebnis, key });
    } catch (e) {
      const grund = e instanceof Error ? e.message : String(e);
      if (istNichtGefunden(e)) {
        dateien.push({ art: 'fehlt', key, grund });
        continue;
      }
      console.error('Datei nicht registriert', r.s3.bucket.name, key, e);
      dateien.push({ art: 'fehler', key, grund });
      fehler.push(e);
    }
  }
  if (fehler.length) throw new AggregateError(fehler, `${fehler.length} Datei(en) nicht registriert`);
  return { dateien };
}

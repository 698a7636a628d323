/**
 * The inbox's S3 ObjectCreated trigger: every file dropped under EINGANG_PRAEFIX is registered
 * (interface by nameCheck, lock, a copy kept under ablage/<file number>/ that the read pipeline
 * reads and the duplicate rule hashes) and its read pipeline started. Other keys
 * (browser uploads under upload/, which the API registers) and folder markers are skipped.
 *
 * One file never stops the others: a refusal is a result (a monitor record with the reason),
 * an object deleted before we got to it is skipped, and a domain error (Fachfehler) is a refusal
 * with its German reason — a retry would meet the same rule. An unexpected error (table,
 * network) is thrown after all files were handled, so S3's asynchronous invocation tries the
 * event again; the files registered the first time are then recognised ('bekannt') and not
 * registered twice.
 *
 * Each delivery logs with its object key as correlation id: one line for how it arrived, and
 * the registration's own lines (a pipeline that did not start) under the same id.
 */
import type { Context } from 'aws-lambda';
import { EINGANG_PRAEFIX, objektSchluessel, s3Benachrichtigung } from '@lieferdesk/events';
import { istFachfehler } from '../domain/fehler';
import { basisname } from '../formate/schnittstellen/dateiname';
import { aufrufLogger, fehlerProtokollieren, imAufruf } from '../log';
import { registriereDatei, type RegistrierErgebnis } from '../pipeline/lesen/registrieren';
import { istNichtGefunden } from '../speicher/s3';

/** A delivery not registered: refused by a domain rule, gone before we read it, or failed. */
export interface Fehlschlag {
  art: 'abgelehnt' | 'fehlt' | 'fehler';
  key: string;
  grund: string;
}

export type Ankunft = (RegistrierErgebnis & { key: string }) | Fehlschlag;

/**
 * What a failed registration means for the delivery: a domain error is a refusal with its reason,
 * a missing object is skipped, anything else is unexpected and the event is tried again.
 */
export function fehlgeschlageneAnkunft(
  key: string,
  fehler: unknown,
): { ankunft: Fehlschlag; wiederholen: boolean } {
  const grund = fehler instanceof Error ? fehler.message : String(fehler);
  if (istFachfehler(fehler)) return { ankunft: { art: 'abgelehnt', key, grund }, wiederholen: false };
  if (istNichtGefunden(fehler)) return { ankunft: { art: 'fehlt', key, grund }, wiederholen: false };
  return { ankunft: { art: 'fehler', key, grund }, wiederholen: true };
}

/** One delivery registered (or refused), logged under its key; `nochmal` if S3 should retry it. */
async function ankunft(
  bucket: string,
  key: string,
): Promise<{ ankunft: Ankunft; nochmal?: { fehler: unknown; grund: string } }> {
  try {
    const ergebnis = await registriereDatei({ bucket, key, dateiname: basisname(key) });
    aufrufLogger().info('Datei angekommen', { ...ergebnis });
    return { ankunft: { ...ergebnis, key } };
  } catch (e) {
    const { ankunft, wiederholen } = fehlgeschlageneAnkunft(key, e);
    if (ankunft.art === 'fehlt') aufrufLogger().info('Datei nicht mehr vorhanden', { grund: ankunft.grund });
    else fehlerProtokollieren('Datei nicht registriert', e);
    return wiederholen ? { ankunft, nochmal: { fehler: e, grund: ankunft.grund } } : { ankunft };
  }
}

export async function handler(ereignis: unknown, kontext?: Context): Promise<{ dateien: Ankunft[] }> {
  const { Records } = s3Benachrichtigung.parse(ereignis);
  const dateien: Ankunft[] = [];
  const fehler: unknown[] = [];
  const gruende: string[] = [];
  for (const r of Records) {
    if (!r.eventName.startsWith('ObjectCreated')) continue;
    const key = objektSchluessel(r.s3.object.key);
    if (!key.startsWith(EINGANG_PRAEFIX) || key.endsWith('/')) continue;
    const bucket = r.s3.bucket.name;
    const ergebnis = await imAufruf(key, kontext, () => ankunft(bucket, key), { bucket });
    dateien.push(ergebnis.ankunft);
    if (ergebnis.nochmal) {
      fehler.push(ergebnis.nochmal.fehler);
      gruende.push(`${key}: ${ergebnis.nochmal.grund}`);
    }
  }
  // The reasons go into the message: the error is what Lambda reports for a failed event.
  if (fehler.length) {
    throw new AggregateError(fehler, `${fehler.length} Datei(en) nicht registriert — ${gruende.join('; ')}`);
  }
  return { dateien };
}

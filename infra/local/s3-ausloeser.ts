/**
 * The inbox bucket's ObjectCreated trigger without AWS: the local S3 reports every write, and a
 * new object under EINGANG_PRAEFIX in the inbox goes to the `datei-angekommen` handler as the
 * event S3 would send (one record per event, key URL-encoded), validated against the schema in
 * events/. Invocations run in the background like S3's asynchronous ones; a failure is logged
 * and kept, never thrown into the local S3. (Lambda would retry a failed asynchronous
 * invocation twice, minutes apart; locally it is reported once.)
 */
import { pathToFileURL } from 'node:url';
import { EINGANG_PRAEFIX, s3Benachrichtigung, type S3Benachrichtigung } from '@lieferdesk/events';
import { DATEI_ANGEKOMMEN_MODUL, DATEI_ANGEKOMMEN_TIMEOUT_SEKUNDEN } from '../src/lesestrecke-module';
import { lambdaKontext } from './schrittfunktionen';

/** A key as S3 writes it into event notifications: URL-encoded, blanks as '+', '/' kept. */
export const ereignisSchluessel = (key: string): string =>
  encodeURIComponent(key).replace(/%2F/gi, '/').replace(/%20/g, '+');

interface S3rverDatensatz {
  eventName?: string;
  s3?: { bucket?: { name?: string }; object?: { key?: string } };
}

export type EreignisHandler = (
  ereignis: S3Benachrichtigung,
  kontext: ReturnType<typeof lambdaKontext>,
) => unknown;

export interface AusloeserOptionen {
  bucket: string;
  region: string;
  /** The handler (default: the module's `handler`); tests may pass their own. */
  handler?: EreignisHandler;
  melden?: (text: string) => void;
}

export function inboxAusloeser(o: AusloeserOptionen) {
  const melden = o.melden ?? ((text: string) => console.error(text));
  const laufend = new Set<Promise<void>>();
  const fehler: { key: string; fehler: unknown }[] = [];
  let handler: Promise<EreignisHandler> | undefined;
  const ladeHandler = () =>
    (handler ??= o.handler
      ? Promise.resolve(o.handler)
      : import(pathToFileURL(DATEI_ANGEKOMMEN_MODUL).href).then(
          (m: { handler: EreignisHandler }) => m.handler,
        ));

  async function aufrufen(datensatz: S3rverDatensatz & { s3: { object: { key: string } } }) {
    const ereignis = {
      Records: [
        {
          ...datensatz,
          awsRegion: o.region,
          s3: {
            ...datensatz.s3,
            object: { ...datensatz.s3.object, key: ereignisSchluessel(datensatz.s3.object.key) },
          },
        },
      ],
    };
    // Checked against the contract, handed over whole (the schema would strip fields S3 sends).
    s3Benachrichtigung.parse(ereignis);
    const h = await ladeHandler();
    await h(
      ereignis as S3Benachrichtigung,
      lambdaKontext('datei-angekommen', DATEI_ANGEKOMMEN_TIMEOUT_SEKUNDEN),
    );
  }

  return {
    fehler,
    /** For the local S3's `event`: picks the inbox's new objects under EINGANG_PRAEFIX. */
    ereignis(roh: unknown): void {
      for (const datensatz of (roh as { Records?: S3rverDatensatz[] })?.Records ?? []) {
        const key = datensatz.s3?.object?.key;
        if (
          !datensatz.eventName?.startsWith('ObjectCreated:') ||
          datensatz.s3?.bucket?.name !== o.bucket ||
          !key?.startsWith(EINGANG_PRAEFIX)
        ) {
          continue;
        }
        const arbeit: Promise<void> = aufrufen(datensatz as Parameters<typeof aufrufen>[0])
          .catch((f: unknown) => {
            fehler.push({ key, fehler: f });
            melden(`S3-Auslöser für ${key} fehlgeschlagen: ${f instanceof Error ? f.message : String(f)}`);
          })
          .finally(() => laufend.delete(arbeit));
        laufend.add(arbeit);
      }
    },
    /** Loads the handler now rather than at the first drop (its module is compiled on import). */
    vorbereiten: async () => void (await ladeHandler()),
    offen: () => laufend.size,
    async warteAufAlle() {
      while (laufend.size > 0) await Promise.allSettled([...laufend]);
    },
  };
}

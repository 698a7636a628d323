/**
 * The local stack's stand-in for IAM: each route's handler runs in a context that names its
 * route, and every DynamoDB request, S3 request, pipeline start, schedule change and secret
 * access it makes must be covered by the route's declared access (`zugriff` in the route table)
 * — the same declaration the CDK stack builds the function's IAM grants from. Anything else
 * fails the request (500), so the API and browser tests prove the declarations. Pipelines, the
 * inbox trigger, the schedules' runs and the demo data run outside any route and are not held
 * to one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { EXPORT_PRAEFIX } from '@lieferdesk/events';
import type { UmgesetzteRoute, Zugriff } from '@lieferdesk/shared';
import { setzeZugriffspruefung, type Zugriffsversuch } from '@lieferdesk/functions/zugriffsPruefung';

const routenKontext = new AsyncLocalStorage<UmgesetzteRoute>();

/** Runs a route's handler under its declared access. */
export const imRoutenKontext = <T>(route: UmgesetzteRoute, f: () => T): T => routenKontext.run(route, f);

/** Runs `f` — and everything it starts — outside the calling route (a pipeline started by it). */
export const ausserhalbDerRoute = <T>(f: () => T): T => routenKontext.exit(f);

/** Requests that write the table (the document client's names and DynamoDB's own; PartiQL can write). */
const TABELLE_SCHREIBT = new Set([
  'Put',
  'PutItem',
  'Update',
  'UpdateItem',
  'Delete',
  'DeleteItem',
  'BatchWrite',
  'BatchWriteItem',
  'TransactWrite',
  'TransactWriteItems',
  'ExecuteStatement',
  'BatchExecuteStatement',
  'ExecuteTransaction',
]);
const S3_LIEST = /^(Get|Head|List)/;
const S3_SCHREIBT = new Set([
  'PutObject',
  'CopyObject',
  'CreateMultipartUpload',
  'UploadPart',
  'CompleteMultipartUpload',
]);

export interface LokaleBuckets {
  inbox: string;
  dokumente: string;
}

/** `bucket/key` of a CopySource (URL-encoded, maybe with a leading slash) → bucket and key. */
function quellObjekt(quelle: string): [string, string] {
  const [bucket = '', ...key] = decodeURIComponent(quelle.replace(/^\//, '')).split('/');
  return [bucket, key.join('/')];
}

/** A list export's object (the only key a route reads without `dokumente.lesen`; the export run writes it). */
const exportSchluessel = (key: string | undefined) => key !== undefined && key.startsWith(EXPORT_PRAEFIX);

/** Whether the declaration covers reading the object (`key`; none: the bucket as a whole, a List). */
function liestBucket(z: Zugriff, bucket: string | undefined, buckets: LokaleBuckets, key?: string): boolean {
  const inbox = z.inbox?.lesen;
  return (
    (bucket === buckets.inbox &&
      (inbox === true || (inbox ?? []).some((p) => key !== undefined && key.startsWith(p)))) ||
    (bucket === buckets.dokumente &&
      (z.dokumente?.lesen === true || (z.dokumente?.export === true && exportSchluessel(key))))
  );
}

/** Why the declared access does not cover the attempt, or undefined if it does. */
export function verweigerung(z: Zugriff, v: Zugriffsversuch, buckets: LokaleBuckets): string | undefined {
  switch (v.dienst) {
    case 'dynamodb':
      if (z.tabelle === 'keine') return `Tabelle: ${v.befehl} ohne Tabellenzugriff`;
      if (z.tabelle === 'lesen' && TABELLE_SCHREIBT.has(v.befehl))
        return `Tabelle: ${v.befehl} bei nur lesen`;
      return undefined;
    case 'strecke':
      return z.strecken?.includes(v.strecke) ? undefined : `Strecke ${v.strecke} gestartet`;
    case 's3':
      if (S3_LIEST.test(v.befehl)) {
        return liestBucket(z, v.bucket, buckets, v.key)
          ? undefined
          : `S3: ${v.befehl} in ${v.bucket}/${v.key ?? ''}`;
      }
      if (S3_SCHREIBT.has(v.befehl)) {
        const praefix = z.inbox?.schreiben?.find((p) => v.key?.startsWith(p));
        if (v.bucket !== buckets.inbox || !praefix) return `S3: ${v.befehl} nach ${v.bucket}/${v.key}`;
        const quelle = v.quelle === undefined ? undefined : quellObjekt(v.quelle);
        if (quelle && !liestBucket(z, quelle[0], buckets, quelle[1])) {
          return `S3: ${v.befehl} aus ${v.quelle}`;
        }
        return undefined;
      }
      if (v.befehl === 'DeleteObject') {
        const praefix = z.inbox?.loeschen?.find((p) => v.key?.startsWith(p));
        return v.bucket === buckets.inbox && praefix ? undefined : `S3: ${v.befehl} in ${v.bucket}/${v.key}`;
      }
      return `S3: ${v.befehl}`;
    case 'zeitplan':
      return z.zeitplaene ? undefined : `Zeitplan ${v.name}: ${v.befehl}`;
    case 'geheimnis':
      // Writing grants no read: an API that takes a password never answers it.
      return z.geheimnisse === (v.befehl === 'lesen' ? 'lesen' : 'schreiben')
        ? undefined
        : `Geheimnis ${v.name}: ${v.befehl}`;
  }
}

/** Installs the check for this process; returns its removal. */
export function zugriffPruefen(buckets: LokaleBuckets): () => void {
  return setzeZugriffspruefung((versuch) => {
    const route = routenKontext.getStore();
    if (!route) return;
    const grund = verweigerung(route.zugriff, versuch, buckets);
    if (grund) throw new Error(`Route ${route.id}: nicht deklarierter Zugriff — ${grund}`);
  });
}

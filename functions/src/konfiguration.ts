/**
 * The functions' settings from the environment, in one place: which variables there are, their
 * types and defaults, and what a wrong value says. Everything else reads its settings here,
 * never `process.env` itself.
 *
 * A setting is read where it is used, not when the module loads: tests and the local stack set
 * the environment while the process runs (another local table, a lowered limit), and a function
 * that never uses a setting must not fail for its value — as before, a missing bucket fails the
 * call that needs the bucket, not every call. Each value is checked (zod) once per text it
 * had: read again unchanged, the checked value is reused. The variables the stack sets are
 * named in infra/src (umgebung); `BIPRO_LOKALE_DIENSTE` is set by the local stack alone.
 */
import { z } from 'zod';
import { HOECHSTE_LIEFERUNGEN_JE_LAUF, STRECKEN, type Strecke } from '@lieferdesk/events';
import { HOECHSTE_UPLOAD_BYTES, LISTEN_EXPORT_GRENZE } from '@lieferdesk/shared';

/** The environment as `process.env` is one; a test may hand in its own. */
export type Umgebung = Readonly<Record<string, string | undefined>>;

/** Region of the clients that name none otherwise (the local stack's, too). */
export const STANDARD_REGION = 'eu-central-1';

/** The variable that allows the local simulator (http, loopback); off unless `1`. */
export const LOKALE_DIENSTE_VARIABLE = 'BIPRO_LOKALE_DIENSTE';
/** The variable that lowers the shipments a run takes on (tests of follow-up runs). */
export const LIEFERUNGEN_JE_LAUF_VARIABLE = 'ABHOL_LIEFERUNGEN_JE_LAUF';
/** The variable of the largest upload the API hands out a URL for. */
export const UPLOAD_HOECHSTE_BYTES_VARIABLE = 'UPLOAD_HOECHSTE_BYTES';
/** The variable that lowers the rows a list export takes (the bound's test). */
export const LISTEN_EXPORT_GRENZE_VARIABLE = 'LISTEN_EXPORT_GRENZE';

interface Einstellung<T> {
  (umgebung?: Umgebung): T;
  variable: string;
}

/** A setting: its variable and the schema its text is checked and turned into a value with. */
function einstellung<T>(variable: string, schema: z.ZodType<T>): Einstellung<T> {
  let zuletzt: { roh: string | undefined; wert: T } | undefined;
  const lesen = (umgebung: Umgebung = process.env): T => {
    const roh = umgebung[variable];
    if (zuletzt && zuletzt.roh === roh) return zuletzt.wert;
    const r = schema.safeParse(roh);
    if (!r.success) throw new Error(`${variable} ${r.error.issues[0]?.message ?? 'ist ungültig'}`);
    zuletzt = { roh, wert: r.data };
    return r.data;
  };
  return Object.assign(lesen, { variable });
}

const NICHT_GESETZT = 'ist nicht gesetzt';
/** A value the function cannot work without: missing or empty fails the call that needs it. */
const pflicht = z.string({ error: NICHT_GESETZT }).min(1, { error: NICHT_GESETZT });
const frei = z.string().optional();
/** Empty counts as not set. */
const freiNichtLeer = frei.transform((w) => w || undefined);

/** A whole number from `von` to `bis`; blank is `standard`. */
const ganzeZahl = (von: number, bis: number, standard: number, fehler: string) =>
  frei.transform((w, kontext) => {
    const text = w?.trim();
    if (!text) return standard;
    const zahl = Number(text);
    if (Number.isSafeInteger(zahl) && zahl >= von && zahl <= bis) return zahl;
    kontext.addIssue({ code: 'custom', message: `${fehler}: ${text}` });
    return z.NEVER;
  });

/** Settings of dynamically named variables (a machine's ARN, a schedule role), made once each. */
const pflichtEinstellungen = new Map<string, Einstellung<string>>();
/** A required value by its variable's name. */
export function pflichtWert(variable: string, umgebung?: Umgebung): string {
  let e = pflichtEinstellungen.get(variable);
  if (!e) pflichtEinstellungen.set(variable, (e = einstellung(variable, pflicht)));
  return e(umgebung);
}

export const konfiguration = {
  /** The table (the data layer checks it where it makes a client). */
  tabelle: einstellung('TABLE_NAME', frei),
  /** Local only: DynamoDB Local's address. */
  dynamoEndpoint: einstellung('DYNAMODB_ENDPOINT', frei),
  /** Lambda sets it; absent, the SDK's own resolution (or STANDARD_REGION where a client names it). */
  region: einstellung('AWS_REGION', frei),
  /** Local only: the local S3's address. */
  s3Endpoint: einstellung('S3_ENDPOINT', freiNichtLeer),
  inboxBucket: einstellung('INBOX_BUCKET', pflicht),
  dokumenteBucket: einstellung('DOKUMENTE_BUCKET', pflicht),
  /** Local only: http and loopback allowed for the simulated insurers (bipro/dienstAdresse.ts). */
  lokaleDienste: einstellung(
    LOKALE_DIENSTE_VARIABLE,
    frei.transform((w) => w === '1'),
  ),
  /**
   * Shipments a run takes on: HOECHSTE_LIEFERUNGEN_JE_LAUF unless set lower — the state's bound
   * is measured for that many (events/test/abholZustand.test.ts).
   */
  lieferungenJeLauf: einstellung(
    LIEFERUNGEN_JE_LAUF_VARIABLE,
    ganzeZahl(
      1,
      HOECHSTE_LIEFERUNGEN_JE_LAUF,
      HOECHSTE_LIEFERUNGEN_JE_LAUF,
      `ist keine ganze Zahl von 1 bis ${HOECHSTE_LIEFERUNGEN_JE_LAUF}`,
    ),
  ),
  /** The largest upload: HOECHSTE_UPLOAD_BYTES unless set otherwise. */
  uploadHoechsteBytes: einstellung(
    UPLOAD_HOECHSTE_BYTES_VARIABLE,
    ganzeZahl(1, Number.MAX_SAFE_INTEGER, HOECHSTE_UPLOAD_BYTES, 'ist keine positive ganze Zahl'),
  ),
  /** The most rows a list export writes: LISTEN_EXPORT_GRENZE (shared) unless lowered. */
  listenExportGrenze: einstellung(
    LISTEN_EXPORT_GRENZE_VARIABLE,
    ganzeZahl(1, LISTEN_EXPORT_GRENZE, LISTEN_EXPORT_GRENZE, 'ist keine positive ganze Zahl bis 100000'),
  ),
  /** A state machine's ARN (its variable is named in events/src/strecken.ts). */
  streckenArn: (strecke: Strecke, umgebung?: Umgebung): string =>
    pflichtWert(STRECKEN[strecke].arnVariable, umgebung),
  /**
   * Under Vitest: logs and metrics stay silent there unless a test asks for them (log.ts,
   * metriken.ts).
   */
  imTest: einstellung(
    'VITEST',
    frei.transform((w) => w !== undefined),
  ),
  /** A log level set by Powertools' variable or Lambda's own setting. */
  logStufeGesetzt: (umgebung: Umgebung = process.env): boolean =>
    Boolean(umgebung.POWERTOOLS_LOG_LEVEL) || Boolean(umgebung.LOG_LEVEL),
  /** Whether POWERTOOLS_METRICS_DISABLED is set at all (Powertools reads its value itself). */
  metrikenSchalterGesetzt: einstellung(
    'POWERTOOLS_METRICS_DISABLED',
    frei.transform((w) => w !== undefined),
  ),
} as const;

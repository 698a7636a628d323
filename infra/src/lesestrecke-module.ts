/**
 * The modules behind the read pipeline (reference §4, "Read"), named once for the CDK stack and
 * the local stack. Free of aws-cdk-lib so the local stack can reach the S3 trigger's module
 * without loading the CDK; the task modules it finds through the synthesized state machine.
 */
import { fileURLToPath } from 'node:url';
import type { LESE_ZUSTAENDE } from '@lieferdesk/events';

/** `aufgaben/abschnitt-lesen` → absolute path of functions/src/aufgaben/abschnitt-lesen.ts. */
export const funktionsModul = (modul: string): string =>
  fileURLToPath(new URL(`../../functions/src/${modul}.ts`, import.meta.url));

/** The task states' functions, keyed like LESE_ZUSTAENDE (the Map state has no function). */
export const LESE_AUFGABEN_MODULE = {
  planen: funktionsModul('aufgaben/abschnitte-planen'),
  abschnittLesen: funktionsModul('aufgaben/abschnitt-lesen'),
  abschliessen: funktionsModul('aufgaben/lesen-abschliessen'),
  fehlgeschlagen: funktionsModul('aufgaben/lesen-fehlgeschlagen'),
} satisfies Partial<Record<keyof typeof LESE_ZUSTAENDE, string>>;

/** S3 ObjectCreated under EINGANG_PRAEFIX in the inbox: registers the file, starts the pipeline. */
export const DATEI_ANGEKOMMEN_MODUL = funktionsModul('ereignisse/datei-angekommen');

/**
 * The trigger's Lambda timeout, the same in AWS and in the local stack. Registering reads the
 * file's first 2 KB, makes a few table calls and one server-side CopyObject into ablage/ — no
 * file bytes pass through the function. The upload route does the same within the API's 29 s;
 * a minute leaves room for a drop larger than an upload, whose copy S3 takes longer to make.
 */
export const DATEI_ANGEKOMMEN_TIMEOUT_SEKUNDEN = 60;

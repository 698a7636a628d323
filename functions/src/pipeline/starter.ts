/**
 * Starts the state machines: "Lesestrecke" for a registered, locked file (called by the S3
 * trigger and the upload route), "Verarbeitungsstrecke" for evaluate, book, settle and delete
 * (called by the workbench routes), "Abholstrecke" for an access's download run a person starts
 * (the restart routes) or a run's follow-up, "Exportstrecke" for a list's Excel export (the
 * export routes). All the same way (events/src/strecken.ts names them); "Interfacelaufpruefung"
 * is started by its schedules only.
 *
 * In AWS: StartExecution on the machine's ARN (from its environment variable) with the run id
 * as execution name, so a start repeated for the same run (a retried Lambda, a duplicated S3
 * event) never makes a second run; a run continued after it stopped runs as an execution named
 * for the continuation. Locally there is no Step Functions service: the local stack
 * installs its interpreter with `setzeStreckenStarter`, and every caller in the process goes
 * through it.
 */
import { ExecutionAlreadyExists, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import {
  type AbholStart,
  type ExportStart,
  type LeseStart,
  type Strecke,
  type StreckenStart,
  type VerarbeitungsStart,
} from '@lieferdesk/events';
import { konfiguration } from '../konfiguration';
import { pruefeZugriff } from '../zugriffsPruefung';

/**
 * The local interpreter: the input, the machine it is for (a reader-only starter may ignore it)
 * and the execution's name (the run id; a continued run's execution has a name of its own).
 */
export type StreckenStarter = (
  eingabe: StreckenStart,
  strecke: Strecke,
  ausfuehrung: string,
) => Promise<void>;

let lokalerStarter: StreckenStarter | undefined;

/**
 * Installs the local stack's interpreter (`undefined`: back to Step Functions). Returns the
 * removal, which only removes this starter: a stack ending in a process where a second stack
 * has installed its own since leaves that one in place.
 */
export function setzeStreckenStarter(starter: StreckenStarter | undefined): () => void {
  lokalerStarter = starter;
  return () => {
    if (lokalerStarter === starter) lokalerStarter = undefined;
  };
}

/**
 * Execution names allow 1–80 characters of letters, digits, '-' and '_' (no blanks, no
 * `/ : , ; # % ^ | ~ $ & "` …). A run id already in that form is the name unchanged; anything else
 * is replaced character by character, so the same run id always gives the same name.
 */
export function ausfuehrungsName(laufId: string): string {
  return laufId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 80);
}

/**
 * The execution that continues the run `laufId` after it stopped (domain/laufAbbruch.ts): the
 * same run, an execution of its own — a name is never used twice, and a second continuation
 * is a third execution.
 */
export const fortsetzungsAusfuehrung = (laufId: string, jetzt: Date): string =>
  `${laufId}-fortgesetzt-${jetzt.getTime().toString(36)}`;

let client: SFNClient | undefined;

async function starteStrecke(
  strecke: Strecke,
  eingabe: StreckenStart,
  ausfuehrung: string = eingabe.laufId,
): Promise<void> {
  pruefeZugriff({ dienst: 'strecke', strecke });
  if (lokalerStarter) return lokalerStarter(eingabe, strecke, ausfuehrung);
  const stateMachineArn = konfiguration.streckenArn(strecke);
  client ??= new SFNClient({ region: konfiguration.region() });
  try {
    await client.send(
      new StartExecutionCommand({
        stateMachineArn,
        name: ausfuehrungsName(ausfuehrung),
        input: JSON.stringify(eingabe),
      }),
    );
  } catch (fehler) {
    // Same name as an earlier execution: this run was started already (standard workflows keep
    // names for 90 days). Starting it again must not fail the caller.
    if (fehler instanceof ExecutionAlreadyExists) return;
    throw fehler;
  }
}

/** `ausfuehrung`: the execution's name, the run id unless the run is continued. */
export const starteLesestrecke = (eingabe: LeseStart, ausfuehrung?: string): Promise<void> =>
  starteStrecke('lesen', eingabe, ausfuehrung);

export const starteVerarbeitungsstrecke = (
  eingabe: VerarbeitungsStart,
  ausfuehrung?: string,
): Promise<void> => starteStrecke('verarbeiten', eingabe, ausfuehrung);

export const starteAbholstrecke = (eingabe: AbholStart): Promise<void> => starteStrecke('abholen', eingabe);

export const starteExportstrecke = (eingabe: ExportStart): Promise<void> => starteStrecke('export', eingabe);

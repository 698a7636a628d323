/**
 * Starts the read pipeline (state machine "Lesestrecke") for a registered, locked file. Called by
 * the S3 trigger (file drops) and by the upload route.
 *
 * In AWS: StartExecution on LESESTRECKE_ARN with the run id as execution name, so a start
 * repeated for the same run (a retried Lambda, a duplicated S3 event) never makes a second run.
 * Locally there is no Step Functions service: the local stack installs its interpreter with
 * `setzeStreckenStarter`, and every caller in the process goes through it.
 */
import { ExecutionAlreadyExists, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { LeseStart } from '@lieferdesk/events';

export type StreckenStarter = (eingabe: LeseStart) => Promise<void>;

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

let client: SFNClient | undefined;

export async function starteLesestrecke(eingabe: LeseStart): Promise<void> {
  if (lokalerStarter) return lokalerStarter(eingabe);
  const stateMachineArn = process.env.LESESTRECKE_ARN;
  if (!stateMachineArn) throw new Error('LESESTRECKE_ARN ist nicht gesetzt');
  client ??= new SFNClient({ region: process.env.AWS_REGION });
  try {
    await client.send(
      new StartExecutionCommand({
        stateMachineArn,
        name: ausfuehrungsName(eingabe.laufId),
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

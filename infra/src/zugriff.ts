/**
 * The IAM grants of a route's function, derived from the access its route declares
 * (`zugriff` in shared/src/routes): nothing more, so a new route gets exactly what it declares
 * and the local stack, which enforces the same declaration, shows in the API tests whether that
 * is enough. Objects are put only under the declared prefixes of the inbox — never under
 * EINGANG_PRAEFIX, whose files arrive from outside.
 */
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { ABLAGE_PRAEFIX, STRECKEN, UPLOAD_PRAEFIX, type Strecke } from '@lieferdesk/events';
import type { Zugriff } from '@lieferdesk/shared';

/** The route table's prefixes are the events package's (a renamed prefix fails to compile here). */
type Praefix = NonNullable<NonNullable<Zugriff['inbox']>['schreiben']>[number];
export const SCHREIB_PRAEFIXE = [UPLOAD_PRAEFIX, ABLAGE_PRAEFIX] as const satisfies readonly Praefix[];
type AllePraefixe = Praefix extends (typeof SCHREIB_PRAEFIXE)[number] ? true : never;
const _allePraefixe: AllePraefixe = true;
void _allePraefixe;

export interface Ressourcen {
  tabelle: TableV2;
  inboxBucket: Bucket;
  dokumenteBucket: Bucket;
  strecken: Record<Strecke, StateMachine>;
}

/**
 * Grants the function its declared access; answers the environment it needs for that (the ARN
 * of each machine it starts, under the variable the starter reads).
 */
export function zugriffGewaehren(funktion: IGrantable, z: Zugriff, r: Ressourcen): Record<string, string> {
  if (z.tabelle === 'lesen') r.tabelle.grantReadData(funktion);
  if (z.tabelle === 'schreiben') r.tabelle.grantReadWriteData(funktion);
  if (z.inbox?.lesen) r.inboxBucket.grantRead(funktion);
  for (const praefix of z.inbox?.schreiben ?? []) r.inboxBucket.grantPut(funktion, `${praefix}*`);
  for (const praefix of z.inbox?.loeschen ?? []) r.inboxBucket.grantDelete(funktion, `${praefix}*`);
  if (z.dokumente?.lesen) r.dokumenteBucket.grantRead(funktion);
  const umgebung: Record<string, string> = {};
  for (const strecke of z.strecken ?? []) {
    r.strecken[strecke].grantStartExecution(funktion);
    umgebung[STRECKEN[strecke].arnVariable] = r.strecken[strecke].stateMachineArn;
  }
  return umgebung;
}

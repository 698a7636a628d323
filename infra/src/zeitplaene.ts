/**
 * EventBridge Scheduler's resources: the schedule group the API's functions create the product's
 * schedules in (functions/src/zeitplaene), and the roles Scheduler starts the state machines
 * with — one per target machine, so a schedule's role starts its own machine and no other. The
 * schedules themselves are data — created, replaced and deleted at run time from the accesses
 * in the table — so the stack builds none.
 *
 * The functions that set schedules may pass these roles to Scheduler alone
 * (`iam:PassedToService`) but cannot start a machine through them themselves (only
 * scheduler.amazonaws.com assumes them); the grants are in infra/src/zugriff.ts.
 */
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { ZEITPLAN_ZIELE, type ZeitplanZiel } from '@lieferdesk/functions/zeitplaene/zeitplan';

export const SCHEDULER_DIENST = 'scheduler.amazonaws.com';

export interface ZeitplaeneProps {
  /** The machines a schedule may start. */
  ziele: Record<ZeitplanZiel, IStateMachine>;
}

export class Zeitplaene extends Construct {
  readonly gruppe: ScheduleGroup;
  /** The role Scheduler assumes to start each machine (a schedule's target role). */
  readonly rollen: Record<ZeitplanZiel, Role>;
  /** The ARNs of every schedule in the group (what the functions may create, change, delete). */
  readonly zeitplanArns: string;

  constructor(scope: Construct, id: string, props: ZeitplaeneProps) {
    super(scope, id);
    const stack = Stack.of(this);
    // Kept with the table: deleting the group would delete every access's schedule with it.
    this.gruppe = new ScheduleGroup(this, 'Gruppe', { removalPolicy: RemovalPolicy.RETAIN });
    const rolle = (ziel: ZeitplanZiel) => {
      const r = new Role(this, `Rolle-${ziel}`, {
        description: `EventBridge Scheduler: startet die Zustandsmaschine der Zeitpläne (${ziel})`,
        // Only schedules of this account (confused deputy: Scheduler acting for someone else).
        assumedBy: new ServicePrincipal(SCHEDULER_DIENST, {
          conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
        }),
      });
      props.ziele[ziel].grantStartExecution(r);
      return r;
    };
    this.rollen = Object.fromEntries(ZEITPLAN_ZIELE.map((z) => [z, rolle(z)])) as Record<ZeitplanZiel, Role>;
    this.zeitplanArns = stack.formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${this.gruppe.scheduleGroupName}/*`,
    });
  }
}

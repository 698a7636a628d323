/**
 * EventBridge Scheduler's resources: the schedule group the API's functions create the product's
 * schedules in (functions/src/zeitplaene), and the role Scheduler starts the state machines
 * with. The schedules themselves are data — created, replaced and deleted at run time from the
 * accesses in the table — so the stack builds none.
 *
 * The functions that set schedules may pass this role to Scheduler but cannot start a machine
 * through it themselves (only scheduler.amazonaws.com assumes it); the grants are in
 * infra/src/zugriff.ts.
 */
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';

export interface ZeitplaeneProps {
  /** The machines a schedule may start. */
  strecken: readonly IStateMachine[];
}

export class Zeitplaene extends Construct {
  readonly gruppe: ScheduleGroup;
  /** The role Scheduler assumes to start a machine (a schedule's target role). */
  readonly rolle: Role;
  /** The ARNs of every schedule in the group (what the functions may create, change, delete). */
  readonly zeitplanArns: string;

  constructor(scope: Construct, id: string, props: ZeitplaeneProps) {
    super(scope, id);
    const stack = Stack.of(this);
    // Kept with the table: deleting the group would delete every access's schedule with it.
    this.gruppe = new ScheduleGroup(this, 'Gruppe', { removalPolicy: RemovalPolicy.RETAIN });
    this.rolle = new Role(this, 'Rolle', {
      description: 'EventBridge Scheduler: startet die Zustandsmaschinen der Zeitpläne',
      // Only schedules of this account (confused deputy: Scheduler acting for someone else).
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    });
    for (const maschine of props.strecken) maschine.grantStartExecution(this.rolle);
    this.zeitplanArns = stack.formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${this.gruppe.scheduleGroupName}/*`,
    });
  }
}

import { Arn, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { ResourceFunction } from './function';
import { acknowledge, arnToken, nagEnv } from './nag';

/** Entry of the reminder function, relative to the repository root. */
export const REMINDER_WORKER_ENTRY = 'functions/reminders/handler.ts';

/** Properties of {@link Reminders}. */
export interface RemindersProps {
  /** Environment of every function (`functions/config.ts`). */
  environment: Record<string, string>;
}

/**
 * Deadline reminders (decision record 0028): one EventBridge Scheduler one-time schedule per open
 * session, in its own schedule group, invoking the reminder function with `{ sessionId, at }`. The
 * schedules are created, replaced and deleted by the functions that change a session's deadline or state
 * (`functions/sessions/deadline.ts`); the service deletes each after it fires. Scheduler assumes its own
 * role, which may invoke this one function only and is trusted only from this account.
 */
export class Reminders extends Construct {
  /** The reminder function (`functions/reminders/handler.ts`). */
  readonly worker: ResourceFunction;
  /** The schedule group holding every reminder schedule. */
  readonly group: ScheduleGroup;
  /** The role EventBridge Scheduler assumes to invoke the worker. */
  readonly schedulerRole: Role;

  constructor(scope: Construct, id: string, props: RemindersProps) {
    super(scope, id);
    // Deleted with the stack (CDK keeps groups by default): its name is derived from the stack, so a kept
    // group would make the next deploy of the same stack fail with "already exists".
    this.group = new ScheduleGroup(this, 'Group', { removalPolicy: RemovalPolicy.DESTROY });
    this.worker = new ResourceFunction(this, 'Worker', {
      entry: REMINDER_WORKER_ENTRY,
      description: 'Hiring: e-mails an applicant the reminder of a session deadline',
      environment: props.environment,
      timeout: Duration.seconds(30),
      memorySize: 256,
    });
    acknowledge(
      this.worker.fn,
      'Serverless-LambdaDLQ',
      'A failed reminder is logged and raises the function’s Errors alarm; a reminder is only worth sending before the deadline, so no queue keeps it.',
    );
    this.schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'EventBridge Scheduler: invoke the reminder function',
    });
    this.worker.fn.grantInvoke(this.schedulerRole);
    acknowledge(
      this.schedulerRole,
      `AwsSolutions-IAM5[Resource::${arnToken(this.worker.fn)}:*]`,
      'grantInvoke adds <worker>:* for its versions and aliases: this one function only.',
    );
  }

  /** ARN pattern of the reminder schedules (`reminder-<sessionId>` in this group). */
  private scheduleArns(): string {
    return Arn.format(
      {
        service: 'scheduler',
        resource: 'schedule',
        resourceName: `${this.group.scheduleGroupName}/reminder-*`,
      },
      Stack.of(this),
    );
  }

  /**
   * Lets a function create and delete reminder schedules: `scheduler:CreateSchedule` and
   * `scheduler:DeleteSchedule` on this group's `reminder-*` schedules, `iam:PassRole` on the scheduler
   * role only (the `schedules` capability of `shared/capabilities.ts`).
   * @returns the variables `functions/reminders/schedules.ts` reads.
   */
  allowScheduleFrom(caller: ResourceFunction): {
    REMINDER_SCHEDULER: 'eventbridge';
    REMINDER_SCHEDULE_GROUP: string;
    REMINDER_TARGET_ARN: string;
    REMINDER_ROLE_ARN: string;
  } {
    caller.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule'],
        resources: [this.scheduleArns()],
      }),
    );
    this.schedulerRole.grantPassRole(caller.fn.grantPrincipal);
    acknowledge(
      caller,
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:${nagEnv(this).region}:${nagEnv(this).account}:schedule/${this.group.scheduleGroupName}/reminder-*]`,
      "One schedule per session, named reminder-<sessionId>, in the reminders' own group only.",
    );
    return {
      REMINDER_SCHEDULER: 'eventbridge',
      REMINDER_SCHEDULE_GROUP: this.group.scheduleGroupName,
      REMINDER_TARGET_ARN: this.worker.fn.functionArn,
      REMINDER_ROLE_ARN: this.schedulerRole.roleArn,
    };
  }
}

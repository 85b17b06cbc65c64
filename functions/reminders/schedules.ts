import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
} from '@aws-sdk/client-scheduler';
import { clientOptions, config } from '../config';

/** What a reminder schedule hands the reminder function: the session and the time it was planned for. */
export interface ReminderEvent {
  sessionId: string;
  /** ISO time the reminder was planned for; a schedule for an older plan is ignored. */
  at: string;
}

/** Where one-time reminder schedules live: EventBridge Scheduler in the cloud, the runner locally. */
export interface ReminderScheduler {
  /** Creates or replaces the session's one schedule. */
  schedule(name: string, atMs: number, event: ReminderEvent): Promise<void>;
  /** Removes the schedule; no error when there is none. */
  cancel(name: string): Promise<void>;
}

/** Schedules start at least this long from now (EventBridge never fires an `at()` already past), ms. */
const MIN_LEAD_MS = 60_000;

const scheduler = new SchedulerClient(clientOptions(undefined));

/** EventBridge Scheduler one-time schedules (`at(...)`, deleted by the service after they fire). */
function cloudScheduler(group: string, targetArn: string, roleArn: string): ReminderScheduler {
  const cancel = async (name: string) => {
    try {
      await scheduler.send(new DeleteScheduleCommand({ Name: name, GroupName: group }));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  };
  return {
    cancel,
    async schedule(name, atMs, event) {
      await cancel(name);
      const at = new Date(Math.max(atMs, Date.now() + MIN_LEAD_MS)).toISOString().slice(0, 19);
      await scheduler.send(
        new CreateScheduleCommand({
          Name: name,
          GroupName: group,
          ScheduleExpression: `at(${at})`,
          ScheduleExpressionTimezone: 'UTC',
          FlexibleTimeWindow: { Mode: 'OFF' },
          ActionAfterCompletion: 'DELETE',
          Target: { Arn: targetArn, RoleArn: roleArn, Input: JSON.stringify(event) },
        }),
      );
    },
  };
}

let local: ReminderScheduler | undefined;

/** Installs the local runner's scheduler (`infra/local/scheduler.ts`); the cloud never calls this. */
export function useLocalScheduler(impl: ReminderScheduler | undefined): void {
  local = impl;
}

/**
 * The scheduler of this environment, from configuration.
 * @throws Error naming the missing variables when the cloud settings are incomplete, or when none are
 *   set and no local scheduler is installed.
 */
export function reminderScheduler(): ReminderScheduler {
  const { REMINDER_SCHEDULE_GROUP: group, REMINDER_TARGET_ARN: target, REMINDER_ROLE_ARN: role } = config();
  if (group && target && role) return cloudScheduler(group, target, role);
  const missing = Object.entries({
    REMINDER_SCHEDULE_GROUP: group,
    REMINDER_TARGET_ARN: target,
    REMINDER_ROLE_ARN: role,
  })
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length === 3 && local) return local;
  throw new Error(`Reminder schedules need ${missing.join(', ')} (or the local runner's scheduler)`);
}

/** Name of a session's one reminder schedule (EventBridge names: up to 64 of [0-9a-zA-Z-_.]). */
export const reminderScheduleName = (sessionId: string) => `reminder-${sessionId}`;

import { config } from '../config';
import { logger } from '../observability/logger';

/** What a reminder schedule hands the reminder function: the session and the time it was planned for. */
export interface ReminderEvent {
  sessionId: string;
  /** ISO time the reminder was planned for; a schedule for an older plan is ignored. */
  at: string;
  /**
   * `expiry`: the session's deadline (`at` is the `dueAt` it was planned for), when a still open session
   * raises `session.expired` for webhooks (docs/integrations.md#events); absent: the reminder e-mail.
   */
  kind?: 'expiry';
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

/**
 * EventBridge Scheduler one-time schedules (`at(...)`, deleted by the service after they fire). The
 * client is imported on the first call (`./scheduler-client.ts`).
 */
function cloudScheduler(group: string, targetArn: string, roleArn: string): ReminderScheduler {
  const cancel = async (name: string) => {
    const { scheduler, DeleteScheduleCommand, ResourceNotFoundException } =
      await import('./scheduler-client');
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
      const { scheduler, CreateScheduleCommand } = await import('./scheduler-client');
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

// Read at load: the backend is named explicitly (`REMINDER_SCHEDULER`), never guessed from what is missing.
const mode = config().REMINDER_SCHEDULER;
const cloud =
  mode === 'eventbridge'
    ? cloudScheduler(
        config().REMINDER_SCHEDULE_GROUP,
        config().REMINDER_TARGET_ARN,
        config().REMINDER_ROLE_ARN,
      )
    : undefined;

let local: ReminderScheduler | undefined;

/**
 * Serves `REMINDER_SCHEDULER=in-process`: the local runner installs its scheduler
 * (`infra/local/scheduler.ts`) here; the cloud never calls this.
 */
export function useLocalScheduler(impl: ReminderScheduler | undefined): void {
  local = impl;
}

/**
 * The scheduler named by `REMINDER_SCHEDULER`: EventBridge Scheduler (`eventbridge`, with
 * `REMINDER_SCHEDULE_GROUP`, `REMINDER_TARGET_ARN` and `REMINDER_ROLE_ARN`, all read at load) or the
 * one installed with {@link useLocalScheduler} (`in-process`).
 * @throws Error with `in-process` when no local scheduler is installed.
 */
export function reminderScheduler(): ReminderScheduler {
  if (cloud) return cloud;
  if (!local)
    throw new Error('REMINDER_SCHEDULER=in-process but no local scheduler is installed (local runner only)');
  return local;
}

/** Name of a session's one reminder schedule (EventBridge names: up to 64 of [0-9a-zA-Z-_.]). */
export const reminderScheduleName = (sessionId: string) => `reminder-${sessionId}`;

/**
 * Name of a session's deadline schedule, which raises `session.expired`; under `reminder-`, the names the
 * functions' scheduler permissions cover (`infra/constructs/reminders.ts`).
 */
export const expiryScheduleName = (sessionId: string) => `reminder-expiry-${sessionId}`;

/**
 * Deletes the reminder and deadline schedules of a session that no longer needs them (submitted,
 * deleted). A failure is only logged: the reminder function checks the session's state before acting.
 */
export async function cancelReminder(sessionId: string): Promise<void> {
  try {
    await Promise.all([
      reminderScheduler().cancel(reminderScheduleName(sessionId)),
      reminderScheduler().cancel(expiryScheduleName(sessionId)),
    ]);
  } catch (error) {
    logger.warn('Reminder schedule not deleted', { sessionId, error: error as Error });
  }
}

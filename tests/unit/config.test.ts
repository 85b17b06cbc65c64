import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../functions/config';

/** A function started without a setting it needs stops when it loads, with one line naming the variable. */
describe('settings', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    vi.resetModules();
    resetConfig();
  });
  afterEach(() => {
    process.env = { ...saved };
    resetConfig();
  });

  it('fails loading the scoring queue without SCORING_QUEUE, naming it in one line', async () => {
    delete process.env.SCORING_QUEUE;
    const loading = import('../../functions/scoring/queue');
    await expect(loading).rejects.toThrow(/^Missing environment variable SCORING_QUEUE: [^\n]+$/);
  });

  it('needs the queue URL with the sqs queue, and refuses an unknown queue', async () => {
    process.env.SCORING_QUEUE = 'sqs';
    delete process.env.SCORING_QUEUE_URL;
    await expect(import('../../functions/scoring/queue')).rejects.toThrow(/SCORING_QUEUE_URL/);
    vi.resetModules();
    resetConfig();
    process.env.SCORING_QUEUE = 'lambda';
    await expect(import('../../functions/scoring/queue')).rejects.toThrow(
      /Invalid environment variable SCORING_QUEUE="lambda"/,
    );
  });

  it('fails loading the reminder schedules without REMINDER_SCHEDULER, and needs the group, target and role with eventbridge', async () => {
    delete process.env.REMINDER_SCHEDULER;
    await expect(import('../../functions/reminders/schedules')).rejects.toThrow(
      /^Missing environment variable REMINDER_SCHEDULER: [^\n]+$/,
    );
    vi.resetModules();
    resetConfig();
    process.env.REMINDER_SCHEDULER = 'eventbridge';
    process.env.REMINDER_SCHEDULE_GROUP = 'reminders';
    delete process.env.REMINDER_TARGET_ARN;
    await expect(import('../../functions/reminders/schedules')).rejects.toThrow(/REMINDER_TARGET_ARN/);
  });

  it('refuses to schedule in-process when the runner installed no scheduler', async () => {
    process.env.REMINDER_SCHEDULER = 'in-process';
    const { reminderScheduler } = await import('../../functions/reminders/schedules');
    expect(() => reminderScheduler()).toThrow(/REMINDER_SCHEDULER=in-process/);
  });

  it('fails loading the e-mail module without the sender address', async () => {
    delete process.env.EMAIL_FROM;
    await expect(import('../../functions/email/ses')).rejects.toThrow(/EMAIL_FROM/);
  });
});

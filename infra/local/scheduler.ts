import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { clock } from '../../functions/clock';
import type { ReminderEvent, ReminderScheduler } from '../../functions/reminders/schedules';

/** How often the runner looks for due schedules, ms. */
const TICK_MS = 5_000;

interface Job {
  at: number;
  event: ReminderEvent;
}

/**
 * The local runner's stand-in for EventBridge Scheduler (decision record 0028): one-time schedules kept
 * in memory and in `<dataDir>/schedules.json` (so they survive a restart of `npm start`), fired every few
 * seconds by calling the same function the cloud schedule invokes. It owns the runner's clock: `advance`
 * moves `functions/clock.ts` forward, which is how a demo or a test reaches a reminder or a deadline
 * without waiting days.
 */
export class LocalScheduler implements ReminderScheduler {
  private jobs = new Map<string, Job>();
  private offsetMs = 0;
  private timer?: NodeJS.Timeout;
  private running: Promise<number> = Promise.resolve(0);

  /**
   * @param run - the reminder function (`sendDueReminder`), called with each due schedule's event and
   *   name (`npm run start:artifacts` invokes the schedule's target function with them).
   * @param file - where schedules are kept between runs; none for throw-away stacks.
   */
  constructor(
    private readonly run: (event: ReminderEvent, name: string) => Promise<unknown>,
    private readonly file?: string,
  ) {
    if (file && existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { offsetMs?: number; jobs?: [string, Job][] };
      this.offsetMs = saved.offsetMs ?? 0;
      this.jobs = new Map(saved.jobs ?? []);
    }
    clock.now = () => Date.now() + this.offsetMs;
  }

  /** Starts firing due schedules every few seconds. */
  start(): void {
    this.timer ??= setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  /** Stops the timer and gives the clock back to the system. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    clock.now = () => Date.now();
  }

  async schedule(name: string, atMs: number, event: ReminderEvent): Promise<void> {
    this.jobs.set(name, { at: atMs, event });
    this.save();
  }

  async cancel(name: string): Promise<void> {
    if (this.jobs.delete(name)) this.save();
  }

  /** The planned schedules, soonest first (for the clock endpoint's answer). */
  pending(): { name: string; at: string; sessionId: string }[] {
    return [...this.jobs.entries()]
      .sort(([, a], [, b]) => a.at - b.at)
      .map(([name, job]) => ({ name, at: new Date(job.at).toISOString(), sessionId: job.event.sessionId }));
  }

  /**
   * Moves the runner's clock forward and fires every schedule now due.
   * @param ms - milliseconds to add (0 just fires what is due).
   * @returns how many schedules fired.
   */
  async advance(ms: number): Promise<number> {
    this.offsetMs += Math.max(0, ms);
    this.save();
    return this.tick();
  }

  /** Fires the due schedules one after another; concurrent calls wait for the run in progress. */
  tick(): Promise<number> {
    this.running = this.running.then(async () => {
      const now = clock.now();
      const due = [...this.jobs.entries()]
        .filter(([, job]) => job.at <= now)
        .sort(([, a], [, b]) => a.at - b.at);
      for (const [name, job] of due) {
        // Like EventBridge's ActionAfterCompletion DELETE: a one-time schedule is gone once it fired.
        this.jobs.delete(name);
        try {
          await this.run(job.event, name);
        } catch (error) {
          console.error(`Reminder schedule ${name} failed`, error);
        }
      }
      if (due.length) this.save();
      return due.length;
    });
    return this.running;
  }

  private save(): void {
    if (!this.file) return;
    writeFileSync(this.file, JSON.stringify({ offsetMs: this.offsetMs, jobs: [...this.jobs.entries()] }));
  }
}

/**
 * The time the product's rules read (deadlines, reminders). One function so the local runner can move it
 * forward for a demo or a test ("the runner's clock", `infra/local/scheduler.ts`); in the cloud it is
 * always the system clock.
 */
export const clock = {
  /** Epoch milliseconds now. */
  now: (): number => Date.now(),
};

/** ISO-8601 now, by {@link clock}. */
export const clockIso = (): string => new Date(clock.now()).toISOString();

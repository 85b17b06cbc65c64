/**
 * Reads `read` every 100 ms until `done` holds for what it returned, and returns that.
 * @throws Error naming `what` after `ms` milliseconds.
 */
export async function pollUntil<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 30_000,
): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
}

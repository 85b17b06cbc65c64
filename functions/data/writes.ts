import { Conflict, NotFound } from '../errors/errors';

/**
 * What {@link splitForReplace} sets: the input's other fields as they are (validated, so never empty), and
 * each optional field only when it holds a value.
 */
export type ReplaceSet<T, K extends keyof T, S extends keyof T> = Omit<T, K | S> & {
  [P in K]?: Exclude<T[P], null | undefined>;
};

/**
 * Splits form input for a PUT-style replace: values to set, and optional attributes to remove because
 * the input leaves them empty (`undefined`, `null` or `''`), so clearing a field in a form clears it in
 * the table. Typed by the input, so ElectroDB checks the writes against the entity.
 * @param optional - the attributes that may be removed.
 * @param skip - input keys handled elsewhere (never set or removed here).
 */
export function splitForReplace<T extends object, K extends keyof T & string, S extends keyof T = never>(
  input: T,
  optional: readonly K[],
  skip: readonly S[] = [],
): { set: ReplaceSet<T, K, S>; remove: K[] } {
  const set: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if ((skip as readonly string[]).includes(key) || value === undefined || value === null || value === '')
      continue;
    set[key] = value;
  }
  return { set: set as ReplaceSet<T, K, S>, remove: optional.filter((k) => !(k in set)) };
}

/** True for DynamoDB's ConditionalCheckFailed, as raised directly or wrapped by ElectroDB. */
export function isConditionalCheckFailed(error: unknown): boolean {
  const e = error as { name?: string; cause?: { name?: string }; message?: string };
  return (
    e?.name === 'ConditionalCheckFailedException' ||
    e?.cause?.name === 'ConditionalCheckFailedException' ||
    /conditional request failed/i.test(e?.message ?? '')
  );
}

/** Attempts of a write that lost a race with another write of the same item (decision record 0018). */
export const WRITE_ATTEMPTS = 3;

/**
 * Reads an item of the caller's organization, the one way a module turns a missing item into 404.
 * @param what - the item's name in the error, e.g. `'job position'` ("job position not found").
 * @param read - reads the item by a key that includes the caller's organization; null when it does not
 *   exist there.
 * @throws NotFound (`what`) when `read` finds nothing.
 */
export async function readOr404<T>(what: string, read: () => Promise<T | null>): Promise<T> {
  const item = await read();
  if (!item) throw new NotFound(what);
  return item;
}

/**
 * Runs a write of an item read just before, which the write conditions on being unchanged since (e.g. on
 * its `updatedAt`), reading again when another write came between: the index entries written with it
 * (decision record 0100) are then computed from what the item really was.
 * @param read - reads the item strongly consistent; null when it does not exist (for the caller).
 * @param write - the conditioned transaction; `canceled` when the condition failed.
 * @param first - the item as the caller already read it with `read` (side by side with its other reads),
 *   for the first attempt; `read` then runs only after a lost race.
 * @throws NotFound (`what`) when the item does not (or no longer) exist.
 * @throws Conflict after {@link WRITE_ATTEMPTS} lost races.
 */
export async function writeUnchanged<T>(
  what: string,
  read: () => Promise<T | null>,
  write: (current: T) => Promise<{ canceled: boolean }>,
  first?: T,
): Promise<T> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const current = attempt === 0 && first !== undefined ? first : await readOr404(what, read);
    if (!(await write(current)).canceled) return current;
  }
  throw new Conflict(`The ${what} changed meanwhile. Try again.`);
}

import { TABLE_KEYS } from './table';

/** An ElectroDB query chain, before `.go()`: its `params()` tell which partition it reads. */
export interface KeyQuery {
  params(options?: object): unknown;
}

interface QueryParams {
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * A page cursor that does not belong to the list asked for. The data layer knows no HTTP: the error
 * middleware (`functions/http/error-mapper.ts`) answers it as a 400 `ValidationFailed` with these
 * `details`.
 */
export class InvalidCursor extends Error {
  /** Per-field messages of the 400 answer. */
  readonly details = { 'query.cursor': ['Not a cursor of this list: start again from the first page'] };
  constructor() {
    super('The page cursor is not valid for this list.');
    this.name = 'InvalidCursor';
  }
}

/** The error for a cursor that does not belong to the list asked for ({@link InvalidCursor}). */
export const invalidCursor = () => new InvalidCursor();

/**
 * Checks a client's page cursor against the query it continues, before DynamoDB sees it. A cursor is the
 * last key of the previous page (ElectroDB: base64url JSON); it is accepted only when it decodes to key
 * attributes of this table and index, in the very partition (and sort-key range) the query reads, so a
 * made-up, foreign or other organization's cursor is a 400 and never a 500 or a peek elsewhere.
 * @returns the cursor to pass to `.go({ cursor })`, or null for the first page.
 * @throws InvalidCursor (a 400, field `query.cursor`) for any other cursor.
 */
export function pageCursor(query: KeyQuery, cursor: string | undefined): string | null {
  if (cursor === undefined) return null;
  checkedKey(query, decodeCursor(cursor));
  return cursor;
}

/**
 * Decodes base64url JSON, the form of every page cursor.
 * @throws InvalidCursor (a 400) when it is not.
 */
export function decodeCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
}

/**
 * Checks that `key` is a key of the partition (and sort-key range) `query` reads, as {@link pageCursor}
 * does for a whole cursor.
 * @returns the key, to start the next read after.
 * @throws InvalidCursor (a 400, field `query.cursor`) otherwise.
 */
export function checkedKey(query: KeyQuery, key: unknown): Record<string, string> {
  const params = query.params() as QueryParams;
  const names = params.ExpressionAttributeNames ?? {};
  const values = params.ExpressionAttributeValues ?? {};
  const pkName = names['#pk'];
  const skName = names['#sk1'];
  if (!pkName) throw new Error('checkedKey needs a key query');
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw invalidCursor();
  const entries = Object.entries(key as Record<string, unknown>);
  const allowed = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, pkName]);
  if (skName) allowed.add(skName);
  if (entries.some(([name, value]) => !allowed.has(name) || typeof value !== 'string')) throw invalidCursor();
  const item = key as Record<string, string>;
  if ([...allowed].some((name) => item[name] === undefined)) throw invalidCursor();
  if (item[pkName] !== values[':pk']) throw invalidCursor();
  const skPrefix = values[':sk1'];
  if (skName && typeof skPrefix === 'string' && !item[skName]!.startsWith(skPrefix)) throw invalidCursor();
  return item;
}

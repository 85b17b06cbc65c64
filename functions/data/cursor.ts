import { ValidationFailed } from '../http/errors';
import { TABLE_KEYS } from './table';

/** An ElectroDB query chain, before `.go()`: its `params()` tell which partition it reads. */
interface KeyQuery {
  params(options?: object): unknown;
}

interface QueryParams {
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

const invalid = () =>
  new ValidationFailed(
    { 'query.cursor': ['Not a cursor of this list: start again from the first page'] },
    'The page cursor is not valid for this list.',
  );

/**
 * Checks a client's page cursor against the query it continues, before DynamoDB sees it. A cursor is the
 * last key of the previous page (ElectroDB: base64url JSON); it is accepted only when it decodes to key
 * attributes of this table and index, in the very partition (and sort-key range) the query reads, so a
 * made-up, foreign or other organization's cursor is a 400 and never a 500 or a peek elsewhere.
 * @returns the cursor to pass to `.go({ cursor })`, or null for the first page.
 * @throws ValidationFailed (400, field `query.cursor`) for any other cursor.
 */
export function pageCursor(query: KeyQuery, cursor: string | undefined): string | null {
  if (cursor === undefined) return null;
  const params = query.params() as QueryParams;
  const names = params.ExpressionAttributeNames ?? {};
  const values = params.ExpressionAttributeValues ?? {};
  const pkName = names['#pk'];
  const skName = names['#sk1'];
  if (!pkName) throw new Error('pageCursor needs a key query');
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw invalid();
  const entries = Object.entries(key as Record<string, unknown>);
  const allowed = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, pkName]);
  if (skName) allowed.add(skName);
  if (entries.some(([name, value]) => !allowed.has(name) || typeof value !== 'string')) throw invalid();
  const item = key as Record<string, string>;
  if ([...allowed].some((name) => item[name] === undefined)) throw invalid();
  if (item[pkName] !== values[':pk']) throw invalid();
  const skPrefix = values[':sk1'];
  if (skName && typeof skPrefix === 'string' && !item[skName]!.startsWith(skPrefix)) throw invalid();
  return cursor;
}

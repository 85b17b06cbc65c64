/**
 * Splits form input for a PUT-style replace: values to set, and optional attributes to remove because
 * the input leaves them empty (`undefined`, `null` or `''`), so clearing a field in a form clears it in
 * the table.
 * @param optional - the attributes that may be removed.
 * @param skip - input keys handled elsewhere (never set or removed here).
 */
export function splitForReplace<K extends string>(
  input: Record<string, unknown>,
  optional: readonly K[],
  skip: readonly string[] = [],
): { set: Record<string, unknown>; remove: K[] } {
  const set: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (skip.includes(key) || value === undefined || value === null || value === '') continue;
    set[key] = value;
  }
  return { set, remove: optional.filter((k) => !(k in set)) };
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

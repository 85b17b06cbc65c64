import { ulid } from 'ulidx';

/** A new id: a ULID, so ids sort by creation time and a list can be read newest first. */
export const newId = (): string => ulid();

/** Current time as ISO-8601. */
export const nowIso = (): string => new Date().toISOString();

/** `createdAt`: set once on create, never changed. */
export const createdAt = {
  type: 'string',
  required: true,
  readOnly: true,
  default: nowIso,
} as const;

/** `updatedAt`: set on every write. */
export const updatedAt = {
  type: 'string',
  required: true,
  watch: '*',
  default: nowIso,
  set: () => nowIso(),
} as const;

/** An optional free-text attribute. */
export const text = { type: 'string' } as const;

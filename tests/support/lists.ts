import { expect } from 'vitest';
import { api, type ApiAnswer } from './api';

// Helpers of the server-side list tests (docs/decisions/0062-server-side-lists.md).

/** A list item as the API answers it. */
export type Item = { id: string } & Record<string, unknown>;

/** The ids of a page, in order. */
export const ids = (items: Item[]) => items.map((i) => i.id);

/** Every page of `path` (a query string without cursor), following `nextCursor`. */
export async function walk(token: string, path: string): Promise<{ items: Item[]; pages: number }> {
  const items: Item[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res: ApiAnswer = await api(
      'GET',
      cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path,
      {
        token,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
    pages++;
    if (pages > 50) throw new Error(`${path}: more than 50 pages`);
  } while (cursor);
  return { items, pages };
}

/** One page of `path`, which must answer 200. */
export async function list(token: string, path: string): Promise<Item[]> {
  const res = await api('GET', path, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items;
}

/** A cursor used with another search, sort or order is a 400 with the JSON error body. */
export async function expectCursorBoundToQuery(token: string, first: string, others: string[]) {
  const page = await api('GET', first, { token });
  expect(page.body.nextCursor).toBeTruthy();
  const cursor = encodeURIComponent(page.body.nextCursor);
  for (const other of others) {
    const res = await api('GET', `${other}&cursor=${cursor}`, { token });
    expect(res.status, other).toBe(400);
    expect(res.body).toMatchObject({
      error: 'ValidationFailed',
      details: { 'query.cursor': expect.any(Array) },
    });
  }
  // The same query goes on.
  expect((await api('GET', `${first}&cursor=${cursor}`, { token })).status).toBe(200);
}

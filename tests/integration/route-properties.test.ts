import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { routes, type RouteDef } from '../../shared/routes';
import { api, signInDemo } from '../support/api';

/**
 * Every item of the table, sorted by key: the test's own full read to prove nothing changed. Flood
 * counters are left out: they count every attempt, refused ones included, or a flood of bad requests would
 * go unlimited (docs/decisions/0077-fair-shares-under-load.md). Webhook deliveries count by their keys.
 */
async function snapshot(): Promise<string> {
  const { documentClient } = await import('../../functions/data/client');
  const { config } = await import('../../functions/config');
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({ TableName: config().TABLE_NAME, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(
      ...((page.Items ?? []) as Record<string, unknown>[])
        .filter((i) => i.__edb_e__ !== 'rateLimitWindow')
        // A delivery's tries are the webhook worker's, which retries earlier files' events on its own
        // clock; a request could only add a delivery, which its key shows.
        .map((i) => (i.__edb_e__ === 'webhookDelivery' ? { pk: i.pk, sk: i.sk } : i)),
    );
    start = page.LastEvaluatedKey;
  } while (start);
  const key = (i: Record<string, unknown>) => `${String(i.pk)}|${String(i.sk)}`;
  return JSON.stringify(items.sort((a, b) => key(a).localeCompare(key(b))));
}

/** Waits until background work of earlier tests (scoring) has settled: two equal snapshots in a row. */
async function settledSnapshot(): Promise<string> {
  let previous = await snapshot();
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const current = await snapshot();
    if (current === previous) return current;
    previous = current;
  }
  throw new Error('The table kept changing: background work did not settle');
}

/** A path segment: arbitrary text (escaped), or raw hostile forms. */
const segment = fc.oneof(
  fc.string().map(encodeURIComponent),
  fc.string({ unit: 'grapheme' }).map(encodeURIComponent),
  fc.constantFrom(
    '..',
    '.',
    '%',
    '%E0%A4%A',
    '%00',
    '%2e%2E',
    '%2F',
    '',
    '01ARZ3NDEKTSV4RRFFQ69G5FAV',
    'a@b.c',
  ),
);

const queryString = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom('limit', 'cursor'), fc.string()),
        fc.oneof(fc.string(), fc.integer().map(String)),
      ),
      { maxLength: 4 },
    )
    .map(
      (pairs) => '?' + pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
    ),
  fc.constantFrom('?cursor=%00', '?cursor=%', '?limit=true', '?limit=-1&cursor=W10', '?cursor=eyJwayI6MX0'),
);

const body = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.dictionary(fc.string(), fc.jsonValue()).map((v) => JSON.stringify(v)),
  fc.string(),
  fc.constant(undefined),
);

/**
 * The routes a request can be malformed for: a DELETE with no parameter and no body (removing the stored
 * Ashby key) takes no input, so every call with the manager's token is a well-formed one that acts.
 */
const withInput = (Object.values(routes) as RouteDef[]).filter(
  (r) => !(r.method === 'DELETE' && !r.path.includes('{') && !r.body),
);

const request = fc.record({
  route: fc.constantFrom(...withInput),
  segments: fc.array(segment, { minLength: 3, maxLength: 3 }),
  query: queryString,
  body,
  contentType: fc.constantFrom('application/json', 'application/json', 'text/plain', undefined),
  withToken: fc.boolean(),
});

let token: string;

beforeAll(async () => {
  token = await signInDemo();
});

it('answers every route of the route table with a JSON 4xx (never 5xx) for arbitrary input and stores nothing', async () => {
  const before = await settledSnapshot();
  const seen = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      let i = 0;
      const path = r.route.path.replace(/\{\w+\}/g, () => r.segments[i++] ?? 'x') + r.query;
      const headers: Record<string, string> = {};
      if (r.contentType && r.body !== undefined) headers['content-type'] = r.contentType;
      const res = await api(r.route.method, path, {
        ...(r.withToken && r.route.access === 'manager' ? { token } : {}),
        ...(r.body !== undefined ? { rawBody: r.body } : {}),
        headers,
      });
      seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
      expect(res.status, `${r.route.method} ${path}`).toBeLessThan(500);
      if (res.status >= 400) {
        expect(res.headers.get('content-type')).toMatch(/application\/json/);
        expect(typeof res.body?.message, `${r.route.method} ${path}`).toBe('string');
      }
    }),
    { numRuns: 400 },
  );
  console.info('Statuses of 400 arbitrary requests:', Object.fromEntries([...seen].sort()));
  const after = await snapshot();
  if (after !== before) {
    const lines = (s: string) => new Set((JSON.parse(s) as unknown[]).map((i) => JSON.stringify(i)));
    const [was, is] = [lines(before), lines(after)];
    expect({
      removed: [...was].filter((i) => !is.has(i)),
      added: [...is].filter((i) => !was.has(i)),
    }).toEqual({ removed: [], added: [] });
  }
}, 120_000);

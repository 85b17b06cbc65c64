import { resetConfig } from '../../../functions/config';
import { db } from '../../../functions/data/service';
import { SESSION_LIST_ATTRIBUTES, TABLE_KEYS } from '../../../functions/data/table';
import { sessionListUpdate } from '../../../functions/data/session-list-keys';
import { toSessionSummary, type SessionItem } from '../../../functions/sessions/session-view';
import { passesFilters, sessionListQuery } from '../../../functions/sessions/session-list';
import { isPurged } from '../../../functions/sessions/retention';
import { SESSION_VIEW_STATUSES } from '../../../shared/session-rules';
import type { SessionListQuery } from '../../../shared/schemas/session';

/**
 * The session lists read `gsi5`, which projects only {@link SESSION_LIST_ATTRIBUTES`}
 * (docs/decisions/0170-session-lists-on-an-index-of-their-own.md): an attribute a list shows or filters on
 * that the index leaves out would be missing from every list, silently. These tests read what the list
 * code reads and fail naming any attribute the index does not project.
 */

const NOW = Date.UTC(2026, 10, 29, 3, 0, 0);
const iso = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const ORG = '01JORGANIZATION00000000000A';

/** A session with every attribute a list could show set (the questions as long as a real interview). */
const FULL = {
  sessionId: '01JSESSION0000000000000000A',
  orgId: ORG,
  applicantId: '01JAPPLICANT00000000000000A',
  applicantName: 'Zoë Ångström',
  applicantEmail: 'zoe@example.com',
  interviewId: '01JINTERVIEW00000000000000A',
  jobPositionId: '01JPOSITION000000000000000A',
  topic: 'Customer Support Agent',
  language: 'English',
  questions: Array.from({ length: 30 }, (_, i) => ({
    id: `q${i}`,
    order: i,
    text: `Question ${i}: tell us about a time you handled an upset customer. `.repeat(3),
    keyPoints: ['Listens first', 'Owns the problem', 'Follows up', 'Keeps a record'],
  })),
  answeredQuestionIds: ['q0', 'q1'],
  answerSignals: { q0: { pasted: true } },
  accessCodeHash: 'hash',
  accessCodeSalt: 'salt',
  failedAttempts: 0,
  attemptWindowStart: 0,
  status: 'submitted',
  submittedBy: 'applicant',
  startedAt: iso(-60),
  scoringWait: 'ai_budget',
  rescoreState: 'failed',
  rescoreAnswers: 'all',
  rescoreRequestedAt: iso(-5),
  rescoreByUserId: 'u1',
  rescoreByName: 'Manager',
  rescoreFailure: 'The AI model is busy',
  humanOnly: true,
  humanOnlyRequestedAt: iso(-59),
  noticeAcceptedAt: iso(-60),
  submittedAt: iso(-10),
  createdBy: 'u1',
  createdByName: 'Manager',
  dueAt: iso(60),
  purgeAt: Math.floor(NOW / 1000) + 86_400,
  accommodation: { kind: 'extraTime', days: 2, note: 'Agreed', userId: 'u1', name: 'Manager', at: iso(-120) },
  reminderAt: iso(30),
  reminderCount: 2,
  lastReminderAt: iso(-30),
  lastReminderKind: 'manual',
  lastReminderStatus: 'sent',
  lastManualReminderAt: iso(-30),
  emailStatus: 'bounced',
  emailProblem: 'Mailbox full',
  emailMessageId: 'm1',
  emailAt: iso(-200),
  reviews: [{ questionId: 'q0', score: 7, reason: 'Good', byUserId: 'u1', byName: 'Manager', at: iso(-1) }],
  reviewedScore: 70,
  decision: 'advance',
  decisionReason: 'Strong answers',
  decisionByUserId: 'u1',
  decisionByName: 'Manager',
  decisionAt: iso(-1),
  decisionFlaggedSeen: ['q1'],
  createdAt: iso(-300),
  updatedAt: iso(-1),
};

const RESULT = {
  sessionId: FULL.sessionId,
  score: 64,
  feedback: 'Fine',
  suggestions: [],
  injectionSuspected: false,
  createdAt: iso(-2),
} as never;

/** The stored name of an entity attribute (`field` where the entity renames it). */
function stored(name: string): string {
  const attribute = (db.entities.session.schema.attributes as Record<string, { field?: string }>)[name];
  return attribute?.field ?? name;
}

const indexKeys: string[] = TABLE_KEYS.indexes.flatMap((i) => [i.partitionKey, i.sortKey]);
const projected = new Set<string>([
  ...SESSION_LIST_ATTRIBUTES,
  TABLE_KEYS.partitionKey,
  TABLE_KEYS.sortKey,
  'gsi5pk',
  'gsi5sk',
]);

/** The session as DynamoDB stores it (keys, ElectroDB's identifiers and computed attributes included). */
function storedItem(): Record<string, unknown> {
  return db.entities.session.put(FULL as never).params<{ Item: Record<string, unknown> }>().Item;
}

describe('what gsi5 projects', () => {
  it('holds every attribute the list reads of a session, its filters and the retention check', () => {
    const read = new Set<string>();
    const watched = new Proxy(FULL as unknown as SessionItem, {
      get(target, key, receiver) {
        if (typeof key === 'string') read.add(stored(key));
        return Reflect.get(target, key, receiver);
      },
    }) as SessionItem;
    const session = { ...(FULL as unknown as SessionItem), questionCount: 30 };
    const counted = new Proxy(session, {
      get(target, key, receiver) {
        if (typeof key === 'string') read.add(stored(key));
        return Reflect.get(target, key, receiver);
      },
    });
    toSessionSummary(counted, RESULT);
    isPurged(watched);
    for (const status of [undefined, ...SESSION_VIEW_STATUSES])
      for (const decision of [undefined, 'none', 'advance'] as const)
        passesFilters(watched, { status, decision }, NOW);
    const missing = [...read].filter((name) => !projected.has(name));
    expect(missing).toEqual([]);
    // And nothing more: each projected attribute is one a list reads (or filters on, or ElectroDB's).
    const filtered = ['applicantNameFolded', 'applicantEmail', 'topicFolded'];
    const unread = SESSION_LIST_ATTRIBUTES.filter(
      (name) => !read.has(name) && !filtered.includes(name) && !name.startsWith('__edb_'),
    );
    expect(unread).toEqual([]);
  });

  it('holds every attribute the list Query filters on', () => {
    const pages: Partial<SessionListQuery>[] = [
      { q: 'zoe support', status: 'open', decision: 'none' },
      { q: 'zo', status: 'expired', decision: 'advance' },
      { status: 'scored', sort: 'applicantName' },
    ];
    for (const page of pages) {
      const full = { sort: 'createdAt', order: 'desc', limit: 20, ...page } as SessionListQuery;
      const params = sessionListQuery(ORG, full, NOW).query.params<{
        ExpressionAttributeNames: Record<string, string>;
      }>();
      const names = Object.values(params.ExpressionAttributeNames).filter((n) => !indexKeys.includes(n));
      expect(names.filter((n) => !projected.has(n))).toEqual([]);
    }
  });

  it('gives a list the same session from the index as from the table', () => {
    const item = storedItem();
    const narrow = Object.fromEntries(Object.entries(item).filter(([k]) => projected.has(k)));
    const parse = (raw: Record<string, unknown>) =>
      db.entities.session.parse({ Item: raw }).data as SessionItem;
    expect(toSessionSummary(parse(narrow), RESULT)).toEqual(toSessionSummary(parse(item), RESULT));
    expect(passesFilters(parse(narrow), { status: 'submitted', decision: 'advance' }, NOW)).toBe(true);
    // What a save rewrites in the index is about 1 KB of the session's 8 KB, not all of it.
    const size = (raw: Record<string, unknown>) => JSON.stringify(raw).length;
    expect(size(narrow)).toBeLessThan(size(item) / 3);
  });

  it('reads the lists from gsi5 when SESSION_LIST_INDEX says so', () => {
    const page = { sort: 'createdAt', order: 'desc', limit: 20 } as SessionListQuery;
    const params = sessionListQuery(ORG, page, NOW).query.params<{ IndexName: string }>();
    expect(params.IndexName).toBe('gsi5');
  });
});

/** The session as stored while the lists read `index` (`SESSION_LIST_INDEX`). */
function storedWhileListsRead(index: 'gsi1' | 'gsi5'): Record<string, unknown> {
  const previous = process.env.SESSION_LIST_INDEX;
  process.env.SESSION_LIST_INDEX = index;
  resetConfig();
  try {
    return storedItem();
  } finally {
    process.env.SESSION_LIST_INDEX = previous;
    resetConfig();
  }
}

describe('gsi5 keys', () => {
  it('are written with every new session, with its question count, and are its gsi1 keys', () => {
    const item = storedWhileListsRead('gsi1');
    expect(item.gsi5pk).toBe(item.gsi1pk);
    expect(item.gsi5sk).toBe(item.gsi1sk);
    expect(item.questionCount).toBe(30);
  });

  it('leave a new session out of gsi1 once the lists read gsi5, and out of gsi3 always', () => {
    const item = storedWhileListsRead('gsi5');
    expect(item.gsi5pk).toEqual(expect.stringContaining('orgid_'));
    expect(Object.keys(item).filter((k) => /^gsi[13]/.test(k))).toEqual([]);
    expect(Object.keys(storedWhileListsRead('gsi1')).filter((k) => /^gsi3/.test(k))).toEqual([]);
  });

  it('are given by the backfill to a session written before gsi5, once', () => {
    const {
      gsi5pk: _pk,
      gsi5sk: _sk,
      gsi6pk: _pk6,
      gsi6sk: _sk6,
      questionCount: _count,
      ...before
    } = storedWhileListsRead('gsi1');
    // Older sessions were in gsi4; their gsi6 keys are those values.
    const named = db.entities.session
      .put({ ...FULL } as never)
      .params<{ Item: Record<string, unknown> }>().Item;
    const old = { ...before, gsi4pk: named.gsi6pk, gsi4sk: named.gsi6sk };
    const update = sessionListUpdate('hiring-unit', old)!;
    expect(update.ExpressionAttributeValues).toEqual({
      ':g5pk': before.gsi1pk,
      ':g5sk': before.gsi1sk,
      ':count': 30,
      ':g6pk': named.gsi6pk,
      ':g6sk': named.gsi6sk,
    });
    expect(update.UpdateExpression).toContain('#g5pk = if_not_exists(#g5pk, :g5pk)');
    expect(sessionListUpdate('hiring-unit', storedWhileListsRead('gsi1'))).toBeNull();
    expect(sessionListUpdate('hiring-unit', { ...old, __edb_e__: 'applicant' })).toBeNull();
  });
});

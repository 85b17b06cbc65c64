/**
 * The one DynamoDB table's key schema, shared by CDK (`infra/constructs/data.ts`) and the local runner so
 * both create the same table, projections included (a local index is never laxer than the deployed one).
 * Generic keys as docs/architecture.md#data: `pk`/`sk`, and one GSI per named access pattern.
 */

/**
 * What the session lists read of a session (`GET /api/session`: `toSessionSummary`, the list filters, the
 * retention check), as stored attribute names (`field` where the entity renames one): the non-key
 * attributes `gsi5` projects (docs/decisions/0170-session-lists-on-an-index-of-their-own.md). Table and
 * index keys are projected anyway. `tests/unit/data/session-list-projection.test.ts` fails when a list
 * reads an attribute not named here. DynamoDB allows 100 such names summed over a table's indexes
 * (Amazon DynamoDB developer guide, "Quotas in Amazon DynamoDB", secondary indexes).
 */
export const SESSION_LIST_ATTRIBUTES = [
  // ElectroDB's entity and version: how a read item is recognised as a session.
  '__edb_e__',
  '__edb_v__',
  'sessionId',
  'applicantId',
  'applicantName',
  'applicantNameFolded',
  'applicantEmail',
  'interviewId',
  'jobPositionId',
  'topic',
  'topicFolded',
  'language',
  'status',
  'dueAt',
  'expiresAt',
  'accommodation',
  'reminderAt',
  'reminderCount',
  'lastReminderAt',
  'lastReminderKind',
  'lastReminderStatus',
  'lastManualReminderAt',
  'questionCount',
  'answeredQuestionIds',
  'createdAt',
  'startedAt',
  'endedAt',
  'noticeAcceptedAt',
  'scoringWait',
  'rescoreState',
  'rescoreAnswers',
  'rescoreRequestedAt',
  'rescoreByUserId',
  'rescoreByName',
  'rescoreFailure',
  'humanOnly',
  'humanOnlyRequestedAt',
  'createdBy',
  'createdByName',
  'emailStatus',
  'emailMessageId',
  'emailAt',
  'emailProblem',
  'reviews',
  'reviewedScore',
  'decision',
  'decisionReason',
  'decisionByUserId',
  'decisionByName',
  'decisionAt',
  'decisionFlaggedSeen',
] as const;

/** The one attribute `gsi6` projects besides the keys: a session's id as it was given. */
const SESSION_ID_ONLY = ['sessionId'] as const;

/** One GSI: its key attributes and projection (`ALL`, or the non-key attributes of an `INCLUDE`). */
export interface TableIndexKeys {
  name: string;
  partitionKey: string;
  sortKey: string;
  projection: 'ALL' | 'KEYS_ONLY' | readonly string[];
}

export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Time-to-live attribute (epoch seconds): applicant tokens, rate-limit windows. */
  ttlAttribute: 'expiresAt',
  indexes: [
    /**
     * Lists of an organization: its members, its keys and webhooks; its sessions only while the lists read
     * them here (docs/decisions/0172-sessions-leave-the-shared-indexes.md).
     */
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
    /** The sessions of an applicant. */
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
    /** Lists by job position: its candidates, its custom templates (sessions left it, decision 0172). */
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', projection: 'ALL' },
    /**
     * Lists of an organization sorted by name or title: applicants, interview templates, job positions and
     * sessions, each keyed by its folded name (docs/decisions/0062-server-side-lists.md).
     */
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk', projection: 'ALL' },
    /**
     * An organization's sessions, newest first, with only what the session lists show
     * ({@link SESSION_LIST_ATTRIBUTES}): a save writes about 1 KB here, not the 8 KB session
     * (docs/decisions/0170-session-lists-on-an-index-of-their-own.md).
     */
    { name: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk', projection: SESSION_LIST_ATTRIBUTES },
    /**
     * An organization's sessions by the applicant's folded name, keys and session id only (the keys hold it
     * lower-cased): the name-sorted list reads a page of ids, then the sessions by key; a save changes
     * neither, so it writes nothing here (docs/decisions/0172-sessions-leave-the-shared-indexes.md).
     * Deployed once the stack input `sessionNameIndex` is `gsi6`.
     */
    { name: 'gsi6', partitionKey: 'gsi6pk', sortKey: 'gsi6sk', projection: SESSION_ID_ONLY },
  ],
} as const;

/** The GSIs as `TableIndexKeys` (each index's projection, for CDK and the local runner alike). */
export const TABLE_INDEXES: readonly TableIndexKeys[] = TABLE_KEYS.indexes;

/**
 * The GSIs a deployed stack has: every one of {@link TABLE_INDEXES} but `gsi6` until the stack input
 * `sessionNameIndex` names it, because a deploy creates one index at most (`infra/constructs/index-upgrade.ts`).
 * The local runner's table has them all.
 */
export function deployedTableIndexes(sessionNameIndex: 'gsi4' | 'gsi6'): readonly TableIndexKeys[] {
  return TABLE_INDEXES.filter((i) => i.name !== 'gsi6' || sessionNameIndex === 'gsi6');
}

/**
 * The one DynamoDB table's key schema, shared by CDK (`infra/constructs/data.ts`) and the local runner so
 * both create the same table. Generic keys as docs/architecture.md#data: `pk`/`sk`, and one GSI per named
 * access pattern.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Time-to-live attribute (epoch seconds): applicant tokens, rate-limit windows. */
  ttlAttribute: 'expiresAt',
  indexes: [
    /** Lists of an organization: its members, its sessions (newest first). */
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    /** The sessions of an applicant. */
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    /** Lists by job position: its candidates, its custom templates, its sessions. */
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    /**
     * Lists of an organization sorted by name or title: applicants, interview templates, job positions and
     * sessions, each keyed by its folded name (docs/decisions/0062-server-side-lists.md).
     */
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ],
} as const;

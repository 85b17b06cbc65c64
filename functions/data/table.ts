/**
 * The one DynamoDB table's key schema, shared by CDK (`infra/constructs/data.ts`) and the local runner so
 * both create the same table. Generic keys as ARCHITECTURE.md, "Data": `pk`/`sk`, and one GSI per named
 * access pattern.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Time-to-live attribute (epoch seconds): applicant tokens, rate-limit windows. */
  ttlAttribute: 'expiresAt',
  indexes: [
    /** Lists within an organization: memberships of an org, sessions of an org and of an applicant. */
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    /** Lists by job position: candidates (applicants) and sessions of a position. */
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
} as const;

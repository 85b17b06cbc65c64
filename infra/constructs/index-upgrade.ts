/**
 * The global secondary indexes of the table as the last release deployed them, and the check that keeps
 * an upgrade deployable. DynamoDB creates or deletes one GSI per `UpdateTable` call, and CloudFormation
 * fails a stack update that adds two, or that changes an index's keys or projection (a delete and a create)
 * (Amazon DynamoDB developer guide, "Managing global secondary indexes": "You can create or delete only one
 * global secondary index per UpdateTable operation"; AWS::DynamoDB::Table, `GlobalSecondaryIndexes`).
 * Two-step deploy (README.md, deploy guide step "Changing the indexes"): release one index change, deploy it, record it here,
 * then release the next.
 */

/** One GSI: its name, key attributes and projection. */
export interface IndexShape {
  name: string;
  partitionKey: string;
  sortKey: string;
  /** `ALL`, `KEYS_ONLY`, or the attribute names of an `INCLUDE` projection. */
  projection: 'ALL' | 'KEYS_ONLY' | readonly string[];
}

/**
 * The indexes every deployed stack has today. Update it in the commit after the deploy that created,
 * deleted or replaced an index, never in the same one.
 */
export const DEPLOYED_INDEXES: readonly IndexShape[] = [
  { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
  { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
  { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', projection: 'ALL' },
  { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk', projection: 'ALL' },
];

/** What one deploy would do to the indexes: each index created, deleted, or replaced (changed shape). */
export function indexChanges(
  deployed: readonly IndexShape[],
  wanted: readonly IndexShape[],
): { created: string[]; deleted: string[]; replaced: string[] } {
  const before = new Map(deployed.map((i) => [i.name, i]));
  const after = new Map(wanted.map((i) => [i.name, i]));
  const same = (a: IndexShape, b: IndexShape) => JSON.stringify(a) === JSON.stringify(b);
  return {
    created: [...after.keys()].filter((n) => !before.has(n)),
    deleted: [...before.keys()].filter((n) => !after.has(n)),
    replaced: [...after.values()]
      .filter((i) => before.has(i.name) && !same(before.get(i.name)!, i))
      .map((i) => i.name),
  };
}

/**
 * Refuses, at synth time, an index set one stack update cannot reach from {@link DEPLOYED_INDEXES}: more
 * than one index created or deleted, or any index whose keys or projection changed (DynamoDB cannot change
 * an index in place; use a new name, then delete the old one in a later deploy).
 * @throws Error naming the indexes and the two-step deploy.
 */
export function assertOneIndexChange(
  wanted: readonly IndexShape[],
  deployed: readonly IndexShape[] = DEPLOYED_INDEXES,
): void {
  const { created, deleted, replaced } = indexChanges(deployed, wanted);
  const steps = created.length + deleted.length + 2 * replaced.length;
  if (steps <= 1) return;
  throw new Error(
    `Table indexes: this deploy would ${[
      created.length ? `create ${created.join(', ')}` : '',
      deleted.length ? `delete ${deleted.join(', ')}` : '',
      replaced.length ? `change ${replaced.join(', ')} in place` : '',
    ]
      .filter(Boolean)
      .join(' and ')}, but DynamoDB creates or deletes one global secondary index per update. ` +
      'Release one index change at a time, deploy it, then record it in DEPLOYED_INDEXES ' +
      '(infra/constructs/index-upgrade.ts; README.md, deploy guide step "Changing the indexes").',
  );
}

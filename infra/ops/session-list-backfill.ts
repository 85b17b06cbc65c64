/**
 * `npm run sessions:list-backfill`: gives the sessions written before `gsi5` existed their `gsi5` keys, so
 * the session lists can read it (docs/decisions/0170-session-lists-on-an-index-of-their-own.md; README.md,
 * deploy guide "Changing the indexes"). Run it after the deploy that created `gsi5`, then deploy with
 * `-c sessionListIndex=gsi5`.
 *
 *   TABLE_NAME=hiring AWS_REGION=eu-west-1 npm run sessions:list-backfill -- --org <orgId> [--org <orgId> …]
 *   TABLE_NAME=hiring AWS_REGION=eu-west-1 npm run sessions:list-backfill -- --all
 *
 * `DYNAMODB_ENDPOINT` points it at DynamoDB Local. Each organization is read with Queries of its `gsi1`
 * partition, 100 sessions a page, a line per page. Sessions already given their keys are skipped, so a run
 * that stops is started again as it was and goes on with what is left.
 *
 * `npm run sessions:leave-shared-indexes -- --all` (this script with `--leave-shared`), after the deploy
 * with `sessionListIndex=gsi5` and with `SESSION_LIST_INDEX=gsi5` set: takes every session that is in
 * `gsi5` out of `gsi1` and `gsi3`, so a save no longer writes them
 * (docs/decisions/0172-sessions-leave-the-shared-indexes.md). Refused while `SESSION_LIST_INDEX` is `gsi1`.
 */
import { parseArgs } from 'node:util';
import { namedOrganizations } from './organizations';

process.env.LOG_LEVEL ??= 'ERROR';
process.env.POWERTOOLS_TRACE_ENABLED ??= 'false';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const { values } = parseArgs({
  options: {
    org: { type: 'string', multiple: true },
    all: { type: 'boolean', default: false },
    'leave-shared': { type: 'boolean', default: false },
  },
});

const { backfillSessionLists, leaveSharedIndexes } =
  await import('../../functions/data/session-list-backfill');
const leaving = values['leave-shared'];
const walk = leaving ? leaveSharedIndexes : backfillSessionLists;
const did = leaving ? 'taken out of the shared indexes' : 'given their gsi5 and gsi6 keys';
const orgs = await namedOrganizations(values);
let total = 0;
for (const [n, orgId] of orgs.entries()) {
  const done = await walk(orgId, (p) => {
    console.log(`[${n + 1}/${orgs.length}] ${orgId}: ${p.read} sessions read, ${p.written} ${did}`);
  });
  total += done.written;
}
console.log(`Done: ${total} sessions ${did} in ${orgs.length} organizations.`);

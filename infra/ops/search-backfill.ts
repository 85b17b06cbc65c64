/**
 * `npm run search:backfill`: indexes for search the applicants, job positions, interview templates and
 * sessions written before the search index existed (docs/decisions/0100-search-index-items-per-prefix.md).
 *
 *   TABLE_NAME=hiring AWS_REGION=eu-west-1 npm run search:backfill -- --org <orgId> [--org <orgId> …]
 *   TABLE_NAME=hiring AWS_REGION=eu-west-1 npm run search:backfill -- --all
 *
 * `DYNAMODB_ENDPOINT` points it at DynamoDB Local (`http://127.0.0.1:8000` under `npm start`). Each
 * organization is read with Queries of its own partitions, 100 items a page, and its entries written in
 * batches; a line per page says how far it is. The position after every page is kept in the state file
 * (`--state`, default `.search-backfill.json`), so a run that stops goes on from there when started again;
 * running it twice writes the same entries again (idempotent). `--all` first lists the organizations: the
 * one Scan in this project, of this operator's tool only, filtered to organization items.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { namedOrganizations } from './organizations';

process.env.LOG_LEVEL ??= 'ERROR';
process.env.POWERTOOLS_TRACE_ENABLED ??= 'false';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const { values } = parseArgs({
  options: {
    org: { type: 'string', multiple: true },
    all: { type: 'boolean', default: false },
    state: { type: 'string', default: '.search-backfill.json' },
  },
});

const { backfillOrganization } = await import('../../functions/data/search-backfill');
type Position = Parameters<typeof backfillOrganization>[2];
/** Organizations done (`null`) or where each stands. */
type State = Record<string, Position | null>;

const statePath = values.state;
const state: State = existsSync(statePath) ? (JSON.parse(readFileSync(statePath, 'utf8')) as State) : {};
const save = () => writeFileSync(statePath, JSON.stringify(state, null, 2));

const orgs = await namedOrganizations(values);
for (const [n, orgId] of orgs.entries()) {
  if (state[orgId] === null) {
    console.log(`[${n + 1}/${orgs.length}] ${orgId}: done before, skipped`);
    continue;
  }
  const from = state[orgId];
  const done = await backfillOrganization(
    orgId,
    (p) => {
      state[orgId] = p.next;
      save();
      console.log(
        `[${n + 1}/${orgs.length}] ${orgId}: ${p.items} items, ${p.entries} entries` +
          (p.next ? ` (next: ${p.next.kind})` : ' (done)'),
      );
    },
    from,
  );
  state[orgId] = null;
  save();
  console.log(`[${n + 1}/${orgs.length}] ${orgId}: indexed ${done.items} items (${done.entries} entries)`);
}

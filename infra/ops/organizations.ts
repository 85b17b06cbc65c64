import { ScanCommand } from '@aws-sdk/lib-dynamodb';

/**
 * Every organization's id, for an operator's backfill run with `--all`: a Scan filtered to organization
 * items, the one Scan in this project, of the operator's tools only (`infra/ops/`), never of a function.
 */
export async function allOrganizations(): Promise<string[]> {
  const { documentClient } = await import('../../functions/data/client');
  const { config } = await import('../../functions/config');
  const ids: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({
        TableName: config().TABLE_NAME,
        FilterExpression: '#e = :organization',
        ExpressionAttributeNames: { '#e': '__edb_e__', '#o': 'orgId' },
        ExpressionAttributeValues: { ':organization': 'organization' },
        ProjectionExpression: '#o',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) ids.push(String(item.orgId));
    start = page.LastEvaluatedKey;
  } while (start);
  return ids;
}

/**
 * The organizations an operator's run names: every one with `--all`, else each `--org`. Stops the run
 * (exit 2, with the usage) when it names none.
 */
export async function namedOrganizations(values: { all?: boolean; org?: string[] }): Promise<string[]> {
  const orgs = values.all ? await allOrganizations() : (values.org ?? []);
  if (!orgs.length) {
    console.error('Name the organizations with --org <orgId> (repeatable), or --all.');
    process.exit(2);
  }
  return orgs;
}

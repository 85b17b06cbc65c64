import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { deployedTableIndexes, TABLE_INDEXES, TABLE_KEYS } from '../../functions/data/table';
import { assertOneIndexChange, DEPLOYED_INDEXES, type IndexShape } from './index-upgrade';

/**
 * The product's one DynamoDB table (docs/architecture.md#data), with the key schema of `TABLE_KEYS` that
 * the local runner also uses: string `pk`/`sk`, the GSIs with the projection `TABLE_KEYS` gives each, and
 * TTL on `expiresAt` with a stream of old images (the retention function's input). On-demand billing;
 * point-in-time recovery on, deletion protection on and the table kept when the stack is deleted, because
 * it holds every customer's data.
 */
export class Data extends Construct {
  /** The names of the table's GSIs as this stack deploys them (alarms watch each). */
  readonly indexNames: string[];
  /** The table; grant with `table.grantReadWriteData(fn)`. */
  readonly table: Table;

  /**
   * Creates the table and its GSIs from `TABLE_KEYS`: all but `gsi6` unless `sessionNameIndex` names it
   * (`deployedTableIndexes`).
   * @param sessionNameIndex - the stack input: `gsi6` creates that index, and says the deploy that created
   *   `gsi5` is done (the stack input refuses `gsi6` without `sessionListIndex=gsi5`), so `gsi5` counts as
   *   deployed for the one-index-change check.
   * @param deployed - the indexes deployed stacks have (default {@link DEPLOYED_INDEXES}); tests pass others.
   * @throws Error when one stack update cannot reach the indexes from `deployed` (`assertOneIndexChange`).
   */
  constructor(
    scope: Construct,
    id: string,
    sessionNameIndex: 'gsi4' | 'gsi6' = 'gsi4',
    deployed: readonly IndexShape[] = DEPLOYED_INDEXES,
  ) {
    super(scope, id);
    const indexes = deployedTableIndexes(sessionNameIndex);
    this.indexNames = indexes.map((i) => i.name);
    const gsi5 = TABLE_INDEXES.find((i) => i.name === 'gsi5')!;
    assertOneIndexChange(
      indexes,
      sessionNameIndex === 'gsi6' && !deployed.some((i) => i.name === 'gsi5')
        ? [...deployed, gsi5]
        : deployed,
    );
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new Table(this, 'Table', {
      partitionKey: key(TABLE_KEYS.partitionKey),
      sortKey: key(TABLE_KEYS.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE_KEYS.ttlAttribute,
      // Removals by TTL reach the retention function (old images: it needs the removed session's id).
      stream: StreamViewType.OLD_IMAGE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
      // A delete by hand (console, CLI) fails too until protection is turned off.
      deletionProtection: true,
    });
    for (const index of indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        ...(index.projection === 'ALL'
          ? { projectionType: ProjectionType.ALL }
          : index.projection === 'KEYS_ONLY'
            ? { projectionType: ProjectionType.KEYS_ONLY }
            : { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] }),
      });
    }
  }
}

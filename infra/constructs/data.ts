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
import { TABLE_INDEXES, TABLE_KEYS } from '../../functions/data/table';
import { assertOneIndexChange, DEPLOYED_INDEXES, type IndexShape } from './index-upgrade';

/**
 * The product's one DynamoDB table (docs/architecture.md#data), with the key schema of `TABLE_KEYS` that
 * the local runner also uses: string `pk`/`sk`, the GSIs with the projection `TABLE_KEYS` gives each, and
 * TTL on `expiresAt` with a stream of old images (the retention function's input). On-demand billing;
 * point-in-time recovery on, deletion protection on and the table kept when the stack is deleted, because
 * it holds every customer's data.
 */
export class Data extends Construct {
  /** The table; grant with `table.grantReadWriteData(fn)`. */
  readonly table: Table;

  /**
   * Creates the table and its GSIs from `TABLE_KEYS`.
   * @param deployed - the indexes deployed stacks have (default {@link DEPLOYED_INDEXES}); tests pass others.
   * @throws Error when one stack update cannot reach the indexes from `deployed` (`assertOneIndexChange`).
   */
  constructor(scope: Construct, id: string, deployed: readonly IndexShape[] = DEPLOYED_INDEXES) {
    super(scope, id);
    assertOneIndexChange(TABLE_INDEXES, deployed);
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
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        ...(index.projection === 'ALL'
          ? { projectionType: ProjectionType.ALL }
          : { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] }),
      });
    }
  }
}

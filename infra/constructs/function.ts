import { existsSync } from 'node:fs';
import { AssetHashType, DockerImage, Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, METRICS_SERVICE } from '../../shared/metrics';
import { acknowledge } from './nag';
import { bundleFunction } from './bundle';
import { REPO_ROOT, repoPath } from './paths';

/**
 * The code asset of a function: its bundle made by the local esbuild during `cdk synth`
 * (`bundleFunction`, with code splitting: docs/decisions/0131-functions-load-code-on-first-use.md), hashed
 * by its output like `NodejsFunction`'s. The entry is named in the bundling options because CDK caches
 * bundled assets by those options and the source folder, which every function shares. There is no Docker
 * fallback: esbuild is a dependency of the repository.
 */
function functionCode(entry: string): Code {
  return Code.fromAsset(REPO_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('unused-local-bundling'),
      environment: { FUNCTION_ENTRY: entry },
      local: {
        tryBundle(outputDir) {
          bundleFunction(entry, outputDir);
          return true;
        },
      },
    },
  });
}

/**
 * Environment every function starts with, before its capabilities' variables. No `NODE_OPTIONS`: source
 * maps are uploaded next to each bundle but not loaded at start (`--enable-source-maps` parsed a 4-5 MB map
 * on every cold start; docs/decisions/0055-lambda-cold-start-budget.md). Exported so `npm run bench`
 * starts bundles the way Lambda does.
 */
export const FUNCTION_BASE_ENVIRONMENT: Readonly<Record<string, string>> = {
  POWERTOOLS_SERVICE_NAME: METRICS_SERVICE,
  POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
  // Active tracing: Powertools Tracer sends the handler's and the AWS SDK calls' segments.
  POWERTOOLS_TRACE_ENABLED: 'true',
};

/** Properties of {@link ResourceFunction}. */
export interface ResourceFunctionProps {
  /** Handler module relative to the repository root (`functions/applicants/handler.ts`); exports `handler`. */
  entry: string;
  /** Environment on top of {@link FUNCTION_BASE_ENVIRONMENT}. */
  environment?: Record<string, string>;
  /**
   * Maximum run time. Default 29 s: API Gateway HTTP APIs stop waiting after 30 s (AWS quota
   * "Maximum integration timeout"), so a longer Lambda would keep running for an answer nobody reads.
   */
  timeout?: Duration;
  /** Memory in MiB (CPU scales with it). Default 512. */
  memorySize?: number;
  /** Description shown in the Lambda console. */
  description?: string;
}

/**
 * The one Lambda shape of the product (docs/architecture.md#lambda-shape: one construct fixes the defaults
 * once): Node.js 22 on Graviton (arm64), a minified ESM bundle made by the local esbuild with source maps
 * (uploaded, not loaded at start), its own log group kept one month, and X-Ray tracing. Permissions and environment come only from the
 * function's capability declaration (`grantCapabilities`), never from hand-written policies.
 */
export class ResourceFunction extends Construct {
  /** The Lambda function. */
  readonly fn: LambdaFunction;
  /** Its log group (one month retention). */
  readonly logGroup: LogGroup;

  /**
   * @throws Error when the entry file does not exist, naming it (a route table entry without a handler).
   */
  constructor(scope: Construct, id: string, props: ResourceFunctionProps) {
    super(scope, id);
    const entry = repoPath(props.entry);
    if (!existsSync(entry))
      throw new Error(`Lambda entry ${props.entry} not found (construct ${this.node.path})`);

    this.logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    // Own role instead of AWSLambdaBasicExecutionRole: writing to this one log group is all it needs.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup.grantWrite(role);
    this.fn = new LambdaFunction(this, 'Function', {
      code: functionCode(props.entry),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(29),
      tracing: Tracing.ACTIVE,
      logGroup: this.logGroup,
      role,
      description: props.description,
      environment: {
        ...FUNCTION_BASE_ENVIRONMENT,
        ...props.environment,
      },
    });
    acknowledge(
      role,
      'AwsSolutions-IAM5[Resource::*]',
      'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions (AWS X-Ray IAM docs); added by tracing.',
    );
    acknowledge(
      this.fn,
      'AwsSolutions-L1',
      'Node.js 22 is pinned on purpose: the toolchain (middy 6, vitest 4, local runner on Node 20/22) is verified on it.',
    );
    acknowledge(
      this.fn,
      'Serverless-LambdaLatestVersion',
      'Node.js 22 is pinned on purpose: the toolchain (middy 6, vitest 4, local runner on Node 20/22) is verified on it.',
    );
  }

  /** Adds one environment variable (values known only after other constructs exist, e.g. `APP_ORIGIN`). */
  addEnvironment(name: string, value: string): void {
    this.fn.addEnvironment(name, value);
  }
}

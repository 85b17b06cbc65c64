import { Stack } from 'aws-cdk-lib';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { SCORING_CONCURRENCY, SCORING_SAMPLES } from '../../shared/capabilities';
import { foundationModelId, isInferenceProfile } from '../stack-input';
import { acknowledge } from './nag';

/** Properties of {@link Ai}. */
export interface AiProps {
  /** `bedrock` in the cloud; `offline` keeps the deterministic provider (no Bedrock calls). */
  provider: 'bedrock' | 'offline';
  /** Bedrock model id (`amazon.nova-lite-v1:0`) or cross-region inference profile (`us.amazon.nova-lite-v1:0`). */
  modelId: string;
}

/**
 * Access to the LLM (docs/architecture.md#ai-bedrock): the `AI_PROVIDER` and `BEDROCK_MODEL_ID` environment
 * and a grant of `bedrock:InvokeModel` (which also authorizes the Converse API) on the configured model only,
 * never `*`. An inference profile routes calls to the same model in several regions, so it also needs the
 * profile's ARN and the foundation model in any region (Bedrock user guide, "Prerequisites for inference
 * profiles").
 */
export class Ai extends Construct {
  /** The ARNs the grant names. */
  readonly modelArns: string[];
  /** The `ai` capability's variables, as `functions/config.ts` reads them. */
  readonly environment: {
    AI_PROVIDER: string;
    BEDROCK_MODEL_ID: string;
    SCORING_SAMPLES: string;
    SCORING_CONCURRENCY: string;
  };

  constructor(scope: Construct, id: string, props: AiProps) {
    super(scope, id);
    this.environment = {
      AI_PROVIDER: props.provider,
      BEDROCK_MODEL_ID: props.modelId,
      SCORING_SAMPLES: String(SCORING_SAMPLES),
      SCORING_CONCURRENCY: String(SCORING_CONCURRENCY),
    };
    const stack = Stack.of(this);
    const { modelId } = props;
    this.modelArns = isInferenceProfile(modelId)
      ? [
          `arn:${stack.partition}:bedrock:${stack.region}:${stack.account}:inference-profile/${modelId}`,
          `arn:${stack.partition}:bedrock:*::foundation-model/${foundationModelId(modelId)}`,
        ]
      : [`arn:${stack.partition}:bedrock:${stack.region}::foundation-model/${modelId}`];
    if (isInferenceProfile(modelId)) {
      acknowledge(
        stack,
        `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/${foundationModelId(modelId)}]`,
        'A cross-region inference profile may route to this one model in any of its regions; the region is the only wildcard.',
      );
    }
  }

  /** Grants `bedrock:InvokeModel` and its streaming variant on {@link modelArns}. */
  grantInvoke(grantee: IGrantable): void {
    Grant.addToPrincipal({
      grantee,
      actions: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
      resourceArns: this.modelArns,
    });
  }
}

import { Annotations, Stack, Token } from 'aws-cdk-lib';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { SCORING_CONCURRENCY, SCORING_SAMPLES } from '../../shared/capabilities';
import { inferenceProfileNeeded, modelLimits } from '../../functions/ai/model-limits';
import { foundationModelId, isInferenceProfile } from '../model-id';
import { acknowledge } from './nag';

/** Properties of {@link Ai}. */
export interface AiProps {
  /** `bedrock` in the cloud; `offline` keeps the deterministic provider (no Bedrock calls). */
  provider: 'bedrock' | 'offline';
  /** Bedrock model id (`amazon.nova-lite-v1:0`) or cross-region inference profile (`us.amazon.nova-lite-v1:0`). */
  modelId: string;
  /** Monthly AI budget of an organization not yet established, USD (`AI_NEW_ORG_MONTHLY_BUDGET_USD`). */
  newOrgMonthlyBudgetUsd: number;
  /** Monthly AI budget of each organization, USD (`AI_MONTHLY_BUDGET_USD`). */
  monthlyBudgetUsd: number;
  /** The model's tokens-per-minute quota the product stays under (`AI_TOKENS_PER_MINUTE`). */
  tokensPerMinute: number;
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
    AI_MONTHLY_BUDGET_USD: string;
    AI_NEW_ORG_MONTHLY_BUDGET_USD: string;
    AI_TOKENS_PER_MINUTE: string;
  };

  constructor(scope: Construct, id: string, props: AiProps) {
    super(scope, id);
    this.environment = {
      AI_PROVIDER: props.provider,
      BEDROCK_MODEL_ID: props.modelId,
      SCORING_SAMPLES: String(SCORING_SAMPLES),
      SCORING_CONCURRENCY: String(SCORING_CONCURRENCY),
      AI_MONTHLY_BUDGET_USD: String(props.monthlyBudgetUsd),
      AI_NEW_ORG_MONTHLY_BUDGET_USD: String(props.newOrgMonthlyBudgetUsd),
      AI_TOKENS_PER_MINUTE: String(props.tokensPerMinute),
    };
    const stack = Stack.of(this);
    const { modelId } = props;
    if (props.provider === 'bedrock') warnAboutRegion(this, modelId, stack.region);
    if (props.provider === 'bedrock' && foundationModelId(modelId).startsWith('anthropic.')) {
      // The first call to a third-party model subscribes the account through AWS Marketplace, which needs
      // aws-marketplace:Subscribe and ViewSubscriptions on the caller, and Anthropic's first-use form.
      // That is a one-time act of the account's administrator, not a permission of the functions
      // (decision record 0142; Amazon Bedrock user guide, "Request access to models").
      Annotations.of(this).addWarningV2(
        'hiring:ai-marketplace-subscription',
        `${modelLimits(modelId)?.name ?? modelId} is sold through AWS Marketplace: before the first cohort, an administrator ` +
          "submits Anthropic's use-case form and makes one call to the model (Bedrock console playground), which " +
          "subscribes the account; the functions' roles may only invoke it (README, Deploy guide, step 2).",
      );
    }
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

/**
 * Says at synth time when the chosen model id will not answer on demand in the stack's region (Bedrock's
 * ValidationException "on-demand throughput isn't supported") and which inference profile to deploy with
 * instead; or that the region is unknown (an environment-agnostic synth) and so was not checked.
 */
function warnAboutRegion(scope: Construct, modelId: string, region: string): void {
  const name = modelLimits(modelId)?.name ?? modelId;
  if (isInferenceProfile(modelId)) return;
  if (Token.isUnresolved(region)) {
    if (!modelLimits(modelId)?.onDemandRegions.length) {
      Annotations.of(scope).addWarningV2(
        'hiring:ai-inference-profile',
        `${name} is served only through cross-region inference profiles: deploy with -c bedrockModelId=us.${modelId} (or eu./apac. for your region).`,
      );
    }
    return;
  }
  const profile = inferenceProfileNeeded(modelId, region);
  if (profile) {
    Annotations.of(scope).addWarningV2(
      'hiring:ai-inference-profile',
      `${name} is not served on demand in ${region}: deploy with its cross-region inference profile, -c bedrockModelId=${profile} (README, "Models and regions").`,
    );
  }
}

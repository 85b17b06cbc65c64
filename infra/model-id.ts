/** Bedrock's cross-region inference profiles start with a geography (`us.`, `eu.`, `apac.`, …). */
const INFERENCE_PROFILE_PREFIX = /^(us|us-gov|eu|apac|jp|au|ca|global)\./;

/**
 * Whether a Bedrock model id is a cross-region inference profile (`us.amazon.nova-lite-v1:0`), which
 * needs grants on the profile and on the foundation model in every region it routes to.
 */
export function isInferenceProfile(modelId: string): boolean {
  return INFERENCE_PROFILE_PREFIX.test(modelId);
}

/** The foundation model behind a model id: the id without its inference-profile geography prefix. */
export function foundationModelId(modelId: string): string {
  return modelId.replace(INFERENCE_PROFILE_PREFIX, '');
}

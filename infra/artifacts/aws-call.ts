/** One AWS API call as IAM sees it: the service's signing name, the actions and resources to authorize. */
export interface AwsCall {
  /** SigV4 signing name: `dynamodb`, `cognito-idp`, `ses`, `lambda`, `bedrock`, `scheduler`, `secretsmanager`. */
  service: string;
  /** API operation (`Query`, `SendEmail`, `Invoke`). */
  operation: string;
  /**
   * What IAM authorizes: one or more `action` on `resource` (a transaction checks each item), with the
   * request's condition keys (`dynamodb:LeadingKeys` of single-item DynamoDB calls).
   */
  checks: { action: string; resource: string; context?: Record<string, string | string[]> }[];
}

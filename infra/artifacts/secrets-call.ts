import type { AwsCall } from './aws-call';
import { LOCAL_ACCOUNT, LOCAL_REGION } from './template';

/**
 * A Secrets Manager call (`X-Amz-Target: secretsmanager.<operation>`) as IAM sees it: the operation's
 * action on the secret's ARN, given as `SecretId` by ARN or by name (AWS Secrets Manager user guide,
 * "Permissions reference": `GetSecretValue` authorizes on the secret).
 */
export function describeSecretsCall(target: string, secretId: unknown): AwsCall {
  const operation = target.split('.')[1] ?? '';
  const id = String(secretId ?? '');
  const resource = id.startsWith('arn:')
    ? id
    : `arn:aws:secretsmanager:${LOCAL_REGION}:${LOCAL_ACCOUNT}:secret:${id}`;
  return {
    service: 'secretsmanager',
    operation,
    checks: [{ action: `secretsmanager:${operation}`, resource }],
  };
}

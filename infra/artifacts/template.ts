/* eslint-disable @typescript-eslint/no-explicit-any -- CloudFormation JSON: shapes checked where read. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_ORIGIN_SECRET } from '../local/http-gateway';
import { FACTOR_CLIENT_NAME } from '../../shared/user-pool-tokens';

/** Account and region the synthesized stack is given on this machine (ARNs in policies and requests). */
export const LOCAL_ACCOUNT = '000000000000';
export const LOCAL_REGION = 'us-east-1';

/** A CloudFormation template, as `cdk synth` writes it. */
export interface CfnTemplate {
  Resources: Record<string, CfnResource>;
}

interface CfnResource {
  Type: string;
  Properties?: Record<string, any>;
  Metadata?: Record<string, unknown>;
}

/** What the emulators call the stack's resources (the local names references resolve to). */
export interface LocalNames {
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The factor client's id (the app client named `factor-proof`, decision record 0139). */
  factorClientId: string;
  /** Origin of the local web app (`http://localhost:5173`): where the CloudFront distribution's URL points. */
  appUrl: string;
}

/** The template `cdk synth` wrote for `stackName` in `cdkOut`. */
export function readTemplate(cdkOut: string, stackName: string): CfnTemplate {
  return JSON.parse(readFileSync(join(cdkOut, `${stackName}.template.json`), 'utf8')) as CfnTemplate;
}

const DISTRIBUTION_HOST = 'cloudfront.local.invalid';

/**
 * Resolves CloudFormation intrinsics (`Ref`, `Fn::GetAtt`, `Fn::Join`, `Fn::Select`, `Fn::Split`) to local
 * names: the table, user pool and client the emulators use, functions named by their logical id, the
 * distribution's URL to the local web app.
 * @throws Error naming a reference the local run cannot resolve.
 */
export function resolver(template: CfnTemplate, names: LocalNames) {
  const arn = (service: string, rest: string, region = LOCAL_REGION) =>
    `arn:aws:${service}:${region}:${LOCAL_ACCOUNT}:${rest}`;
  const pseudo: Record<string, string> = {
    'AWS::Partition': 'aws',
    'AWS::Region': LOCAL_REGION,
    'AWS::AccountId': LOCAL_ACCOUNT,
    'AWS::URLSuffix': 'amazonaws.com',
    'AWS::StackName': 'local',
  };
  const typeOf = (id: string) => {
    const r = template.Resources[id];
    if (!r) throw new Error(`Template reference to unknown resource ${id}`);
    return r;
  };
  const ref = (id: string): string => {
    if (pseudo[id]) return pseudo[id];
    const r = typeOf(id);
    switch (r.Type) {
      case 'AWS::DynamoDB::Table':
        return names.tableName;
      case 'AWS::Cognito::UserPool':
        return names.userPoolId;
      case 'AWS::Cognito::UserPoolClient':
        return String(r.Properties?.ClientName ?? '').endsWith(FACTOR_CLIENT_NAME)
          ? names.factorClientId
          : names.userPoolClientId;
      case 'AWS::Lambda::Function':
        return id;
      case 'AWS::SES::EmailIdentity':
        return String(r.Properties?.EmailIdentity);
      case 'AWS::Scheduler::ScheduleGroup':
        return id;
      case 'AWS::SQS::Queue':
        return `https://sqs.${LOCAL_REGION}.amazonaws.com/${LOCAL_ACCOUNT}/${id}`;
      case 'AWS::SecretsManager::Secret':
        return arn('secretsmanager', `secret:${id}`);
      default:
        throw new Error(`Cannot resolve {"Ref": "${id}"} (${r.Type}) for the local run`);
    }
  };
  const getAtt = (id: string, attr: string): string => {
    const r = typeOf(id);
    const key = `${r.Type}.${attr}`;
    switch (key) {
      case 'AWS::DynamoDB::Table.Arn':
        return arn('dynamodb', `table/${names.tableName}`);
      case 'AWS::DynamoDB::Table.StreamArn':
        // The runner's TTL sweep stands in for the stream (infra/local/ttl-sweeper.ts).
        return arn('dynamodb', `table/${names.tableName}/stream/local`);
      case 'AWS::Cognito::UserPool.Arn':
        return arn('cognito-idp', `userpool/${names.userPoolId}`);
      case 'AWS::Lambda::Function.Arn':
        return arn('lambda', `function:${id}`);
      case 'AWS::SQS::Queue.Arn':
        return arn('sqs', id);
      case 'AWS::Scheduler::ScheduleGroup.Arn':
        return arn('scheduler', `schedule-group/${id}`);
      case 'AWS::IAM::Role.Arn':
        return `arn:aws:iam::${LOCAL_ACCOUNT}:role/${id}`;
      case 'AWS::CloudFront::Distribution.DomainName':
        return DISTRIBUTION_HOST;
      case 'AWS::Logs::LogGroup.Arn':
        return arn('logs', `log-group:/aws/lambda/${id}:*`);
      default:
        throw new Error(`Cannot resolve {"Fn::GetAtt": ["${id}", "${attr}"]} for the local run`);
    }
  };
  const resolve = (value: unknown): any => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 1) {
      const [fn, arg] = entries[0]!;
      if (fn === 'Ref') return ref(String(arg));
      if (fn === 'Fn::GetAtt') {
        const [id, attr] = Array.isArray(arg) ? arg : String(arg).split('.');
        return getAtt(String(id), String(attr));
      }
      if (fn === 'Fn::Join') {
        const [sep, parts] = arg as [string, unknown[]];
        const joined = (resolve(parts) as string[]).join(sep);
        // A deploy-time secret reference: the only one functions get is the CloudFront origin secret,
        // which the local gateway sends as LOCAL_ORIGIN_SECRET.
        if (/^\{\{resolve:secretsmanager:.+\}\}$/.test(joined)) return LOCAL_ORIGIN_SECRET;
        // CloudFront serves the app over HTTPS; locally the web app is Vite's plain-HTTP origin.
        return joined === `https://${DISTRIBUTION_HOST}` ? names.appUrl : joined;
      }
      if (fn === 'Fn::Select') {
        const [index, list] = arg as [number, unknown];
        return (resolve(list) as unknown[])[Number(index)];
      }
      if (fn === 'Fn::Split') {
        const [sep, source] = arg as [string, unknown];
        return String(resolve(source)).split(sep);
      }
      if (fn === 'Fn::Sub') {
        const [text, vars] = (Array.isArray(arg) ? arg : [arg, {}]) as [string, Record<string, unknown>];
        return text.replace(/\$\{([^}!]+)\}/g, (_, name: string) => {
          if (name in vars) return String(resolve(vars[name]));
          const [id, attr] = name.split('.');
          return attr ? getAtt(id!, attr) : ref(id!);
        });
      }
      if (fn.startsWith('Fn::')) throw new Error(`Cannot resolve ${fn} for the local run`);
    }
    return Object.fromEntries(entries.map(([k, v]) => [k, resolve(v)]));
  };
  return resolve;
}

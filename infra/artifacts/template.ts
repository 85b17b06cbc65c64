/* eslint-disable @typescript-eslint/no-explicit-any -- CloudFormation JSON: shapes checked where read. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_ORIGIN_SECRET } from '../local/http-gateway';

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
  /** Origin of the local web app (`http://localhost:5173`): where the CloudFront distribution's URL points. */
  appUrl: string;
}

/** An IAM policy document with its name, as `@cloud-copilot/iam-simulate` takes it. */
export interface NamedPolicy {
  name: string;
  policy: Record<string, unknown>;
}

/** One Lambda function of the template, ready to run from its bundled asset. */
export interface ArtifactFunction {
  /** Logical id; also its local function name. */
  id: string;
  arn: string;
  /** Directory of the bundled asset in `cdk.out` (contains `index.mjs`). */
  codeDir: string;
  /** `index.handler`. */
  handler: string;
  /** Lambda timeout (ms). */
  timeoutMs: number;
  /** Lambda runtime id (`nodejs22.x`): the Node.js major version its bundle runs on. */
  runtime: string;
  /** Exactly the `Environment.Variables` of the resource, references resolved to local names. */
  env: Record<string, string>;
  /** Identity policies of its execution role. */
  policies: NamedPolicy[];
  /** `EventInvokeConfig` of asynchronous invokes, when the template has one. */
  async?: { maximumRetryAttempts: number; onFailure?: string };
}

/** One route of the HTTP API. */
export interface ArtifactRoute {
  method: string;
  /** API Gateway form: `/api/applicants/{id}`. */
  path: string;
  /** Logical id of the function of its integration. */
  functionId: string;
  /** JWT authorizer settings, for routes with `AuthorizationType: JWT`. */
  jwt?: { issuer: string; audience: string[] };
  /** Lambda authorizer (REQUEST, simple responses), for routes with `AuthorizationType: CUSTOM`. */
  lambdaAuthorizer?: ArtifactLambdaAuthorizer;
}

/** An HTTP API Lambda authorizer of the template (`AWS::ApiGatewayV2::Authorizer`, type REQUEST). */
export interface ArtifactLambdaAuthorizer {
  /** Its logical id: answers are cached per authorizer. */
  id: string;
  /** Logical id of its function. */
  functionId: string;
  /** `AuthorizerResultTtlInSeconds`: how long an answer is kept per identity source, seconds. */
  cacheSeconds: number;
}

/** What the local artifact run serves. */
export interface Artifacts {
  functions: Map<string, ArtifactFunction>;
  routes: ArtifactRoute[];
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
        return names.userPoolClientId;
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

/** The logical id a `{Ref}` or `{Fn::GetAtt}` (possibly inside a join) points at. */
function referencedId(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, any>;
  if (typeof v.Ref === 'string') return v.Ref;
  if (v['Fn::GetAtt']) return String([v['Fn::GetAtt']].flat()[0]).split('.')[0];
  if (v['Fn::Join']) return (v['Fn::Join'][1] as unknown[]).map(referencedId).find(Boolean);
  return undefined;
}

/**
 * Reads what the HTTP API routes to and how each function runs: routes from `AWS::ApiGatewayV2::Route`
 * (integration and JWT or Lambda authorizer), functions from `AWS::Lambda::Function` with a bundled Node.js asset,
 * their roles' policies from `AWS::IAM::Policy` and inline role policies, retries from
 * `AWS::Lambda::EventInvokeConfig`.
 * @param assetsFrom - template whose asset paths to use (a stack synthesized without bundling reuses the
 *   bundles of `cdk.out`); default: `template` itself.
 */
export function readArtifacts(
  template: CfnTemplate,
  cdkOut: string,
  names: LocalNames,
  assetsFrom: CfnTemplate = template,
): Artifacts {
  const resolve = resolver(template, names);
  const resources = Object.entries(template.Resources);
  // Policies are resolved only for the roles of the functions served (CDK's own helpers are not run).
  const policiesOf = (roleId: string): NamedPolicy[] => {
    const found: NamedPolicy[] = [];
    for (const [id, r] of resources) {
      if (
        r.Type === 'AWS::IAM::Policy' &&
        (r.Properties?.Roles ?? []).some((x: unknown) => referencedId(x) === roleId)
      ) {
        found.push({ name: id, policy: resolve(r.Properties!.PolicyDocument) });
      }
    }
    for (const p of template.Resources[roleId]?.Properties?.Policies ?? []) {
      found.push({ name: `${roleId}/${p.PolicyName}`, policy: resolve(p.PolicyDocument) });
    }
    return found;
  };

  const functions = new Map<string, ArtifactFunction>();
  for (const [id, r] of resources) {
    if (r.Type !== 'AWS::Lambda::Function' || !String(r.Properties?.Runtime).startsWith('nodejs')) continue;
    const assetPath = assetsFrom.Resources[id]?.Metadata?.['aws:asset:path'];
    const codeDir = typeof assetPath === 'string' ? join(cdkOut, assetPath) : '';
    if (!codeDir || !existsSync(join(codeDir, 'index.mjs'))) continue;
    const props = r.Properties!;
    functions.set(id, {
      id,
      arn: resolve({ 'Fn::GetAtt': [id, 'Arn'] }),
      codeDir,
      handler: String(props.Handler),
      timeoutMs: Number(props.Timeout ?? 3) * 1000,
      runtime: String(props.Runtime),
      env: resolve(props.Environment?.Variables ?? {}) as Record<string, string>,
      policies: policiesOf(referencedId(props.Role)!),
    });
  }
  for (const [, r] of resources) {
    if (r.Type !== 'AWS::Lambda::EventInvokeConfig') continue;
    const fn = functions.get(referencedId(r.Properties!.FunctionName)!);
    if (!fn) continue;
    const destination = r.Properties!.DestinationConfig?.OnFailure?.Destination;
    fn.async = {
      maximumRetryAttempts: Number(r.Properties!.MaximumRetryAttempts ?? 2),
      onFailure: destination ? String(resolve(destination)) : undefined,
    };
  }

  const routes: ArtifactRoute[] = [];
  for (const [id, r] of resources) {
    if (r.Type !== 'AWS::ApiGatewayV2::Route') continue;
    const props = r.Properties!;
    const integration = template.Resources[referencedId(props.Target)!];
    const functionId = referencedId(integration?.Properties?.IntegrationUri);
    if (!functionId || !functions.has(functionId)) throw new Error(`Route ${id} has no local function`);
    const [method, path] = String(props.RouteKey).split(' ');
    let jwt: ArtifactRoute['jwt'];
    if (props.AuthorizationType === 'JWT') {
      const authorizer = template.Resources[referencedId(props.AuthorizerId)!]!.Properties!;
      const config = resolve(authorizer.JwtConfiguration) as { Issuer: string; Audience: string[] };
      jwt = { issuer: config.Issuer, audience: config.Audience };
    }
    let lambdaAuthorizer: ArtifactLambdaAuthorizer | undefined;
    if (props.AuthorizationType === 'CUSTOM') {
      const authorizerId = referencedId(props.AuthorizerId)!;
      const authorizer = template.Resources[authorizerId]!.Properties!;
      // `arn:<partition>:apigateway:<region>:lambda:path/…/functions/<function arn>/invocations`
      const target = JSON.stringify(authorizer.AuthorizerUri).match(/"Fn::GetAtt":\["([^"]+)","Arn"\]/)?.[1];
      const served =
        authorizer.AuthorizerType === 'REQUEST' &&
        authorizer.EnableSimpleResponses === true &&
        authorizer.AuthorizerPayloadFormatVersion === '2.0' &&
        JSON.stringify(authorizer.IdentitySource) === '["$request.header.Authorization"]';
      if (!served || !target || !functions.has(target))
        throw new Error(
          `Route ${id}: only REQUEST authorizers with simple responses on the Authorization header are served locally`,
        );
      lambdaAuthorizer = {
        id: authorizerId,
        functionId: target,
        cacheSeconds: Number(authorizer.AuthorizerResultTtlInSeconds ?? 300),
      };
    }
    routes.push({ method: method!, path: path!, functionId, jwt, lambdaAuthorizer });
  }
  return { functions, routes };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- CloudFormation JSON: shapes checked where read. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_ORIGIN_SECRET } from '../local/http-gateway';
import { SecretStore } from '../local/secret-store';
import { LOCAL_ACCOUNT, LOCAL_REGION, resolver, type CfnTemplate, type LocalNames } from './template';

/*
 * What the local artifact run serves, read from the synthesized template: the Lambda functions with their
 * bundles, environment and role policies, and the HTTP API's routes with their authorizers.
 */

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
  /**
   * The account's Secrets Manager secrets as this machine holds them, by local ARN: the template's
   * generated secret (the origin secret) holds what the local gateway sends as CloudFront's header, a
   * `SecretString` is kept as written; the secrets the functions create at run time join them. One store
   * for all functions, as one account's service. The role's policies decide what a function may do.
   */
  secrets: SecretStore;
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

  const secrets = new SecretStore(
    Object.fromEntries(
      resources
        .filter(([, r]) => r.Type === 'AWS::SecretsManager::Secret')
        .map(([id, r]) => [
          resolve({ Ref: id }) as string,
          String(r.Properties?.SecretString ?? LOCAL_ORIGIN_SECRET),
        ]),
    ),
    `arn:aws:secretsmanager:${LOCAL_REGION}:${LOCAL_ACCOUNT}:secret:`,
  );
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
      secrets,
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

import { AUTHORIZER_CACHE_SECONDS } from '../../infra/constructs/api-key-authorizer';
import type { RouteDef } from '../../shared/route-def';
import { routes as routeTable } from '../../shared/routes';
import { resourcesOf, synthStack, type CfnResource, type SynthesizedStack } from './synth-stack';

const routes: Record<string, RouteDef> = routeTable;
let synthesized: SynthesizedStack;

beforeAll(() => {
  synthesized = synthStack({});
});

const all = () => synthesized.template.toJSON().Resources as Record<string, CfnResource>;
const authorizers = () => resourcesOf(synthesized.template, 'AWS::ApiGatewayV2::Authorizer');
const lambdaAuthorizer = () =>
  Object.entries(authorizers()).find(([, a]) => a.Properties.AuthorizerType === 'REQUEST')!;

describe('API keys in the cloud (docs/decisions/0105-api-keys-and-their-authorizer.md)', () => {
  it('puts the Lambda authorizer on exactly the routes that take API keys, and the JWT authorizer on the other manager routes', () => {
    const [lambdaId] = lambdaAuthorizer();
    const jwtId = Object.entries(authorizers()).find(([, a]) => a.Properties.AuthorizerType === 'JWT')![0];
    const byKey = new Map(
      Object.values(resourcesOf(synthesized.template, 'AWS::ApiGatewayV2::Route')).map((r) => [
        r.Properties.RouteKey as string,
        r.Properties,
      ]),
    );
    const keyRoutes = Object.values(routes).filter((r) => r.access === 'manager' && r.apiKeyScope);
    expect(keyRoutes.length).toBeGreaterThanOrEqual(8);
    for (const route of Object.values(routes)) {
      const served = byKey.get(`${route.method} ${route.path}`)!;
      const expected = route.access !== 'manager' ? undefined : route.apiKeyScope ? lambdaId : jwtId;
      expect(served.AuthorizerId?.Ref, `${route.method} ${route.path}`).toBe(expected);
      if (expected === lambdaId) expect(served.AuthorizationType).toBe('CUSTOM');
    }
  });

  // API Gateway developer guide, "Working with AWS Lambda authorizers for HTTP APIs": simple responses
  // need payload format 2.0; the cache is keyed on the identity sources; a request without them is
  // refused with 401 before the authorizer runs.
  it('answers with simple responses, keyed and cached on the Authorization header for a short time', () => {
    const [, authorizer] = lambdaAuthorizer();
    expect(authorizer.Properties).toMatchObject({
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      IdentitySource: ['$request.header.Authorization'],
      AuthorizerResultTtlInSeconds: AUTHORIZER_CACHE_SECONDS,
    });
    expect(AUTHORIZER_CACHE_SECONDS).toBeLessThanOrEqual(300);
  });

  it('runs its own function, which API Gateway may invoke, with a table read and no write', () => {
    const [, authorizer] = lambdaAuthorizer();
    const uri = JSON.stringify(authorizer.Properties.AuthorizerUri);
    const [fnId, fn] = Object.entries(resourcesOf(synthesized.template, 'AWS::Lambda::Function')).find(
      ([id]) => uri.includes(id),
    )!;
    expect(fn.Properties.Description).toMatch(/^Hiring: authorizes manager tokens and organization API keys/);
    expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID']),
    );
    const permission = Object.values(resourcesOf(synthesized.template, 'AWS::Lambda::Permission')).find(
      (p) => p.Properties.FunctionName?.['Fn::GetAtt']?.[0] === fnId,
    );
    expect(permission?.Properties.Principal).toBe('apigateway.amazonaws.com');
    const role = fn.Properties.Role['Fn::GetAtt'][0] as string;
    const actions = Object.values(all())
      .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((x: any) => x.Ref === role))
      .flatMap((p) => p.Properties.PolicyDocument.Statement.flatMap((st: any) => [st.Action].flat()));
    expect(actions).toContain('dynamodb:GetItem');
    expect(actions.filter((a: string) => /dynamodb:(Put|Update|Delete|BatchWrite)/.test(a))).toEqual([]);
  });

  it('door: no deployed function may reach a loopback webhook receiver (decision record 0136)', () => {
    const functions = Object.values(resourcesOf(synthesized.template, 'AWS::Lambda::Function'));
    const variables = functions.map((f) => f.Properties.Environment?.Variables ?? {});
    expect(variables.filter((v) => 'LOCAL_WEBHOOK_PORTS' in v)).toEqual([]);
    const urls = variables.filter((v) => 'WEBHOOK_URLS' in v).map((v) => v.WEBHOOK_URLS);
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls)).toEqual(new Set(['https']));
  });

  it('passes cdk-nag', () => {
    expect(synthesized.nag).toEqual([]);
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { repoPath } from '../../infra/constructs/paths';
import { HiringStack } from '../../infra/stack';
import { parseStackInput, StackInputError, type RawStackInput } from '../../infra/stack-input';

/** Google sign-in, a custom app origin and a DKIM-signed sender domain. */
const FULL_INPUT: RawStackInput = {
  google: {
    clientId: 'google-client-id.apps.googleusercontent.com',
    clientSecretArn: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:hiring/google-AbCdEf',
  },
  hostedUiDomainPrefix: 'hiring-test',
  appOrigin: 'https://hiring.example.com',
  emailFrom: 'no-reply@mail.example.com',
  emailDomain: 'mail.example.com',
};

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

let webDir: string;

/** Synthesizes as `cdk synth` does (cdk.json flags, cdk-nag) without bundling. */
function synth(raw: RawStackInput) {
  const { context } = JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new HiringStack(app, 'Hiring', { input: parseStackInput(raw), webAssetDir: webDir });
  const template = Template.fromStack(stack);
  const report = new AwsSolutionsChecks(app).validateScope(stack);
  const nagViolations = report.violations.map((v) => v.ruleName);
  return { template, nagViolations };
}

/** Logical id of our function whose description starts with `prefix`. */
function functionId(template: Template, prefix: string): string {
  const found = Object.entries(template.findResources('AWS::Lambda::Function') as Resources).find(([, f]) =>
    String(f.Properties.Description ?? '').startsWith(prefix),
  );
  if (!found) throw new Error(`No function "${prefix}…"`);
  return found[0];
}

let plain: ReturnType<typeof synth>;
let ses: ReturnType<typeof synth>;
let full: ReturnType<typeof synth>;

beforeAll(() => {
  webDir = mkdtempSync(join(tmpdir(), 'hiring-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>test</title>');
  plain = synth({});
  ses = synth({ cognitoEmail: 'ses' });
  full = synth({ ...FULL_INPUT, cognitoEmail: 'ses' });
});

afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe('manager sign-in', () => {
  it('attaches the identity-linking function as the pre-sign-up trigger', () => {
    for (const { template } of [plain, full]) {
      const linker = functionId(template, 'Hiring: links a first Google sign-in');
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        LambdaConfig: { PreSignUp: { 'Fn::GetAtt': [linker, 'Arn'] } },
      });
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'cognito-idp.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [linker, 'Arn'] },
      });
    }
  });

  it("sends Cognito's codes with Cognito's own sender until cognitoEmail=ses, so the first deploy needs nothing verified", () => {
    plain.template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
    });
  });

  it('with cognitoEmail=ses, sends them through SES from the product sender and its configuration set, after both exist', () => {
    const [poolId, pool] = Object.entries(
      ses.template.findResources('AWS::Cognito::UserPool') as Resources,
    )[0]!;
    ses.template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: 'Hiring <no-reply@example.com>',
        SourceArn: Match.objectLike({
          'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(':identity/no-reply@example.com$')])],
        }),
        ConfigurationSet: Match.anyValue(),
      },
    });
    expect(pool.Properties.EmailConfiguration.ConfigurationSet).toBeDefined();
    const dependsOn = (ses.template.toJSON().Resources[poolId].DependsOn ?? []) as string[];
    for (const type of ['AWS::SES::EmailIdentity', 'AWS::SES::ConfigurationSet']) {
      for (const id of Object.keys(ses.template.findResources(type))) expect(dependsOn).toContain(id);
    }
    full.template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: 'DEVELOPER',
        SourceArn: Match.objectLike({
          'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(':identity/mail.example.com$')])],
        }),
      }),
    });
  });

  it('with emailIdentity=existing, creates no SES identity and still sends as the sender', () => {
    const existing = synth({ emailIdentity: 'existing', cognitoEmail: 'ses' }).template;
    existing.resourceCountIs('AWS::SES::EmailIdentity', 0);
    existing.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER' }),
    });
  });

  it('offers optional TOTP MFA and no SMS', () => {
    plain.template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it("revokes refresh tokens, lets the Hosted UI log out back to the app's origin, and maps Google's verified e-mail", () => {
    plain.template.hasResourceProperties('AWS::Cognito::UserPoolClient', { EnableTokenRevocation: true });
    full.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      EnableTokenRevocation: true,
      LogoutURLs: ['https://hiring.example.com/'],
      CallbackURLs: ['https://hiring.example.com/login'],
    });
    full.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      AttributeMapping: Match.objectLike({ email: 'email', email_verified: 'email_verified' }),
    });
  });
});

describe('the e-mail is the identity (decision record 0074)', () => {
  it('keeps the original e-mail until the new one is verified', () => {
    for (const { template } of [plain, full])
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      });
  });

  it('lets the password client write only the name, and Google only its mapped attributes', () => {
    plain.template.hasResourceProperties('AWS::Cognito::UserPoolClient', { WriteAttributes: ['name'] });
    const [client] = Object.values(full.template.findResources('AWS::Cognito::UserPoolClient') as Resources);
    expect([...client!.Properties.WriteAttributes].sort()).toEqual(['email', 'email_verified', 'name']);
  });

  it('turns on Cognito threat protection (compromised credentials) only with its stack input', () => {
    expect(
      (Object.values(plain.template.findResources('AWS::Cognito::UserPool')) as Resources[string][])[0]!
        .Properties.UserPoolAddOns,
    ).toBeUndefined();
    const { template } = synth({ compromisedCredentialsCheck: true });
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });

  it('issues access and ID tokens for 15 minutes', () => {
    plain.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AccessTokenValidity: 15,
      IdTokenValidity: 15,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes', IdToken: 'minutes' }),
    });
  });
});

describe('outgoing mail', () => {
  it('publishes bounces and complaints of the configuration set to the mail-events function', () => {
    for (const { template } of [plain, full]) {
      template.resourceCountIs('AWS::SES::ConfigurationSet', 1);
      template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
        EventDestination: Match.objectLike({
          Enabled: true,
          MatchingEventTypes: Match.arrayEquals(['bounce', 'complaint']),
          SnsDestination: Match.anyValue(),
        }),
      });
      const handler = functionId(template, 'Hiring: records bounces');
      template.hasResourceProperties('AWS::SNS::Subscription', {
        Protocol: 'lambda',
        Endpoint: { 'Fn::GetAtt': [handler, 'Arn'] },
      });
    }
  });

  it('adds a DKIM-signed domain identity only with emailDomain', () => {
    full.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.example.com',
      DkimAttributes: { SigningEnabled: true },
      ConfigurationSetAttributes: Match.anyValue(),
    });
    const domains = Object.values(plain.template.findResources('AWS::SES::EmailIdentity') as Resources).map(
      (r) => r.Properties.EmailIdentity,
    );
    expect(domains).toEqual(['no-reply@example.com']);
  });

  it('states the three DKIM CNAME records as stack outputs', () => {
    const outputs = full.template.toJSON().Outputs as Record<string, { Value: unknown }>;
    const dkim = Object.keys(outputs).filter((k) => k.startsWith('DkimRecord'));
    expect(dkim.sort()).toEqual(['DkimRecord1', 'DkimRecord2', 'DkimRecord3']);
    const domainId = Object.entries(full.template.findResources('AWS::SES::EmailIdentity') as Resources).find(
      ([, r]) => r.Properties.EmailIdentity === 'mail.example.com',
    )![0];
    expect(JSON.stringify(outputs.DkimRecord1!.Value)).toContain(`"${domainId}","DkimDNSTokenName1"`);
    expect(JSON.stringify(outputs.DkimRecord1!.Value)).toContain(`"${domainId}","DkimDNSTokenValue1"`);
    expect(Object.keys(plain.template.toJSON().Outputs).some((k) => k.startsWith('DkimRecord'))).toBe(false);
  });

  it('lets senders use any identity (the sandbox checks recipients too) only with the product sender as From', () => {
    const sendStatements = Object.values(plain.template.findResources('AWS::IAM::Policy') as Resources)
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Record<string, any>[])
      .filter((st) => JSON.stringify(st.Resource).includes(':identity/'));
    expect(sendStatements.length).toBeGreaterThan(0);
    for (const st of sendStatements) {
      expect(st.Action).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
      expect(JSON.stringify(st.Resource)).toMatch(/:identity\/\*"/);
      expect(st.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } });
    }
  });

  it('refuses a sender outside emailDomain', () => {
    expect(() => parseStackInput({ emailFrom: 'a@other.com', emailDomain: 'mail.example.com' })).toThrow(
      StackInputError,
    );
    expect(() => parseStackInput({ emailFrom: 'a@other.com', emailDomain: 'not a domain' })).toThrow(
      /emailDomain/,
    );
  });

  it('passes cdk-nag', () => {
    expect(plain.nagViolations).toEqual([]);
    expect(full.nagViolations).toEqual([]);
  });
});

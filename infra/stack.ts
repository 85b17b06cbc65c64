import { existsSync } from 'node:fs';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { defaultTokensPerMinute } from '../functions/ai/model-limits';
import type { Capabilities, FunctionName } from '../shared/capabilities';
import { functionCapabilities } from '../functions/capabilities';
import { routes } from '../shared/routes';
import type { RuntimeConfig } from '../shared/runtime-config';
import { Ai } from './constructs/ai';
import { throttleAiRoutes } from './constructs/ai-limits';
import { Api } from './constructs/api';
import { AccountEvents } from './constructs/account-events';
import { Auth } from './constructs/auth';
import { addCapacityAlarms } from './constructs/capacity-alarms';
import { grantCapabilities } from './constructs/capabilities';
import { Data } from './constructs/data';
import { Email } from './constructs/email';
import { Generation } from './constructs/generation';
import type { ResourceFunction } from './constructs/function';
import { Monitoring } from './constructs/monitoring';
import { Reminders } from './constructs/reminders';
import { Retention } from './constructs/retention';
import { Scoring } from './constructs/scoring';
import { Waf } from './constructs/waf';
import { Webhooks } from './constructs/webhooks';
import { Web } from './constructs/web';
import type { StackInput } from './stack-input';
import { assertSecretInStackRegion, hostedUiPrefix, wafWanted } from './stack-rules';

/** Properties of {@link HiringStack}. */
export interface HiringStackProps extends StackProps {
  /** Validated input (`parseStackInput`). */
  input: StackInput;
  /** Directory of the built SPA (`dist/web`); must contain `index.html`. Tests pass a temporary one. */
  webAssetDir: string;
  /**
   * What each function may use. Default: the declarations of the route table (`functionCapabilities`);
   * tests pass a changed copy to show what a missing capability breaks.
   */
  capabilities?: Record<FunctionName, Capabilities>;
}

/**
 * The whole product in the cloud (docs/architecture.md#cloud). Only wires the
 * constructs, one per concern. Order matters to avoid a dependency cycle: the API resource first, then the
 * distribution that points at it, then the user pool (its Hosted UI redirects to the distribution), and
 * only then the functions, whose `APP_ORIGIN` is the distribution's domain.
 */
export class HiringStack extends Stack {
  /** The HTTP API and one function per resource of the route table. */
  readonly api: Api;
  /** Manager sign-in. */
  readonly auth: Auth;
  /** The DynamoDB table. */
  readonly data: Data;
  /** Web hosting: bucket, distribution, SPA deployment. */
  readonly web: Web;
  /** Background scoring. */
  readonly scoring: Scoring;
  /** Background generation of interview templates. */
  readonly generation: Generation;
  /** Alarms and the dashboard. */
  readonly monitoring: Monitoring;

  /**
   * Every function gets only what its declaration lists (`grantCapabilities`): no other code here grants
   * permissions or sets environment variables on them.
   * @throws Error when `webAssetDir` has no `index.html` or a route's handler file is missing.
   */
  constructor(scope: Construct, id: string, props: HiringStackProps) {
    super(scope, id, props);
    const { input } = props;
    if (!existsSync(`${props.webAssetDir}/index.html`)) {
      throw new Error(`Web assets missing: ${props.webAssetDir}/index.html (run \`npm run build\`)`);
    }

    this.data = new Data(this, 'Data', input.sessionNameIndex);
    this.api = new Api(this, 'Api', { requestsPerSecond: input.apiRequestsPerSecond });
    const domain =
      input.domainName && input.certificateArn
        ? { name: input.domainName, certificateArn: input.certificateArn }
        : undefined;
    const waf = wafWanted(this, input.waf) ? new Waf(this, 'Waf') : undefined;
    this.web = new Web(this, 'Web', {
      apiDomainName: this.api.domainName,
      domain,
      webAclArn: waf?.webAcl.attrArn,
    });
    const appOrigin =
      input.appOrigin ??
      (domain ? `https://${domain.name}` : `https://${this.web.distribution.distributionDomainName}`);
    const email = new Email(this, 'Email', {
      from: input.emailFrom,
      domain: input.emailDomain,
      identity: input.emailIdentity,
    });
    this.auth = new Auth(this, 'Auth', {
      appOrigin,
      google: input.google,
      hostedUiDomainPrefix: input.hostedUiDomainPrefix ?? hostedUiPrefix(this),
      callbackUrls: input.callbackUrls,
      compromisedCredentialsCheck: input.compromisedCredentialsCheck,
      // The first deploy uses Cognito's sender; `cognitoEmail=ses` once the SES sender is verified.
      email:
        input.cognitoEmail === 'ses'
          ? {
              sender: 'ses',
              from: input.emailFrom,
              domain: input.emailDomain,
              configurationSetName: email.configurationSetName,
              dependsOn: email.senderResources,
            }
          : { sender: 'cognito' },
    });
    if (input.google) assertSecretInStackRegion(this, input.google.clientSecretArn);
    // The quota the product paces its model calls by (decision record 0149): the stack input, else the
    // model's default on-demand quota in this region.
    const tokensPerMinute =
      input.aiTokensPerMinute ?? defaultTokensPerMinute(input.bedrockModelId, this.region);
    const ai = new Ai(this, 'Ai', {
      provider: input.aiProvider,
      modelId: input.bedrockModelId,
      monthlyBudgetUsd: input.aiMonthlyBudgetUsd,
      newOrgMonthlyBudgetUsd: input.newOrgAiMonthlyBudgetUsd,
      tokensPerMinute,
    });

    const base = { LOG_LEVEL: input.logLevel };
    this.scoring = new Scoring(this, 'Scoring', {
      environment: base,
      reservedConcurrency: input.scoringReservedConcurrency,
      tokensPerMinute,
    });
    this.generation = new Generation(this, 'Generation', { environment: base, tokensPerMinute });
    const keyAuthorizer = this.api.serveRoutes({ routes, auth: this.auth, environment: base });
    throttleAiRoutes(this.api);

    // Deadline reminders: the worker sends them; the functions declaring `schedules` keep each open
    // session's one schedule in step with its deadline and state.
    const reminders = new Reminders(this, 'Reminders', { environment: base });
    // Webhooks: the stream's new deliveries and their retries, through a queue (decision record 0124).
    const webhooks = new Webhooks(this, 'Webhooks', { environment: base, table: this.data.table });
    const declared = props.capabilities ?? functionCapabilities;
    const providers = {
      table: this.data.table,
      sessionListIndex: input.sessionListIndex,
      sessionNameIndex: input.sessionNameIndex,
      email,
      mail: {
        from: input.emailFrom,
        team: input.teamEmail,
        appOrigin,
        dailyCapPerUser: input.mailDailyCapPerUser,
        dailyCapPerOrg: input.mailDailyCapPerOrg,
        dailyCapNewOrg: input.newOrgMailDailyCap,
      },
      ai,
      scoring: this.scoring,
      generation: this.generation,
      reminders,
      webhooks,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.client,
      userPoolFactorClient: this.auth.factorClient,
      originSecret: this.web.originSecret,
    };
    for (const [resource, fn] of Object.entries(this.api.functions)) {
      grantCapabilities(fn, declared[resource as FunctionName], providers);
    }
    grantCapabilities(keyAuthorizer.fn, declared['api-key-authorizer'], providers);
    grantCapabilities(this.scoring.worker, declared['scoring-worker'], providers);
    grantCapabilities(this.generation.worker, declared['generation-worker'], providers);
    grantCapabilities(reminders.worker, declared['reminder-worker'], providers);
    // Account and mail events: the pre-sign-up trigger and the SES bounce/complaint handler.
    const events = new AccountEvents(this, 'AccountEvents', { environment: base, email });
    this.auth.addPreSignUpTrigger(events.identityLinker.fn);
    grantCapabilities(events.identityLinker, declared['identity-linker'], providers);
    // Access tokens without the self-service scope, but the factor client's (decision record 0139).
    this.auth.addPreTokenGenerationTrigger(events.tokenScopes.fn);
    grantCapabilities(events.tokenScopes, declared['token-scopes'], providers);
    grantCapabilities(events.mailEvents, declared['mail-events'], providers);
    // Retention: TTL removes sessions past their period; this function deletes what their partition holds.
    const retention = new Retention(this, 'Retention', { environment: base, table: this.data.table });
    grantCapabilities(retention.worker, declared['retention-worker'], providers);
    grantCapabilities(webhooks.worker, declared['webhook-worker'], providers);

    this.monitoring = new Monitoring(this, 'Monitoring', {
      functions: {
        ...(this.api.functions as Record<string, ResourceFunction>),
        'scoring-worker': this.scoring.worker,
        'generation-worker': this.generation.worker,
        'reminder-worker': reminders.worker,
        'retention-worker': retention.worker,
        'identity-linker': events.identityLinker,
        'token-scopes': events.tokenScopes,
        'mail-events': events.mailEvents,
        'api-key-authorizer': keyAuthorizer.fn,
        'webhook-worker': webhooks.worker,
      },
      httpApi: this.api.httpApi,
      scoringFailures: this.scoring.failures,
      retentionFailures: retention.failures,
      webhookDeadLetters: webhooks.deadLetters,
      alarmEmail: input.alarmEmail,
    });
    addCapacityAlarms(this.monitoring, {
      table: { tableName: this.data.table.tableName, indexNames: this.data.indexNames },
      bedrockModelId: input.aiProvider === 'bedrock' ? input.bedrockModelId : undefined,
      // Invoked through Lambda's asynchronous queue: by EventBridge Scheduler and SNS (the model workers
      // read SQS queues, whose dead-letter queues are watched instead).
      asyncFunctions: { 'reminder-worker': reminders.worker, 'mail-events': events.mailEvents },
      failureQueues: {
        GenerationFailureQueue: {
          queue: this.generation.failures,
          description:
            "A template's generation failed after all retries and is in the failure queue: the template shows it failed; inspect the message (its templateId).",
        },
      },
    });

    const runtimeConfig: RuntimeConfig = {
      mode: 'cloud',
      apiBaseUrl: '',
      region: this.region,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.client.userPoolClientId,
      ...(this.auth.hostedUiDomain ? { hostedUiDomain: this.auth.hostedUiDomain } : {}),
      googleEnabled: Boolean(input.google),
      supportEmail: input.supportEmail,
      offlineAi: input.aiProvider === 'offline',
    };
    this.web.deploySite(props.webAssetDir, runtimeConfig);

    new CfnOutput(this, 'AppUrl', { value: appOrigin, description: 'The web app' });
    new CfnOutput(this, 'ApiUrl', {
      value: `${appOrigin}/api`,
      description: 'The API, same origin as the app',
    });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
    if (this.auth.hostedUiDomain) new CfnOutput(this, 'HostedUiDomain', { value: this.auth.hostedUiDomain });
    // Easy DKIM: the three CNAME records to publish in the DNS of emailDomain (SES developer guide,
    // "Easy DKIM in Amazon SES"); mail is DKIM-signed once SES sees them.
    email.domainIdentity?.dkimRecords.forEach((record, i) => {
      new CfnOutput(this, `DkimRecord${i + 1}`, {
        value: `${record.name} CNAME ${record.value}`,
        description: `DKIM record ${i + 1} of 3 for ${input.emailDomain}: publish it as a CNAME`,
      });
    });
  }
}

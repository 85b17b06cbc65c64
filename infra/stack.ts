import { existsSync } from 'node:fs';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { Capabilities, FunctionName } from '../shared/capabilities';
import { functionCapabilities } from '../functions/capabilities';
import { routes } from '../shared/routes';
import type { RuntimeConfig } from '../shared/runtime-config';
import { Ai } from './constructs/ai';
import { throttleAiRoutes } from './constructs/ai-limits';
import { Api } from './constructs/api';
import { AccountEvents } from './constructs/account-events';
import { Auth } from './constructs/auth';
import { grantCapabilities } from './constructs/capabilities';
import { Data } from './constructs/data';
import { Email } from './constructs/email';
import type { ResourceFunction } from './constructs/function';
import { Monitoring } from './constructs/monitoring';
import { Reminders } from './constructs/reminders';
import { Retention } from './constructs/retention';
import { Scoring } from './constructs/scoring';
import { Waf } from './constructs/waf';
import { Web } from './constructs/web';
import type { StackInput } from './stack-input';

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

    this.data = new Data(this, 'Data');
    this.api = new Api(this, 'Api');
    const domain =
      input.domainName && input.certificateArn
        ? { name: input.domainName, certificateArn: input.certificateArn }
        : undefined;
    const waf = input.waf ? new Waf(this, 'Waf') : undefined;
    this.web = new Web(this, 'Web', {
      apiDomainName: this.api.domainName,
      domain,
      webAclArn: waf?.webAcl.attrArn,
    });
    const appOrigin =
      input.appOrigin ??
      (domain ? `https://${domain.name}` : `https://${this.web.distribution.distributionDomainName}`);
    const email = new Email(this, 'Email', { from: input.emailFrom, domain: input.emailDomain });
    this.auth = new Auth(this, 'Auth', {
      appOrigin,
      google: input.google,
      hostedUiDomainPrefix: input.hostedUiDomainPrefix,
      callbackUrls: input.callbackUrls,
      compromisedCredentialsCheck: input.compromisedCredentialsCheck,
      email: {
        from: input.emailFrom,
        domain: input.emailDomain,
        configurationSetName: email.configurationSetName,
      },
    });
    const ai = new Ai(this, 'Ai', {
      provider: input.aiProvider,
      modelId: input.bedrockModelId,
      monthlyBudgetUsd: input.aiMonthlyBudgetUsd,
      newOrgMonthlyBudgetUsd: input.newOrgAiMonthlyBudgetUsd,
    });

    const base = { LOG_LEVEL: input.logLevel };
    this.scoring = new Scoring(this, 'Scoring', {
      environment: base,
      reservedConcurrency: input.scoringReservedConcurrency,
    });
    this.api.serveRoutes({ routes, auth: this.auth, environment: base });
    throttleAiRoutes(this.api);

    // Deadline reminders: the worker sends them; the functions declaring `schedules` keep each open
    // session's one schedule in step with its deadline and state.
    const reminders = new Reminders(this, 'Reminders', { environment: base });
    const declared = props.capabilities ?? functionCapabilities;
    const providers = {
      table: this.data.table,
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
      reminders,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.client,
      originSecret: this.web.originSecret,
    };
    for (const [resource, fn] of Object.entries(this.api.functions)) {
      grantCapabilities(fn, declared[resource as FunctionName], providers);
    }
    grantCapabilities(this.scoring.worker, declared['scoring-worker'], providers);
    grantCapabilities(reminders.worker, declared['reminder-worker'], providers);
    // Account and mail events: the pre-sign-up trigger and the SES bounce/complaint handler.
    const events = new AccountEvents(this, 'AccountEvents', { environment: base, email });
    this.auth.addPreSignUpTrigger(events.identityLinker.fn);
    grantCapabilities(events.identityLinker, declared['identity-linker'], providers);
    grantCapabilities(events.mailEvents, declared['mail-events'], providers);
    // Retention: TTL removes sessions past their period; this function deletes what their partition holds.
    const retention = new Retention(this, 'Retention', { environment: base, table: this.data.table });
    grantCapabilities(retention.worker, declared['retention-worker'], providers);

    this.monitoring = new Monitoring(this, 'Monitoring', {
      functions: {
        ...(this.api.functions as Record<string, ResourceFunction>),
        'scoring-worker': this.scoring.worker,
        'reminder-worker': reminders.worker,
        'retention-worker': retention.worker,
        'identity-linker': events.identityLinker,
        'mail-events': events.mailEvents,
      },
      httpApi: this.api.httpApi,
      scoringFailures: this.scoring.failures,
      alarmEmail: input.alarmEmail,
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
  }
}

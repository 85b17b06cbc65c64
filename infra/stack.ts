import { existsSync } from 'node:fs';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { routes, type Resource } from '../shared/routes';
import type { RuntimeConfig } from '../shared/runtime-config';
import { Ai } from './constructs/ai';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { Email } from './constructs/email';
import { acknowledge, arnToken } from './constructs/nag';
import { repoPath } from './constructs/paths';
import { Reminders } from './constructs/reminders';
import { SCORING_WORKER_ENTRY, Scoring } from './constructs/scoring';
import { Web } from './constructs/web';
import type { StackInput } from './stack-input';

/** Resources whose Lambda sends e-mail (access codes, contact and early-access messages, invitations). */
const MAIL_SENDERS: readonly Resource[] = ['sessions', 'contact', 'team', 'account'];

/**
 * Resources whose Lambda calls the LLM synchronously: interview template generation, which `sessions`
 * also runs for "Create Custom Interview Template" on an applicant (`functions/sessions/custom-template.ts`).
 */
const AI_CALLERS: readonly Resource[] = ['interviews', 'sessions'];

/** Properties of {@link HiringStack}. */
export interface HiringStackProps extends StackProps {
  /** Validated input (`parseStackInput`). */
  input: StackInput;
  /** Directory of the built SPA (`dist/web`); must contain `index.html`. Tests pass a temporary one. */
  webAssetDir: string;
  /**
   * Whether to deploy the scoring worker. Default: when `functions/scoring/worker.ts` exists, so the
   * stack synthesizes before the worker is written.
   */
  scoringWorker?: boolean;
}

/**
 * The whole product in the cloud (ARCHITECTURE.md, "One product, two places it runs"). Only wires the
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
  /** Background scoring, when the worker exists. */
  readonly scoring?: Scoring;

  /** @throws Error when `webAssetDir` has no `index.html` or a route's handler file is missing. */
  constructor(scope: Construct, id: string, props: HiringStackProps) {
    super(scope, id, props);
    const { input } = props;
    if (!existsSync(`${props.webAssetDir}/index.html`)) {
      throw new Error(`Web assets missing: ${props.webAssetDir}/index.html (run \`npm run build\`)`);
    }

    this.data = new Data(this, 'Data');
    this.api = new Api(this, 'Api');
    this.web = new Web(this, 'Web', { apiDomainName: this.api.domainName });
    const appOrigin = input.appOrigin ?? `https://${this.web.distribution.distributionDomainName}`;
    this.auth = new Auth(this, 'Auth', {
      appOrigin,
      google: input.google,
      hostedUiDomainPrefix: input.hostedUiDomainPrefix,
      callbackUrls: input.callbackUrls,
    });
    const email = new Email(this, 'Email', { from: input.emailFrom });
    const ai = new Ai(this, 'Ai', { provider: input.aiProvider, modelId: input.bedrockModelId });

    const environment = {
      TABLE_NAME: this.data.table.tableName,
      USER_POOL_ID: this.auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: this.auth.client.userPoolClientId,
      EMAIL_FROM: input.emailFrom,
      TEAM_EMAIL: input.teamEmail,
      APP_ORIGIN: appOrigin,
      LOG_LEVEL: input.logLevel,
      ...ai.environment,
    };
    this.api.serveRoutes({ routes, auth: this.auth, environment });

    const functions = this.api.functions;
    for (const fn of Object.values(functions)) this.data.table.grantReadWriteData(fn.fn);
    acknowledge(
      this,
      `AwsSolutions-IAM5[Resource::${arnToken(this.data.table)}/index/*]`,
      'grantReadWriteData names the GSIs as <table>/index/*: queries on gsi1/gsi2 of this one table only.',
    );
    for (const resource of MAIL_SENDERS) {
      const fn = functions[resource];
      if (fn) email.grantSend(fn.fn);
    }
    for (const resource of AI_CALLERS) {
      const fn = functions[resource];
      if (fn) ai.grantInvoke(fn.fn);
    }

    if (props.scoringWorker ?? existsSync(repoPath(SCORING_WORKER_ENTRY))) {
      this.scoring = new Scoring(this, 'Scoring', { environment });
      this.data.table.grantReadWriteData(this.scoring.worker.fn);
      ai.grantInvoke(this.scoring.worker.fn);
      if (functions.sessions) this.scoring.allowInvokeFrom(functions.sessions);
    }

    // Deadline reminders: the worker sends them; functions that change a session's deadline or state
    // (create, extend, new code, submit, delete) keep its one schedule in step.
    const reminders = new Reminders(this, 'Reminders', { environment });
    this.data.table.grantReadWriteData(reminders.worker.fn);
    email.grantSend(reminders.worker.fn);
    for (const resource of ['sessions', 'applicant-session', 'applicants'] as const) {
      const fn = functions[resource];
      if (fn) reminders.allowScheduleFrom(fn);
    }

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

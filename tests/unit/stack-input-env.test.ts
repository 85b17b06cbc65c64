import { handlerEnvironment } from '../../infra/local/handler-env';
import { stackInputSettings } from '../../infra/local/stack-input-env';

const AT = {
  dynamoUrl: 'http://127.0.0.1:1',
  cognitoApiUrl: 'http://127.0.0.1:2',
  sesUrl: 'http://127.0.0.1:3',
  secretsUrl: 'http://127.0.0.1:4',
  appUrl: 'http://localhost:5173',
  userPoolId: 'local_pool',
  clientId: 'web',
  factorClientId: 'factor',
};

/**
 * Door: `npm start` fixed the mail caps and AI budgets (`infra/local/handler-env.ts`) whatever the
 * developer gave, so a cap tried locally was not the one `cdk deploy` would set.
 */
describe('door: npm start ignoring the stack inputs given as environment variables', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });

  it('gives the handlers the mail caps, AI budgets and sender given as cdk deploy reads them', () => {
    Object.assign(process.env, {
      MAIL_DAILY_CAP_PER_USER: '5',
      MAIL_DAILY_CAP_PER_ORG: '40',
      MAIL_DAILY_CAP_NEW_ORG: '3',
      AI_MONTHLY_BUDGET_USD: '7.5',
      AI_NEW_ORG_MONTHLY_BUDGET_USD: '1',
      EMAIL_FROM: 'hiring@mail.example.com',
    });
    const env = handlerEnvironment(AT as Parameters<typeof handlerEnvironment>[0]);
    expect(env).toMatchObject({
      MAIL_DAILY_CAP_PER_USER: '5',
      MAIL_DAILY_CAP_PER_ORG: '40',
      MAIL_DAILY_CAP_NEW_ORG: '3',
      AI_MONTHLY_BUDGET_USD: '7.5',
      AI_NEW_ORG_MONTHLY_BUDGET_USD: '1',
      EMAIL_FROM: 'hiring@mail.example.com',
    });
  });

  it('keeps the stack input defaults when nothing is given', () => {
    for (const name of ['MAIL_DAILY_CAP_PER_USER', 'AI_MONTHLY_BUDGET_USD', 'EMAIL_FROM'])
      delete process.env[name];
    expect(handlerEnvironment(AT as Parameters<typeof handlerEnvironment>[0])).toMatchObject({
      MAIL_DAILY_CAP_PER_USER: '200',
      AI_MONTHLY_BUDGET_USD: '50',
      EMAIL_FROM: 'no-reply@hiring.local',
    });
  });

  it('fails at start naming each variable with a value cdk deploy would refuse', () => {
    const bad = () =>
      stackInputSettings({ MAIL_DAILY_CAP_PER_USER: '0', AI_MONTHLY_BUDGET_USD: 'lots', LOG_LEVEL: 'INFO' });
    expect(bad).toThrow(/\n {2}MAIL_DAILY_CAP_PER_USER: Too small/);
    expect(bad).toThrow(/\n {2}AI_MONTHLY_BUDGET_USD: /);
    expect(bad).not.toThrow(/LOG_LEVEL/);
    expect(() => stackInputSettings({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });
});

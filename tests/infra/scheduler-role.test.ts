import { schedulerRefusal } from '../../infra/artifacts/scheduler-role';
import { LOCAL_ACCOUNT, type CfnTemplate, type LocalNames } from '../../infra/artifacts/template';
import { synthStack } from './synth-stack';

/**
 * What `npm run start:artifacts` checks when a reminder schedule fires, as EventBridge Scheduler does
 * (EventBridge Scheduler user guide, "Set up the execution role"): the schedule's role trusts the
 * scheduler and may invoke the target.
 */
const NAMES: LocalNames = {
  tableName: 'hiring',
  userPoolId: 'local_pool',
  userPoolClientId: 'client',
  factorClientId: 'factor-client',
  appUrl: 'http://localhost:5173',
};
let template: CfnTemplate;
const roleArn = (id: string) => `arn:aws:iam::${LOCAL_ACCOUNT}:role/${id}`;
const functionArn = (id: string) => `arn:aws:lambda:us-east-1:${LOCAL_ACCOUNT}:function:${id}`;
const idOf = (type: string, description: string) =>
  Object.entries(template.Resources).find(
    ([, r]) => r.Type === type && String(r.Properties?.Description ?? '').startsWith(description),
  )![0];

beforeAll(() => {
  template = synthStack({}).template.toJSON() as CfnTemplate;
});

describe('a reminder schedule firing on the artifact run', () => {
  it("invokes the reminder function with the stack's scheduler role", async () => {
    const role = idOf('AWS::IAM::Role', 'EventBridge Scheduler');
    const reminder = idOf('AWS::Lambda::Function', 'Hiring: e-mails an applicant the reminder');
    expect(await schedulerRefusal(template, NAMES, roleArn(role), functionArn(reminder))).toBeUndefined();
  });

  it('is refused when the role may not invoke the target, or another target is named', async () => {
    const role = idOf('AWS::IAM::Role', 'EventBridge Scheduler');
    const reminder = idOf('AWS::Lambda::Function', 'Hiring: e-mails an applicant the reminder');
    const scoring = idOf('AWS::Lambda::Function', 'Hiring: scores');
    expect(await schedulerRefusal(template, NAMES, roleArn(role), functionArn(scoring))).toMatchObject({
      action: 'lambda:InvokeFunction',
    });
    const withoutGrant = JSON.parse(JSON.stringify(template)) as CfnTemplate;
    for (const [id, r] of Object.entries(withoutGrant.Resources)) {
      if (r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties?.Roles).includes(role)) {
        delete withoutGrant.Resources[id];
      }
    }
    expect(await schedulerRefusal(withoutGrant, NAMES, roleArn(role), functionArn(reminder))).toMatchObject({
      action: 'lambda:InvokeFunction',
      resource: functionArn(reminder),
    });
  });

  it("is refused with a role the scheduler cannot assume (a function's own role)", async () => {
    const reminder = idOf('AWS::Lambda::Function', 'Hiring: e-mails an applicant the reminder');
    const functionRole = (template.Resources[reminder]!.Properties!.Role as { 'Fn::GetAtt': string[] })[
      'Fn::GetAtt'
    ][0]!;
    expect(
      await schedulerRefusal(template, NAMES, roleArn(functionRole), functionArn(reminder)),
    ).toMatchObject({
      action: 'sts:AssumeRole',
      reason: expect.stringMatching(/scheduler\.amazonaws\.com/),
    });
  });
});

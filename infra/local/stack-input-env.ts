import { SOURCES, StackInputSchema } from '../stack-input';

/**
 * Stack inputs that are also handler settings, under the same variable name, on this machine. The other
 * inputs configure cloud resources only (WAF, domain, Google, alarms, …) and mean nothing to `npm start`;
 * `APP_ORIGIN` is the local web app and `AI_PROVIDER` takes the local providers too (`infra/local/start.ts`).
 */
const LOCAL_INPUTS = [
  'emailFrom',
  'teamEmail',
  'bedrockModelId',
  'logLevel',
  'aiMonthlyBudgetUsd',
  'newOrgAiMonthlyBudgetUsd',
  'mailDailyCapPerUser',
  'mailDailyCapPerOrg',
  'newOrgMailDailyCap',
  'aiTokensPerMinute',
  'sessionListIndex',
  'sessionNameIndex',
] as const satisfies readonly (keyof typeof SOURCES)[];

/**
 * The handler settings of the stack inputs given as environment variables (`MAIL_DAILY_CAP_PER_USER=5
 * npm start`), each read and checked as `cdk deploy` reads it: the variable of `infra/stack-input.ts`,
 * validated by the stack input's own schema, so a value the cloud refuses is refused here too. Inputs not
 * given keep the local defaults, which are the stack input's.
 * @throws Error at start naming each variable whose value is invalid, and why.
 */
export function stackInputSettings(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const settings: Record<string, string> = {};
  const errors: string[] = [];
  for (const field of LOCAL_INPUTS) {
    const variable = SOURCES[field];
    const given = env[variable];
    if (!given) continue;
    const parsed = StackInputSchema.shape[field].safeParse(given);
    if (parsed.success) settings[variable] = String(parsed.data);
    else errors.push(`  ${variable}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  if (errors.length)
    throw new Error(`Invalid stack input in the environment (as cdk deploy reads it):\n${errors.join('\n')}`);
  return settings;
}

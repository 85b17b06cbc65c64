import type { Capabilities, FunctionName } from '../shared/capabilities';
import { capabilities as account } from './account/capabilities';
import { capabilities as accountability } from './accountability/capabilities';
import { capabilities as apiKeyAuthorizer } from './api-key-authorizer/capabilities';
import { capabilities as applicantSession } from './applicant-session/capabilities';
import { capabilities as applicants } from './applicants/capabilities';
import { capabilities as ats } from './ats/capabilities';
import { capabilities as contact } from './contact/capabilities';
import { capabilities as generationWorker } from './generation/capabilities';
import { capabilities as integrations } from './integrations/capabilities';
import { capabilities as identityLinker } from './identity-linking/capabilities';
import { capabilities as interviews } from './interview-templates/capabilities';
import { capabilities as jobPositions } from './job-positions/capabilities';
import { capabilities as mailEvents } from './mail-events/capabilities';
import { capabilities as reminderWorker } from './reminders/capabilities';
import { capabilities as retentionWorker } from './retention/capabilities';
import { capabilities as scoringWorker } from './scoring/capabilities';
import { capabilities as sessions } from './sessions/capabilities';
import { capabilities as team } from './team/capabilities';
import { capabilities as tokenScopes } from './token-scopes/capabilities';
import { capabilities as webhookWorker } from './webhooks/capabilities';

/**
 * What each Lambda may use (docs/decisions/0013-capability-declarations.md): the only source of the
 * functions' IAM grants and environment variables. Each declaration lives in its entry's folder
 * (`functions/<function>/capabilities.ts`), next to the handler it limits
 * (docs/decisions/0061-domain-modules-and-boundaries.md).
 */
export const functionCapabilities: Record<FunctionName, Capabilities> = {
  account,
  applicants,
  'interview-templates': interviews,
  sessions,
  'applicant-session': applicantSession,
  'job-positions': jobPositions,
  contact,
  team,
  integrations,
  accountability,
  ats,
  'scoring-worker': scoringWorker,
  'generation-worker': generationWorker,
  'reminder-worker': reminderWorker,
  'retention-worker': retentionWorker,
  'identity-linker': identityLinker,
  'token-scopes': tokenScopes,
  'mail-events': mailEvents,
  'api-key-authorizer': apiKeyAuthorizer,
  'webhook-worker': webhookWorker,
};

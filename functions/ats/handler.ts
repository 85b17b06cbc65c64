import { credentialOf } from '../../shared/api-key-scopes';
import { atsRoutes } from '../../shared/routes/ats';
import { enforceMailCaps } from '../email/caps';
import { Forbidden } from '../errors/errors';
import { apiKeyIdOf } from '../http/api-key';
import { resourceHandler } from '../http/resource';
import {
  cancelAssessment,
  getConnection,
  listAssessments,
  removeConnection,
  setConnection,
  startAssessment,
} from './ashby';
import { listProblems } from './problems';
import { listTests, recordResponseError, sendTest, testStatus } from './greenhouse';

/**
 * The organization API key Greenhouse called with: `send_test` keeps it for the completion `PATCH`, and
 * only Greenhouse reports `response_error`, so a manager's own token is refused on both.
 * @throws Forbidden (403) for a caller without an API key.
 */
function greenhouseKey(event: Parameters<typeof apiKeyIdOf>[0]): string {
  const key = apiKeyIdOf(event) ? credentialOf(event.headers?.authorization) : undefined;
  if (!key) throw new Forbidden('Greenhouse calls this with an API key of scope ats.');
  return key;
}

/**
 * Tracking systems' assessment integrations (docs/integrations.md): Greenhouse's Assessment partner API,
 * called with an organization API key of scope `ats`, and the owners' view of what went wrong.
 */
export const handler = resourceHandler(
  'ats',
  atsRoutes,
  {
    greenhouseListTests: ({ auth }) => listTests(auth.orgId),
    greenhouseSendTest: ({ auth, body, event }) => sendTest(auth, body, greenhouseKey(event)),
    greenhouseTestStatus: ({ auth, query }) => testStatus(auth.orgId, query.partner_interview_id),
    greenhouseResponseError: async ({ auth, body, event }) => {
      greenhouseKey(event);
      await recordResponseError(auth.orgId, body);
      return {};
    },
    listAtsProblems: ({ auth }) => listProblems(auth.orgId),
    ashbyListAssessments: ({ auth }) => listAssessments(auth.orgId),
    ashbyStartAssessment: ({ auth, body }) => startAssessment(auth, body),
    ashbyCancelAssessment: ({ auth, body }) => cancelAssessment(auth.orgId, body.assessment_id),
    setAshbyConnection: ({ auth, body }) => setConnection(auth, body),
    removeAshbyConnection: ({ auth }) => removeConnection(auth),
    getAshbyConnection: ({ auth }) => getConnection(auth.orgId),
  },
  { mailCaps: enforceMailCaps },
);

import { credentialOf } from '../../shared/api-key-scopes';
import { atsRoutes } from '../../shared/routes/ats';
import { enforceMailCaps } from '../email/caps';
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
 * Tracking systems' assessment integrations (docs/integrations.md): Greenhouse's Assessment partner API,
 * called with an organization API key of scope `ats`, and the owners' view of what went wrong.
 */
export const handler = resourceHandler(
  'ats',
  atsRoutes,
  {
    greenhouseListTests: ({ auth }) => listTests(auth.orgId),
    greenhouseSendTest: ({ auth, body, event }) =>
      sendTest(auth, body, credentialOf(event.headers?.authorization) ?? ''),
    greenhouseTestStatus: ({ auth, query }) => testStatus(auth.orgId, query.partner_interview_id),
    greenhouseResponseError: async ({ auth, body }) => {
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

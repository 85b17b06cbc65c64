import { ValidationFailed } from '../http/errors';
import { resourceHandler } from '../http/resource';
import { generateForApplicant } from './custom-template';
import { checkForCompletion } from './completion';
import { decideSession, reviewAnswer, sessionHistory, setAiScoring } from './decisions';
import {
  createSession,
  getOwnedSession,
  getSessionDetails,
  listSessions,
  regenerateAccessCode,
} from './sessions';

/**
 * Sessions Lambda (manager side): assign, list, details, completion checks, access-code resend, reviews,
 * decisions and history.
 */
export const handler = resourceHandler('sessions', {
  addSession: ({ auth, params, body }) => {
    if (params.applicantId !== body.applicantId) {
      throw new ValidationFailed({ applicantId: ['Does not match the applicant in the path'] });
    }
    return createSession(auth, body.applicantId, body.interviewId);
  },
  generateForApplicant: ({ auth, body }) => generateForApplicant(auth, body),
  listSessions: ({ auth, query }) => listSessions(auth.orgId, query),
  getSessionDetails: ({ auth, params }) => getSessionDetails(auth.orgId, params.id),
  checkForCompletion: async ({ auth, params }) =>
    checkForCompletion(await getOwnedSession(auth.orgId, params.id), false),
  forceCompletion: async ({ auth, params }) =>
    checkForCompletion(await getOwnedSession(auth.orgId, params.id), true),
  regenerateAccessCode: ({ auth, params }) => regenerateAccessCode(auth.orgId, params.id),
  reviewAnswer: ({ auth, params, body }) => reviewAnswer(auth, params.id, params.questionId, body),
  decideSession: ({ auth, params, body }) => decideSession(auth, params.id, body),
  setAiScoring: ({ auth, params, body }) => setAiScoring(auth.orgId, params.id, body.aiScoring),
  getSessionHistory: ({ auth, params }) => sessionHistory(auth.orgId, params.id),
});

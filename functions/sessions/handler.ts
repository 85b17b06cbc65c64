import { ValidationFailed } from '../http/errors';
import { resourceHandler } from '../http/resource';
import { generateForApplicant } from './custom-template';
import { checkForCompletion } from './completion';
import { extendSession, remindApplicant } from './deadline';
import {
  createSession,
  getOwnedSession,
  getSessionDetails,
  listSessions,
  regenerateAccessCode,
} from './sessions';

/**
 * Sessions Lambda (manager side): assign, list, details, completion checks, access-code resend,
 * deadlines (extend, accommodations) and reminders.
 */
export const handler = resourceHandler('sessions', {
  addSession: ({ auth, params, body }) => {
    if (params.applicantId !== body.applicantId) {
      throw new ValidationFailed({ applicantId: ['Does not match the applicant in the path'] });
    }
    return createSession(auth, body.applicantId, body.interviewId, body.dueInDays);
  },
  generateForApplicant: ({ auth, body }) => generateForApplicant(auth, body),
  listSessions: ({ auth, query }) => listSessions(auth.orgId, query),
  getSessionDetails: ({ auth, params }) => getSessionDetails(auth.orgId, params.id),
  checkForCompletion: async ({ auth, params }) =>
    checkForCompletion(await getOwnedSession(auth.orgId, params.id), false),
  forceCompletion: async ({ auth, params }) =>
    checkForCompletion(await getOwnedSession(auth.orgId, params.id), true),
  regenerateAccessCode: ({ auth, params }) => regenerateAccessCode(auth.orgId, params.id),
  extendSession: ({ auth, params, body }) => extendSession(auth, params.id, body),
  remindApplicant: ({ auth, params }) => remindApplicant(auth, params.id),
});

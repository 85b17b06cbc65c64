import { sendFeedbackOnDecision } from '../feedback';
import { recordAudit } from '../audit';
import { enforceMailCaps } from '../email/caps';
import { ValidationFailed } from '../errors/errors';
import { resourceHandler } from '../http/resource';
import { generateForApplicant } from './custom-template';
import { checkSubmission } from './submission';
import { extendSession, remindApplicant } from './deadline';
import { decideSession, reviewAnswer, sessionHistory, setHumanOnly } from './decisions';
import { getOwnedSession, getSessionDetails } from './session-details';
import { createSession, listSessions, regenerateAccessCode } from './sessions';
import { grantExtraTime } from './time-accommodation';
import { rescoreAnswer } from './rescore';
import { requestSessionRescore } from './rescore-session';
import { sessionRoutes } from '../../shared/routes/sessions';

/**
 * Sessions Lambda (manager side): assign, list, details, submission checks, access-code resend,
 * deadlines (extend, accommodations), reminders, reviews, decisions and history.
 */
export const handler = resourceHandler(
  'sessions',
  sessionRoutes,
  {
    addSession: async ({ auth, params, body }) => {
      if (params.applicantId !== body.applicantId) {
        throw new ValidationFailed({ applicantId: ['Does not match the applicant in the path'] });
      }
      return createSession(auth, body.applicantId, body.interviewId, body.dueInDays);
    },
    generateForApplicant: ({ auth, body }) => generateForApplicant(auth, body),
    listSessions: ({ auth, query }) => listSessions(auth.orgId, query),
    getSessionDetails: async ({ auth, params }) => {
      const details = await getSessionDetails(auth.orgId, params.id);
      await recordAudit(auth, 'session.view', { targetId: params.id });
      return details;
    },
    checkSubmission: async ({ auth, params }) =>
      checkSubmission(await getOwnedSession(auth.orgId, params.id), false),
    submitForApplicant: async ({ auth, params }) =>
      checkSubmission(await getOwnedSession(auth.orgId, params.id), true),
    regenerateAccessCode: ({ auth, params }) => regenerateAccessCode(auth.orgId, params.id),
    reviewAnswer: ({ auth, params, body }) => reviewAnswer(auth, params.id, params.questionId, body),
    rescoreAnswer: ({ auth, params }) => rescoreAnswer(auth, params.id, params.questionId),
    rescoreSession: ({ auth, params, body }) => requestSessionRescore(auth, params.id, body.answers),
    decideSession: async ({ auth, params, body }) => {
      const details = await decideSession(auth, params.id, body);
      // With `auto`, the applicant's feedback report goes out with the decision (decision 0162).
      await sendFeedbackOnDecision(auth, params.id, body.decision);
      return details;
    },
    setHumanOnly: async ({ auth, params, body }) => {
      const details = await setHumanOnly(auth.orgId, params.id, body.humanOnly);
      await recordAudit(auth, 'session.evaluation-mode', {
        targetId: params.id,
        detail: body.humanOnly ? 'human-only evaluation on' : 'human-only evaluation off',
      });
      return details;
    },
    getSessionHistory: ({ auth, params }) => sessionHistory(auth.orgId, params.id),
    extendSession: ({ auth, params, body }) => extendSession(auth, params.id, body),
    grantExtraTime: ({ auth, params, body }) => grantExtraTime(auth, params.id, body),
    remindApplicant: ({ auth, params }) => remindApplicant(auth, params.id),
  },
  { mailCaps: enforceMailCaps },
);

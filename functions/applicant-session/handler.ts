import { idempotentRoute } from '../http/idempotency';
import { readingAhead, resourceHandler } from '../http/resource';
import { submitSession } from '../sessions';
import { assertAnswerable, authenticate } from './applicant-auth';
import { openQuestion } from './question-clock';
import { authorizeApplicant } from './request-link';
import { practiceAnswer, practiceQuestion } from './practice';
import { applicantTranscript } from './transcript';
import { applicantSession, readCurrentAnswer, saveAnswer, sessionIntro } from './session-answers';
import { applicantSessionRoutes } from '../../shared/routes/applicant-session';

/**
 * Applicant session Lambda (public): the access-code check, then token-scoped reading, answering and
 * submitting. The token check, flood limits and SaveAnswer's idempotency are the routes' policies, applied
 * by the resource handler (docs/decisions/0125-routes-carry-their-policies.md).
 */
export const handler = resourceHandler(
  'applicant-session',
  applicantSessionRoutes,
  {
    sessionIntro: ({ params }) => sessionIntro(params.id),
    authenticateSession: ({ params, body }) => authenticate(params.id, body.code, body.humanOnly),
    getApplicantSession: ({ session }) => applicantSession(session),
    openQuestion: ({ session, params }) => openQuestion(session, params.questionId),
    // The current answer is read beside the token check: one round, then the transaction.
    saveAnswer: readingAhead(
      ({ body }) => readCurrentAnswer(body.sessionId, body.questionId),
      ({ session, body }, current) => saveAnswer(session, body, current),
    ),
    submitSession: async ({ session }) => {
      // Submitting twice answers the same status; a session past its deadline waits for the manager.
      if (session.status === 'open') await assertAnswerable(session);
      return submitSession(session, 'applicant');
    },
    getPractice: ({ session }) => practiceQuestion(session),
    answerPractice: ({ session, body }) => practiceAnswer(session, body),
    getTranscript: ({ session }) => applicantTranscript(session),
  },
  { applicant: authorizeApplicant, idempotency: idempotentRoute },
);

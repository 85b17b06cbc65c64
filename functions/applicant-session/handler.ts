import {
  IdempotencyAlreadyInProgressError,
  IdempotencyValidationError,
} from '@aws-lambda-powertools/idempotency';
import { ApiError, Conflict } from '../http/errors';
import { resourceHandler } from '../http/resource';
import { submitSession } from '../sessions';
import { assertAnswerable, authenticate, requireApplicant } from './applicant-auth';
import {
  applicantSession,
  saveAnswerIdempotency,
  saveAnswer,
  saveAnswerOnce,
  sessionIntro,
} from './session-answers';
import { applicantSessionRoutes } from '../../shared/routes/sessions';

/** Applicant session Lambda (public): the access-code check, then token-scoped reading, answering and submitting. */
export const handler = resourceHandler('applicant-session', applicantSessionRoutes, {
  sessionIntro: ({ params }) => sessionIntro(params.id),
  authenticateSession: ({ params, body }) => authenticate(params.id, body.code, body.humanOnly),
  getApplicantSession: async ({ params, event }) =>
    applicantSession(await requireApplicant(event, params.id)),
  saveAnswer: async ({ body, event, context }) => {
    const session = await requireApplicant(event, body.sessionId);
    const idempotencyKey = event.headers?.['idempotency-key'];
    if (!idempotencyKey) return saveAnswer(session, body);
    saveAnswerIdempotency.registerLambdaContext(context);
    try {
      return await saveAnswerOnce({ ...body, idempotencyKey: idempotencyKey.slice(0, 200) }, session);
    } catch (error) {
      if (error instanceof IdempotencyAlreadyInProgressError) {
        throw new Conflict('This answer is still being saved. Try again in a moment.');
      }
      if (error instanceof IdempotencyValidationError) {
        throw new ApiError(
          'IdempotencyKeyReused',
          'This Idempotency-Key was already used to save a different answer. Send a new key for new text.',
          { 'headers.idempotency-key': ['Already used with a different answer'] },
        );
      }
      throw (error as { cause?: unknown }).cause ?? error;
    }
  },
  submitSession: async ({ params, event }) => {
    const session = await requireApplicant(event, params.id);
    // Submitting twice answers the same status; a session past its deadline waits for the manager.
    if (session.status === 'open') await assertAnswerable(session);
    return submitSession(session, 'applicant');
  },
});

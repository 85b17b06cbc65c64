import type { IntegritySignals } from '../../../shared/schemas/integrity-signals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Answer, ApplicantSession, SessionIntro } from '../../../shared/schemas/session';
import { ApiError, apiCall } from './client';

/** Cache keys of the applicant's side of a session. */
export const applicantSessionKeys = {
  intro: (id: string) => ['applicant-session', id, 'intro'] as const,
  session: (id: string) => ['applicant-session', id, 'interview'] as const,
  save: (id: string) => ['applicant-session', id, 'save'] as const,
};

/** An applicant token as `POST /api/session/{id}/auth` answers it. */
export interface ApplicantToken {
  token: string;
  /** ISO time after which the server refuses it. */
  expiresAt: string;
}

const tokenKey = (sessionId: string) => `applicant-token:${sessionId}`;

/**
 * The stored applicant token of a session, or undefined when there is none or it has expired. Kept in
 * sessionStorage (per tab, gone when the tab closes) so a reload stays in the interview.
 */
export function readApplicantToken(sessionId: string, now = Date.now()): ApplicantToken | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(tokenKey(sessionId)) ?? 'null') as ApplicantToken | null;
    if (!stored?.token || !(Date.parse(stored.expiresAt) > now)) return undefined;
    return stored;
  } catch {
    return undefined;
  }
}

/** Stores (or with `undefined`, forgets) the applicant token of a session. */
export function writeApplicantToken(sessionId: string, token: ApplicantToken | undefined): void {
  try {
    if (token) sessionStorage.setItem(tokenKey(sessionId), JSON.stringify(token));
    else sessionStorage.removeItem(tokenKey(sessionId));
  } catch {
    // Storage can be blocked (private mode); the token then lasts until the page closes.
  }
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** True for a failure where no answer arrived: worth retrying when the connection is back. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** `GET /api/session/{id}/intro` (public): language, submitted flag, question count and organization. */
export function useSessionIntro(sessionId: string) {
  return useQuery<SessionIntro, ApiError>({
    queryKey: applicantSessionKeys.intro(sessionId),
    queryFn: ({ signal }) => apiCall('sessionIntro', { params: { id: sessionId } }, { signal }),
    retry: (count, error) => isNetworkError(error) && count < 2,
  });
}

/**
 * Trades the access code for an applicant token, once the applicant accepted the notice (the screen
 * only calls it then), with the applicant's request for human-only evaluation; the error is an ApiError (401 wrong code, 429, 409).
 */
export function useAuthenticateSession(sessionId: string, humanOnly = false) {
  return useMutation<ApplicantToken, ApiError, string>({
    mutationFn: (code) =>
      apiCall('authenticateSession', {
        params: { id: sessionId },
        body: { code, noticeAccepted: true, ...(humanOnly ? { humanOnly } : {}) },
      }),
  });
}

/** The interview for the applicant (`GET /api/session/{id}`), with the token from the access code. */
export function useApplicantSession(sessionId: string, token: string) {
  return useQuery<ApplicantSession, ApiError>({
    queryKey: applicantSessionKeys.session(sessionId),
    queryFn: ({ signal }) =>
      apiCall('getApplicantSession', { params: { id: sessionId } }, { signal, ...bearer(token) }),
    retry: (count, error) => isNetworkError(error) && count < 2,
    staleTime: Infinity,
  });
}

/** One draft save: the key stays with it, so every retry of the same draft is the same request. */
export interface SaveAnswerVariables {
  questionId: string;
  response: string;
  idempotencyKey: string;
  /** How the answer was written (docs/product.md#integrity-signals); absent when nothing was measured. */
  signals?: IntegritySignals;
  /** Answers this follow-up of the question instead of the question (docs/product.md#rule-follow-ups). */
  followUpId?: string;
  /** The save is part of Submit: the server asks no follow-up the applicant would never see. */
  submitting?: boolean;
}

/** A saved answer as the cached interview keeps it: a follow-up just asked joins its follow-ups. */
function cachedAnswer({ followUp, ...answer }: Answer): Answer {
  return followUp ? { ...answer, followUps: [...(answer.followUps ?? []), followUp] } : answer;
}

/** Longest wait between two tries of a save, ms. */
const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Saves an answer version (`POST /api/session/SaveAnswer`) with an `Idempotency-Key`, so a retry never adds
 * a second version. A network failure is retried with exponential backoff (1 s … 30 s) and, while the
 * browser is offline, TanStack Query pauses the save and resumes it when `online` fires. The saved answer
 * replaces the question's answer in the cached interview, with a follow-up just asked among its follow-ups. `onSuccess`/`onError` here run for every save,
 * not only the latest one, which matters when the applicant moves on while an earlier save still runs.
 */
export function useSaveAnswer(
  sessionId: string,
  token: string,
  handlers: {
    onSuccess: (answer: Answer, variables: SaveAnswerVariables) => void;
    onError: (error: ApiError, variables: SaveAnswerVariables) => void;
  },
) {
  const queryClient = useQueryClient();
  // A save keeps the options it started with; the ref lets a late answer reach the current page state.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  return useMutation<Answer, ApiError, SaveAnswerVariables>({
    mutationKey: applicantSessionKeys.save(sessionId),
    mutationFn: ({ questionId, response, idempotencyKey, signals, followUpId, submitting }) =>
      apiCall(
        'saveAnswer',
        {
          body: {
            sessionId,
            questionId,
            response,
            ...(signals ? { signals } : {}),
            ...(followUpId ? { followUpId } : {}),
            ...(submitting ? { submitting: true as const } : {}),
          },
        },
        { headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': idempotencyKey } },
      ),
    retry: (_count, error) => isNetworkError(error),
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
    onSuccess: (answer, variables) => {
      queryClient.setQueryData<ApplicantSession>(applicantSessionKeys.session(sessionId), (current) =>
        current
          ? {
              ...current,
              answers: [
                ...current.answers.filter((a) => a.questionId !== answer.questionId),
                cachedAnswer(answer),
              ],
            }
          : current,
      );
      latest.current.onSuccess(answer, variables);
    },
    onError: (error, variables) => latest.current.onError(error, variables),
  });
}

/** Submits the interview (`POST /api/session/{id}/finish`); the intro is then marked submitted. */
export function useSubmitSession(sessionId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, void>({
    mutationFn: () => apiCall('submitSession', { params: { id: sessionId } }, bearer(token)),
    onSuccess: () => {
      queryClient.setQueryData<SessionIntro>(applicantSessionKeys.intro(sessionId), (intro) =>
        intro ? { ...intro, submitted: true } : intro,
      );
    },
  });
}

/**
 * When the shown question was first opened, the time its limit runs from
 * (docs/decisions/0134-question-time-from-first-opening.md): `POST /api/session/{id}/questions/{questionId}/open`
 * as the question is shown, once per question (the server keeps the first time, so a repeat changes
 * nothing); the time the session already holds is used without a call. Undefined for a session without a
 * per-question limit, or until the server has answered.
 */
export function useQuestionOpening(
  sessionId: string,
  token: string,
  session: Pick<ApplicantSession, 'timing'>,
  questionId: string,
): string | undefined {
  const timed = session.timing?.limits.perQuestionSeconds !== undefined;
  const known = session.timing?.questionOpenedAt?.[questionId];
  const opened = useQuery({
    queryKey: ['applicant-session', sessionId, 'opened', questionId] as const,
    queryFn: () =>
      apiCall('openQuestion', { params: { id: sessionId, questionId } }, bearer(token)).then(
        (o) => o.openedAt,
      ),
    enabled: timed && !known,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: (count, error) => isNetworkError(error) && count < 2,
  });
  return known ?? opened.data;
}

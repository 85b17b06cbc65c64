import { useMutationState } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { IntegritySignals } from '../../../../shared/schemas/integrity-signals';
import type { Answer, ApplicantSession } from '../../../../shared/schemas/session';
import { latestAnswers } from '../../../../shared/session-rules';
import { applicantSessionKeys, type SaveAnswerVariables, useSaveAnswer } from '../../api/applicant-session';
import type { ApiError } from '../../api/client';
import { useDrafts } from './use-drafts';

/** A save still on its way: its text, and whether it is waiting for the network. */
interface PendingSave {
  questionId: string;
  response: string;
  waiting: boolean;
}

/** A fresh key per draft save; kept with the save so its retries are recognised as the same request. */
function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The answer state of an interview (docs/product.md#rule-question-navigation): saved answers (latest
 * version per question), local drafts, edit mode and saves in flight.
 * @param on - `saved` after each saved answer, `failed` for a save the server refused, with the question
 *   it saved (not a network failure: those are retried until the connection is back).
 */
export function useSessionAnswers(
  sessionId: string,
  token: string,
  session: ApplicantSession,
  on: {
    saved: (answer: Answer) => void;
    failed: (error: ApiError, questionId: string) => void;
    /** How a question's answer was written, taken as it is saved (docs/product.md#integrity-signals). */
    signals?: (questionId: string) => IntegritySignals | undefined;
  },
) {
  const questionIds = useMemo(() => session.questions.map((q) => q.id), [session.questions]);
  const { drafts, setDraft, clearDraft, flush } = useDrafts(sessionId, questionIds);
  const latest = useMemo(() => latestAnswers(session.answers), [session.answers]);
  // A draft that differs from a saved answer (typed before a reload) reopens that answer for editing.
  const [editing, setEditing] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        questionIds.filter(
          (id) => drafts[id] !== undefined && latest.has(id) && drafts[id] !== latest.get(id)?.text,
        ),
      ),
  );
  const draftsRef = useRef(drafts);
  useEffect(() => {
    draftsRef.current = drafts;
  });
  const inFlight = useRef(new Set<Promise<unknown>>());
  const signalsOf = useRef(on.signals);
  useEffect(() => {
    signalsOf.current = on.signals;
  });

  const setEdit = useCallback((questionId: string, on: boolean) => {
    setEditing((current) => {
      const next = new Set(current);
      if (on) next.add(questionId);
      else next.delete(questionId);
      return next;
    });
  }, []);

  const save = useSaveAnswer(sessionId, token, {
    onSuccess: (answer, variables: SaveAnswerVariables) => {
      const draft = draftsRef.current[variables.questionId];
      if (draft === undefined || draft === variables.response) clearDraft(variables.questionId);
      on.saved(answer);
    },
    onError: (error, variables) => {
      // The draft is still on the device: show it again for the applicant to fix or retry.
      if (!variables.followUpId) setEdit(variables.questionId, true);
      on.failed(error, variables.questionId);
    },
  });

  // Saves of a follow-up's answer are shown by the follow-up, not as the question's answer.
  const pendingAll = useMutationState<PendingSave & { followUp: boolean }>({
    filters: { mutationKey: applicantSessionKeys.save(sessionId), status: 'pending' },
    select: (m) => {
      const v = m.state.variables as SaveAnswerVariables;
      return {
        questionId: v.questionId,
        response: v.response,
        waiting: m.state.isPaused || m.state.failureCount > 0,
        followUp: Boolean(v.followUpId),
      };
    },
  });
  const pendingList = useMemo(() => pendingAll.filter((p) => !p.followUp), [pendingAll]);
  const pending = useMemo(() => new Map(pendingList.map((p) => [p.questionId, p])), [pendingList]);

  /**
   * True when moving forward must save this question's draft first
   * (docs/product.md#rule-question-navigation).
   */
  const needsSave = useCallback(
    (questionId: string) => {
      const draft = drafts[questionId];
      const saved = latest.get(questionId);
      if (!draft?.trim() || pending.has(questionId)) return false;
      return (!saved || editing.has(questionId)) && draft !== saved?.text;
    },
    [drafts, latest, editing, pending],
  );

  /**
   * Saves the question's draft when it needs it; the promise settles when the save does. `submitting`:
   * the save is part of Submit, so no follow-up is asked.
   */
  const saveIfNeeded = useCallback(
    (questionId: string, submitting?: boolean): Promise<unknown> => {
      if (!needsSave(questionId)) {
        if (editing.has(questionId) && !pending.has(questionId)) setEdit(questionId, false);
        return Promise.resolve();
      }
      flush();
      const promise = save.mutateAsync({
        questionId,
        response: drafts[questionId] ?? '',
        idempotencyKey: newIdempotencyKey(),
        signals: signalsOf.current?.(questionId),
        ...(submitting ? { submitting } : {}),
      });
      setEdit(questionId, false);
      // Handled here so a failure Next does not wait for is not an unhandled rejection; saveAll awaits it.
      inFlight.current.add(promise);
      promise.catch(() => undefined).finally(() => inFlight.current.delete(promise));
      return promise;
    },
    [needsSave, editing, pending, save, drafts, setEdit, flush],
  );

  /**
   * Saves every draft that needs it, as part of submitting, and waits for all saves in flight; rejects
   * when one fails.
   */
  const saveAll = useCallback(async () => {
    const started = questionIds.map((id) => saveIfNeeded(id, true));
    await Promise.all([...started, ...inFlight.current]);
  }, [questionIds, saveIfNeeded]);

  /** Turns edit mode on with the saved text as the draft. */
  const startEdit = useCallback(
    (questionId: string) => {
      setDraft(questionId, drafts[questionId] ?? latest.get(questionId)?.text ?? '');
      setEdit(questionId, true);
    },
    [drafts, latest, setDraft, setEdit],
  );

  const answered = questionIds.filter((id) => latest.get(id)?.text.trim() || pending.has(id)).length;
  // What Submit will send: saved answers, saves in flight and the drafts it saves first.
  const answeredOnSubmit = questionIds.filter(
    (id) => latest.get(id)?.text.trim() || pending.has(id) || needsSave(id),
  ).length;

  return {
    drafts,
    setDraft,
    latest,
    editing,
    pending,
    waitingForNetwork: pendingList.some((p) => p.waiting),
    needsSave,
    saveIfNeeded,
    saveAll,
    startEdit,
    /** Saves the applicant's answer to a follow-up; the promise settles with the saved answer. */
    saveFollowUp: useCallback(
      (questionId: string, followUpId: string, response: string) =>
        save.mutateAsync({ questionId, followUpId, response, idempotencyKey: newIdempotencyKey() }),
      [save],
    ),
    answered,
    answeredOnSubmit,
  };
}

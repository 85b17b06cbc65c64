import { useEffect, useState } from 'react';
import type { Language } from '../../../../shared/interview-options';
import type { GenerationProgress } from '../../../../shared/schemas/interview-template';
import type { SessionWithCode } from '../../../../shared/schemas/session';
import { useInterviewTemplate } from '../../api/interview-templates';
import { useAddSession, useGenerateForApplicant } from '../../api/sessions';
import { PROCESS_ERROR_DETAIL, useNotify } from '../notifications';

/** What {@link useCustomSession} returns. */
export interface CustomSession {
  /** Starts the template; its session is added once it is ready. */
  start(input: { numberOfQuestions: number; language: Language; dueInDays?: number }): void;
  /** True from the request until the session is added (or generation failed). */
  busy: boolean;
  /** Questions written so far, while the template is being generated. */
  progress?: GenerationProgress;
}

/**
 * "Create Custom Interview Template" on an applicant (docs/product.md#screen-applicant-profile): starts the
 * template written for the applicant (`POST /api/interviews/GenerateCustomForApplicant`, 202), follows it
 * while the generation worker writes it (the template query polls while it is `generating`), then adds
 * the applicant's session of it (`AddSession`) and hands it to `onCreated`. A failed generation says so;
 * the template stays in the list with its Retry.
 */
export function useCustomSession(
  applicantId: string,
  onCreated: (session: SessionWithCode) => void,
): CustomSession {
  const generate = useGenerateForApplicant();
  const addSession = useAddSession(applicantId);
  const notify = useNotify();
  const [pending, setPending] = useState<{ id: string; dueInDays?: number } | null>(null);
  const template = useInterviewTemplate(pending?.id);
  const current = template.data?.id === pending?.id ? template.data : undefined;
  const { mutate: add } = addSession;

  useEffect(() => {
    if (!pending || !current || current.status === 'generating') return;
    setPending(null);
    if (current.status === 'failed') {
      notify.error('The questions could not be written', current.failure ?? PROCESS_ERROR_DETAIL);
      return;
    }
    add(
      { interviewId: pending.id, ...(pending.dueInDays ? { dueInDays: pending.dueInDays } : {}) },
      { onSuccess: onCreated, onError: (error) => notify.apiError(error, PROCESS_ERROR_DETAIL) },
    );
  }, [pending, current, add, notify, onCreated]);

  return {
    start: ({ dueInDays, ...input }) =>
      generate.mutate(
        { applicantId, ...input },
        {
          onSuccess: ({ id }) => setPending({ id, ...(dueInDays ? { dueInDays } : {}) }),
          onError: (error) => notify.apiError(error, PROCESS_ERROR_DETAIL),
        },
      ),
    busy: generate.isPending || pending !== null || addSession.isPending,
    ...(current?.status === 'generating' ? { progress: current.progress } : {}),
  };
}

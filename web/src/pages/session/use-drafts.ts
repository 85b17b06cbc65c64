import { useCallback, useEffect, useRef, useState } from 'react';

/** Wait after the last keystroke before a draft is written to localStorage, ms. */
const DRAFT_WRITE_DELAY_MS = 300;

const draftKey = (sessionId: string, questionId: string) => `session-draft:${sessionId}:${questionId}`;

function storeDraft(sessionId: string, questionId: string, text: string | undefined): void {
  try {
    if (text === undefined) localStorage.removeItem(draftKey(sessionId, questionId));
    else localStorage.setItem(draftKey(sessionId, questionId), text);
  } catch {
    // Storage full or blocked: the draft still lives in memory until the page closes.
  }
}

/** The draft of one question kept on this device, or undefined. */
export function readDraft(sessionId: string, questionId: string): string | undefined {
  try {
    return localStorage.getItem(draftKey(sessionId, questionId)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The applicant's unsaved answers by question id, and how to change them. */
export interface Drafts {
  drafts: Record<string, string>;
  /** Sets a draft at once in memory; localStorage follows after a short pause in typing. */
  setDraft(questionId: string, text: string): void;
  /** Forgets a draft once its text is saved on the server. */
  clearDraft(questionId: string): void;
  /** Writes drafts still waiting for the typing pause now (before a save that may be lost). */
  flush(): void;
}

/**
 * Drafts of a session's answers, kept in localStorage per session and question
 * (docs/product.md#rule-question-navigation), so a reload, a closed tab or an expired token never loses
 * typing. Writes are debounced and flushed when the page hides or the component unmounts.
 * @param questionIds - read once, on mount.
 */
export function useDrafts(sessionId: string, questionIds: readonly string[]): Drafts {
  // Read once: the hook is mounted after the questions have loaded, and the ids never change.
  const [drafts, setDrafts] = useState<Record<string, string>>(() => {
    const loaded: Record<string, string> = {};
    for (const id of questionIds) {
      const text = readDraft(sessionId, id);
      if (text !== undefined) loaded[id] = text;
    }
    return loaded;
  });
  const pending = useRef(new Map<string, string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    for (const [id, text] of pending.current) storeDraft(sessionId, id, text);
    pending.current.clear();
  }, [sessionId]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const setDraft = useCallback(
    (questionId: string, text: string) => {
      setDrafts((current) => ({ ...current, [questionId]: text }));
      pending.current.set(questionId, text);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
    },
    [flush],
  );

  const clearDraft = useCallback(
    (questionId: string) => {
      setDrafts(({ [questionId]: _removed, ...rest }) => rest);
      pending.current.delete(questionId);
      storeDraft(sessionId, questionId, undefined);
    },
    [sessionId],
  );

  return { drafts, setDraft, clearDraft, flush };
}

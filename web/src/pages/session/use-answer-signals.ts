import { type ClipboardEvent, type KeyboardEvent, useCallback, useEffect, useRef } from 'react';
import type { IntegritySignals } from '../../../../shared/schemas/integrity-signals';
import { SignalsRecorder } from './signals-recorder';

const now = () => performance.now();

/**
 * The integrity signals of the interview's answers (docs/product.md#integrity-signals): one
 * {@link SignalsRecorder} per question, started when the question is first shown in the answer box, fed
 * by the box's paste, key and change events (and by {@link useAbsenceRecord}), and taken (then forgotten)
 * when the answer is saved, so each saved version carries how that version was written.
 */
export function useAnswerSignals() {
  const recorders = useRef(new Map<string, SignalsRecorder>());
  const recorder = useCallback((questionId: string) => {
    let found = recorders.current.get(questionId);
    if (!found) {
      found = new SignalsRecorder(now());
      recorders.current.set(questionId, found);
    }
    return found;
  }, []);

  return {
    recorder,
    /** Handlers for an element around a question's answer box (paste and key events bubble to it). */
    boxEvents: (questionId: string) => ({
      onPaste: (event: ClipboardEvent) =>
        recorder(questionId).paste(now(), event.clipboardData.getData('text').length),
      onKeyDown: (event: KeyboardEvent) => recorder(questionId).keyDown(now(), event),
    }),
    /** A question's answer changed from `before` to `after`. */
    changed: useCallback(
      (questionId: string, before: string, after: string) =>
        recorder(questionId).change(now(), before.length, after.length),
      [recorder],
    ),
    /** The signals of a question's answer as it is saved; the next version starts afresh. */
    take: useCallback((questionId: string): IntegritySignals | undefined => {
      const found = recorders.current.get(questionId);
      recorders.current.delete(questionId);
      return found?.snapshot(now());
    }, []),
  };
}

/**
 * Records, for the question whose answer box is open, each time the page is hidden or the window loses
 * focus and for how long. Starts that question's recorder when it is shown, so "after the question
 * appeared" counts from here.
 * @param questionId - the question whose answer box is open; undefined while none is.
 */
export function useAbsenceRecord(
  recorder: (questionId: string) => SignalsRecorder,
  questionId: string | undefined,
): void {
  useEffect(() => {
    if (!questionId) return;
    const shown = recorder(questionId);
    const leave = () => shown.leave(now());
    const back = () => shown.back(now());
    const visibility = () => (document.visibilityState === 'hidden' ? leave() : back());
    window.addEventListener('blur', leave);
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [questionId, recorder]);
}

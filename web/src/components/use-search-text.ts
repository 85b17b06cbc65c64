import { useEffect, useRef, useState } from 'react';

/** Quiet time after the last keystroke before a search goes to the server, ms. */
export const SEARCH_DELAY_MS = 300;

/**
 * Search text as typed (`text`, for the input) and as sent (`q`, trimmed, {@link SEARCH_DELAY_MS} after the
 * last keystroke), so typing a word sends one request rather than one per letter. `clear()` empties both
 * at once.
 */
export function useSearchText() {
  const [text, setTextNow] = useState('');
  const [q, setQ] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setText = (next: string) => {
    setTextNow(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setQ(next.trim()), SEARCH_DELAY_MS);
  };
  const clear = () => {
    clearTimeout(timer.current);
    setTextNow('');
    setQ('');
  };
  /** True while the typed text has not been sent yet. */
  const waiting = text.trim() !== q;
  return { text, q, setText, clear, waiting };
}

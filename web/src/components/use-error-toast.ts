import { useEffect, useRef } from 'react';
import { useNotify } from './notifications';

/**
 * Shows one "System error" toast per failed load (docs/product.md#messages-errors), then runs `after` (e.g.
 * leave the page). Remembers the error it reported, so re-renders, a new `after` and StrictMode's double
 * effects add no toasts.
 * @param error - the query's error; nothing happens while it is null or undefined.
 * @param detail - the toast's detail text.
 */
export function useErrorToast(error: unknown, detail: string, after?: () => void): void {
  const notify = useNotify();
  const reported = useRef<unknown>(undefined);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    notify.apiError(error, detail);
    after?.();
  }, [error, detail, notify, after]);
}

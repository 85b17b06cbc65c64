import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ApiError } from '../api/api-error';

/** How long a toast stays before it closes itself (docs/product.md#constants). */
export const TOAST_LIFE_MS = 3000;
/** Summary of every error toast (docs/product.md#messages-errors). */
export const SYSTEM_ERROR_SUMMARY = 'System error';
/** Detail of a failed save or load (docs/product.md#messages-errors). */
export const PROCESS_ERROR_DETAIL = 'We could not process your request. Please try again';

/** Shows toasts; from {@link useNotify}. */
export interface Notify {
  success(summary: string, detail?: string): void;
  error(summary: string, detail?: string): void;
  /**
   * Error toast for a failed call: summary "System error"; detail is `fallbackDetail`, except for a
   * network failure, whose own message says what to do. A 401 shows nothing: sign-out already happens.
   */
  apiError(error: unknown, fallbackDetail?: string): void;
}

const NotifyContext = createContext<Notify | undefined>(undefined);

/**
 * The toasts as plain HTML, for when the Flashbar's chunk cannot be loaded (typically offline, when the
 * toast says the server cannot be reached): the message still shows, and the app keeps running.
 */
function PlainToasts({ items }: { items: readonly FlashbarProps.MessageDefinition[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li
          key={item.id}
          role={item.type === 'error' ? 'alert' : 'status'}
          style={{
            marginBottom: '8px',
            padding: '8px 16px',
            borderRadius: '12px',
            background: item.type === 'error' ? '#db0000' : '#00802f',
            color: '#ffffff',
          }}
        >
          <strong>{item.header}</strong> {item.content}{' '}
          <button type="button" onClick={() => item.onDismiss?.(new CustomEvent('dismiss'))}>
            {item.dismissLabel}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Cloudscape's Flashbar, loaded with the first toast: the provider wraps every page, and the public pages
 * show their first paint without Cloudscape (docs/decisions/0072-public-pages-without-the-manager-app.md).
 */
const Flashbar = lazy(() =>
  import('@cloudscape-design/components/flashbar').catch(() => ({ default: PlainToasts })),
);

/**
 * Keeps the toasts and renders them as a Cloudscape Flashbar fixed top-right, 25rem wide
 * (docs/product.md#constants), loaded with the first toast. Each toast closes after {@link TOAST_LIFE_MS} or when the user dismisses it.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<FlashbarProps.MessageDefinition[]>([]);
  // Mounted from the first toast on, so later toasts animate in and out as usual.
  const [shown, setShown] = useState(false);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const push = useCallback((type: 'success' | 'error', summary: string, detail?: string) => {
    const id = `toast-${nextId.current++}`;
    const dismiss = () => setItems((current) => current.filter((item) => item.id !== id));
    setShown(true);
    setItems((current) => [
      ...current,
      {
        id,
        type,
        header: summary,
        content: detail,
        dismissible: true,
        dismissLabel: 'Close',
        onDismiss: dismiss,
      },
    ]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      dismiss();
    }, TOAST_LIFE_MS);
    timers.current.add(timer);
  }, []);

  const notify = useMemo<Notify>(
    () => ({
      success: (summary, detail) => push('success', summary, detail),
      error: (summary, detail) => push('error', summary, detail),
      apiError: (error, fallbackDetail = PROCESS_ERROR_DETAIL) => {
        if (error instanceof ApiError && error.status === 401) return;
        const detail = error instanceof ApiError && error.status === 0 ? error.message : fallbackDetail;
        push('error', SYSTEM_ERROR_SUMMARY, detail);
      },
    }),
    [push],
  );

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <div
        data-testid="notifications"
        style={{
          position: 'fixed',
          top: '1rem',
          right: '1rem',
          width: '25rem',
          maxWidth: 'calc(100vw - 2rem)',
          zIndex: 2000,
        }}
      >
        {shown && (
          <Suspense fallback={null}>
            <Flashbar items={items} />
          </Suspense>
        )}
      </div>
    </NotifyContext.Provider>
  );
}

/**
 * Toast actions. Must be used under {@link NotificationsProvider}.
 * @throws Error when used outside the provider.
 */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside NotificationsProvider');
  return notify;
}

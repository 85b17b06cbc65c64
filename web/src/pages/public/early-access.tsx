import { createContext, lazy, useContext } from 'react';

/** The opener of the one early-access dialog, provided by `PublicLayout`. */
export const EarlyAccessContext = createContext<(() => void) | undefined>(undefined);

/** The early-access dialog (Cloudscape's Modal and form fields), loaded when it is first wanted. */
const loadEarlyAccessModal = () => import('./early-access-modal');
export const EarlyAccessModal = lazy(() =>
  loadEarlyAccessModal().then((m) => ({ default: m.EarlyAccessModal })),
);

/**
 * Starts loading the early-access dialog before it is opened (a pointer over, or focus on, a button that
 * opens it), so it shows without a wait.
 */
export function preloadEarlyAccess(): void {
  void loadEarlyAccessModal().catch(() => undefined);
}

/**
 * "Request early access": calls `onOpen` on click, and loads the dialog ahead on pointer-over or focus
 * ({@link preloadEarlyAccess}).
 */
export function EarlyAccessButton({ className, onOpen }: { className: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      className={className}
      onClick={onOpen}
      onPointerEnter={preloadEarlyAccess}
      onFocus={preloadEarlyAccess}
    >
      Request early access
    </button>
  );
}

/**
 * Opens the early-access dialog from anywhere inside {@link PublicLayout} (top bar, hero, call to action).
 * @throws Error outside PublicLayout, a wiring bug worth failing loudly on.
 */
export function useOpenEarlyAccess(): () => void {
  const open = useContext(EarlyAccessContext);
  if (!open) throw new Error('useOpenEarlyAccess must be used inside PublicLayout');
  return open;
}

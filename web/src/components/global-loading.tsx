import Spinner from '@cloudscape-design/components/spinner';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';

/**
 * A small spinner at the top of the page while any request runs (spec section 2, "Global"). Unlike the
 * original modal overlay it lets clicks and typing through, so a slow request never blocks the form.
 */
export function GlobalLoading() {
  const busy = useIsFetching() + useIsMutating() > 0;
  if (!busy) return null;
  return (
    <div
      data-testid="global-loading"
      role="status"
      aria-label="Loading"
      style={{
        position: 'fixed',
        top: '0.5rem',
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 2001,
        pointerEvents: 'none',
      }}
    >
      <Spinner size="large" />
    </div>
  );
}

import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import './navigation-progress.css';

let label = 'Loading';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Words the badge in `text` while the calling component is shown: the applicant's pages pass their
 * interview language's word (catalog key `page.busy`), so the badge does not speak English on a page in
 * Spanish or Arabic; `undefined` (the catalog not loaded yet) keeps the English word. The badge keeps no
 * i18next of its own: it is on every page, public ones included.
 */
export function useLoadingLabel(text: string | undefined) {
  useEffect(() => {
    if (text === undefined) return;
    const before = label;
    label = text;
    listeners.forEach((l) => l());
    return () => {
      label = before;
      listeners.forEach((l) => l());
    };
  }, [text]);
}

/**
 * A small "Loading" badge at the top of the page while any request runs (docs/product.md#screen-loading). It
 * sits on a light pill so it reads on the dark top navigation too, and it lets clicks and typing
 * through, so a slow request never blocks the form. Plain HTML, as it is mounted on every page, public
 * ones included (docs/decisions/0072-public-pages-without-the-manager-app.md).
 */
export function GlobalLoading() {
  const busy = useIsFetching() + useIsMutating() > 0;
  const text = useSyncExternalStore(subscribe, () => label);
  if (!busy) return null;
  return (
    <div
      data-testid="global-loading"
      role="status"
      style={{
        position: 'fixed',
        top: '0.5rem',
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 2001,
        pointerEvents: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: '6px',
        padding: '2px 10px',
        borderRadius: '12px',
        background: '#ffffff',
        color: '#0f141a',
        boxShadow: '0 1px 4px rgba(0, 0, 0, 0.35)',
        // Cloudscape's base font: the badge is outside every component, so it would get the browser's serif.
        fontFamily: "'Open Sans', 'Helvetica Neue', Roboto, Arial, sans-serif",
        fontSize: '12px',
        lineHeight: '16px',
      }}
    >
      <span className="hiring-spinner" />
      <span>{text}</span>
    </div>
  );
}

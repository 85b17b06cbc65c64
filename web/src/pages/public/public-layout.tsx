import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { EarlyAccessModal } from './early-access-modal';
import { PublicFooter } from './public-footer';
import { PublicTopBar } from './public-top-bar';

const EarlyAccessContext = createContext<(() => void) | undefined>(undefined);

/**
 * Opens the early-access dialog from anywhere inside {@link PublicLayout} (top bar, hero, call to action).
 * @throws Error outside PublicLayout, a wiring bug worth failing loudly on.
 */
export function useOpenEarlyAccess(): () => void {
  const open = useContext(EarlyAccessContext);
  if (!open) throw new Error('useOpenEarlyAccess must be used inside PublicLayout');
  return open;
}

/**
 * Frame of every public page (no dashboard layout): the public top bar, the page, the footer and the one
 * early-access dialog they share. Content is centred and at most 1200 px wide; below that it fills the
 * screen, so the pages read at 375 px without sideways scrolling.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const [earlyAccessOpen, setEarlyAccessOpen] = useState(false);
  const open = useCallback(() => setEarlyAccessOpen(true), []);
  const close = useCallback(() => setEarlyAccessOpen(false), []);
  return (
    <EarlyAccessContext.Provider value={open}>
      <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <PublicTopBar onRequestEarlyAccess={open} />
        <main style={{ flex: 1 }}>{children}</main>
        <PublicFooter />
      </div>
      <EarlyAccessModal visible={earlyAccessOpen} onClose={close} />
    </EarlyAccessContext.Provider>
  );
}

/** A centred column for page content: full width on phones, at most `maxWidth` px (default 1200) on desktops. */
export function PageColumn({ children, maxWidth = 1200 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <div style={{ maxWidth, margin: '0 auto', padding: '0 16px', boxSizing: 'border-box' }}>{children}</div>
  );
}

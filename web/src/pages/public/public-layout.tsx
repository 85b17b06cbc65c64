import { Suspense, useCallback, useState, type CSSProperties, type ReactNode } from 'react';
import { EarlyAccessContext, EarlyAccessModal } from './early-access';
import { PublicFooter } from './public-footer';
import { PublicTopBar } from './public-top-bar';
import './public.css';

export { EarlyAccessButton, preloadEarlyAccess, useOpenEarlyAccess } from './early-access';

/**
 * Frame of every public page (no dashboard layout): the public top bar, the page, the footer and the one
 * early-access dialog they share. Plain HTML and CSS (`public.css`) in Cloudscape's look: the frame and
 * the landing page paint without any Cloudscape chunk; the dialog's chunk loads when it is first opened
 * (docs/decisions/0072-public-pages-without-the-manager-app.md). Content is centred and at most 1200 px
 * wide; below that it fills the screen, so the pages read at 375 px without sideways scrolling.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const [earlyAccessOpen, setEarlyAccessOpen] = useState(false);
  // The dialog stays mounted once opened, so it can animate out when closed.
  const [earlyAccessWanted, setEarlyAccessWanted] = useState(false);
  const open = useCallback(() => {
    setEarlyAccessWanted(true);
    setEarlyAccessOpen(true);
  }, []);
  const close = useCallback(() => setEarlyAccessOpen(false), []);
  return (
    <EarlyAccessContext.Provider value={open}>
      <div className="public-page">
        <PublicTopBar onRequestEarlyAccess={open} />
        <main>{children}</main>
        <PublicFooter />
      </div>
      {earlyAccessWanted && (
        <Suspense fallback={null}>
          <EarlyAccessModal visible={earlyAccessOpen} onClose={close} />
        </Suspense>
      )}
    </EarlyAccessContext.Provider>
  );
}

/** A centred column for page content: full width on phones, at most `maxWidth` px (default 1200) on desktops. */
export function PageColumn({ children, maxWidth = 1200 }: { children: ReactNode; maxWidth?: number }) {
  const style: CSSProperties = { maxWidth };
  return (
    <div className="public-column" style={style}>
      {children}
    </div>
  );
}

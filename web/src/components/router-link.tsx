import Link, { type LinkProps } from '@cloudscape-design/components/link';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** The `detail` of Cloudscape's follow events (Link, Button with href, SideNavigation, BreadcrumbGroup). */
interface FollowDetail {
  href?: string;
  external?: boolean;
}

/**
 * Handler for Cloudscape `onFollow` events that navigates inside the SPA instead of reloading the page.
 * Cloudscape only fires it for a plain left click, so ctrl/middle click still opens a new tab.
 */
export function useFollow(): (event: CustomEvent<FollowDetail>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: CustomEvent<FollowDetail>) => {
      const { href, external } = event.detail;
      if (!href || external) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}

/** A Cloudscape Link to a route of this app (a real `href`, client-side navigation). */
export function RouterLink({ to, ...props }: Omit<LinkProps, 'href' | 'onFollow'> & { to: string }) {
  const follow = useFollow();
  return <Link {...props} href={to} onFollow={follow} />;
}

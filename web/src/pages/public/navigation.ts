import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Ids of the landing page's sections, the targets of the top bar's anchors (docs/product.md#screen-landing).
 */
export const LANDING_SECTIONS = {
  features: 'key-features',
  pricing: 'pricing',
  contact: 'contact-us',
} as const;

/** The `onFollow` event of Cloudscape links and buttons: the target and a way to stop the browser's own navigation. */
export interface FollowEvent {
  detail: { href?: string };
  preventDefault(): void;
}

/** Name shown in the top bar, footer and legal pages. */
export const PRODUCT_NAME = 'Hiring Platform';

/**
 * Scrolls smoothly to the element with `id` when it is on this page.
 * @returns false when there is no such element (the caller then navigates to the landing page).
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  return true;
}

/**
 * An `onFollow` handler for Cloudscape links and buttons with an `href`: navigates inside the SPA
 * (no full page load) unless the user asked for a new tab, which Cloudscape leaves to the browser.
 */
export function useRouterFollow(): (event: FollowEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event) => {
      const href = event.detail.href;
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}

/**
 * Follows an anchor of the landing page: a smooth scroll when the section is on this page, otherwise
 * navigation to `/landing#<id>` (the landing page scrolls there once it renders).
 */
export function useSectionFollow(): (id: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (id: string) => {
      if (!scrollToSection(id)) void navigate(`/landing#${id}`);
    },
    [navigate],
  );
}

/**
 * True for a plain left click, the one the app handles itself; a click with another button or a modifier
 * key (new tab or window) is left to the browser.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

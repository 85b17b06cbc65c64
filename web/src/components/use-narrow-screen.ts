import { useSyncExternalStore } from 'react';

/**
 * Widest viewport that counts as narrow, px: below Cloudscape's "s" breakpoint (688 px), where a table
 * of five or more columns needs sideways scrolling.
 */
export const NARROW_MAX_WIDTH_PX = 687;

const QUERY = `(max-width: ${NARROW_MAX_WIDTH_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True on a phone-sized viewport (≤ {@link NARROW_MAX_WIDTH_PX}); follows rotation and resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

import type { ReactElement } from 'react';

/**
 * The few Cloudscape icons the public pages show, as inline SVG (the same 16 × 16 drawings as
 * `@cloudscape-design/components/icon`), so the landing page needs no Cloudscape chunk to draw them.
 */
const PATHS = {
  'gen-ai': (
    <>
      <path d="M6.15 10.365 8 15.005l1.86-4.64 4.64-1.86-4.64-1.85L8 2.005l-1.85 4.65-4.65 1.85 4.65 1.86Z" />
      <path
        className="filled no-stroke"
        d="M2.38 4.915c.02.05.07.08.12.08.05 0 .12-.08.12-.08l.66-1.64 1.64-.66a.13.13 0 0 0 .08-.12c0-.05-.08-.12-.08-.12l-1.64-.66-.66-1.64c-.04-.1-.2-.1-.24 0l-.66 1.64-1.64.66a.13.13 0 0 0-.08.12c0 .05.08.12.08.12l1.64.66.66 1.64Z"
      />
    </>
  ),
  'status-positive': (
    <>
      <circle cx="8" cy="8" r="7" />
      <path d="M4.5 7.5 7 10l4-5" />
    </>
  ),
  'edit-gen-ai': (
    <>
      <path d="m5.19 12.275-4.19.7" strokeLinecap="round" />
      <path d="m1 12.975.7-4.19" strokeLinecap="round" />
      <path d="m1.7 8.785 7.2-7.2c.78-.78 2.05-.78 2.83 0l.66.66c.78.78.78 2.05 0 2.83l-1.865 1.85" />
      <path d="m10.99 5.975-3-3" strokeLinecap="round" />
      <path
        className="filled no-stroke"
        d="m13.888 12.329-2.296-.921-.924-2.303c-.056-.14-.28-.14-.336 0l-.924 2.303-2.296.921S7 12.427 7 12.496c0 .07.042.14.112.168l.07.028 2.226.893.924 2.303s.098.112.168.112.14-.042.168-.112l.924-2.303 2.296-.921s.112-.098.112-.168-.042-.14-.112-.167Z"
      />
    </>
  ),
  globe: (
    <>
      <circle cx="8" cy="8" r="7" />
      <ellipse cx="8" cy="8" rx="3" ry="7" />
      <path d="M1 8h14" />
    </>
  ),
  file: (
    <>
      <path d="M13 15H3V1h6l4 4v10Z" />
      <path d="M8 1v5h5" />
    </>
  ),
  'lock-private': (
    <>
      <path d="M12 7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Z" />
      <path d="M5 7V4c0-1.65 1.35-3 3-3s3 1.35 3 3v3" />
    </>
  ),
  check: <path d="m1 9 4 4L15 2" />,
  menu: (
    <>
      <path d="M15 3H1" />
      <path d="M15 8H1" />
      <path d="M15 13H1" />
    </>
  ),
} satisfies Record<string, ReactElement>;

/** Name of a public-page icon (Cloudscape's name for the same drawing). */
export type PublicIconName = keyof typeof PATHS;

/**
 * A decorative icon (hidden from assistive technology), drawn in the current text colour.
 * @param size - `normal` 16 px, `medium` 20 px in the link colour (feature blocks).
 */
export function PublicIcon({ name, size = 'normal' }: { name: PublicIconName; size?: 'normal' | 'medium' }) {
  return (
    <svg
      viewBox="0 0 16 16"
      className={size === 'medium' ? 'public-icon public-icon-medium' : 'public-icon'}
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      {PATHS[name]}
    </svg>
  );
}

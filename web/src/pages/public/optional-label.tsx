import type { ReactNode } from 'react';

/** A form label with Cloudscape's "- optional" marker, so required fields need no asterisk. */
export function OptionalLabel({ children }: { children: ReactNode }) {
  return (
    <span>
      {children} <i>- optional</i>
    </span>
  );
}

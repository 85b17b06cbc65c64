import Badge from '@cloudscape-design/components/badge';
import type { SessionViewStatus } from '../../../../shared/session-rules';

/** What the manager sees instead of a stored access code: codes are kept hashed and shown only once. */
export const MASKED_ACCESS_CODE = '•••-•••-•••';

/** Shown for a date or value that does not exist yet. */
export const NONE = '—';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An ISO-8601 timestamp as a local date and time ("Jan 5, 2025, 3:04 PM"), or "—" when absent. */
export function formatDateTime(iso: string | undefined): string {
  if (!iso) return NONE;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NONE : dateTimeFormat.format(date);
}

/** An ISO-8601 timestamp as a local date ("Jan 5, 2025"), or "—" when absent. */
export function formatDate(iso: string | undefined): string {
  if (!iso) return NONE;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NONE : dateFormat.format(date);
}

/**
 * The profile's two-state tag (docs/product.md#screen-session-card): Open in green, Closed in grey once
 * submitted.
 */
export function OpenClosedBadge({ submitted }: { submitted: boolean }) {
  return (
    <span data-testid="session-open-badge">
      <Badge color={submitted ? 'grey' : 'green'}>{submitted ? 'Closed' : 'Open'}</Badge>
    </span>
  );
}

/** Label of each session status in lists and filters. */
export const SESSION_STATUS_LABELS: Record<SessionViewStatus, string> = {
  open: 'Open',
  expired: 'Expired',
  submitted: 'Submitted',
  scoring: 'Scoring',
  scored: 'Scored',
  scoring_failed: 'Scoring failed',
};

const STATUS_COLORS: Record<SessionViewStatus, 'green' | 'blue' | 'grey' | 'red'> = {
  open: 'green',
  expired: 'red',
  submitted: 'blue',
  scoring: 'blue',
  scored: 'grey',
  scoring_failed: 'red',
};

/** The tag of the sessions table: Open, Expired (past its deadline), Submitted, Scored, Scoring failed. */
export function SessionStatusBadge({ status }: { status: SessionViewStatus }) {
  return (
    <span data-testid="session-status-badge">
      <Badge color={STATUS_COLORS[status]}>{SESSION_STATUS_LABELS[status]}</Badge>
    </span>
  );
}

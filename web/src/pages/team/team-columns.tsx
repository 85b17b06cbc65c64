import Button from '@cloudscape-design/components/button';
import type { TableProps } from '@cloudscape-design/components/table';
import type { z } from 'zod';
import type { Invitation, ManagerSchema } from '../../../../shared/schemas/team';

/** A manager of the organization, as the team API lists them. */
export type Member = z.infer<typeof ManagerSchema>;

/** Dates as the manager's browser writes them (the API keeps ISO timestamps). */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** Role names as the page shows them. */
const ROLE_LABELS: Record<Member['role'], string> = {
  owner: 'Owner',
  member: 'Manager',
  auditor: 'Auditor',
};

/**
 * Columns of the members table; the Remove action appears only for an owner, and never on the owner's
 * own row (the API refuses self-removal).
 */
export function managerColumns(options: {
  canManage: boolean;
  currentUserId?: string;
  onRemove: (member: Member) => void;
}): TableProps.ColumnDefinition<Member>[] {
  const columns: TableProps.ColumnDefinition<Member>[] = [
    { id: 'name', header: 'Name', cell: (m) => m.name, sortingField: 'name', isRowHeader: true },
    { id: 'email', header: 'E-mail', cell: (m) => m.email, sortingField: 'email' },
    { id: 'role', header: 'Role', cell: (m) => ROLE_LABELS[m.role], sortingField: 'role' },
    { id: 'joined', header: 'Joined', cell: (m) => formatDate(m.createdAt), sortingField: 'createdAt' },
  ];
  if (!options.canManage) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      cell: (m) =>
        m.userId === options.currentUserId ? null : (
          <Button variant="inline-link" onClick={() => options.onRemove(m)} data-testid={`remove-${m.email}`}>
            Remove
          </Button>
        ),
    },
  ];
}

/** Columns of the pending invitations table; Cancel only for an owner. */
export function invitationColumns(options: {
  canManage: boolean;
  cancelling?: string;
  onCancel: (invitation: Invitation) => void;
}): TableProps.ColumnDefinition<Invitation>[] {
  const columns: TableProps.ColumnDefinition<Invitation>[] = [
    { id: 'email', header: 'E-mail', cell: (i) => i.email, isRowHeader: true },
    { id: 'invitedBy', header: 'Invited by', cell: (i) => i.invitedByName },
    { id: 'expires', header: 'Expires', cell: (i) => formatDate(i.expiresAt) },
  ];
  if (!options.canManage) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      cell: (i) => (
        <Button
          variant="inline-link"
          loading={options.cancelling === i.email}
          onClick={() => options.onCancel(i)}
          data-testid={`cancel-${i.email}`}
        >
          Cancel
        </Button>
      ),
    },
  ];
}

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '../../../../shared/schemas/audit';
import { useAuditLog } from '../../api/audit';
import { ApiError } from '../../api/client';
import { formatDateTime } from '../../components/sessions/session-format';

/** How each action reads in the log. */
const ACTION_LABEL: Record<AuditAction, string> = {
  'session.view': 'Viewed a session’s answers',
  'session.review': 'Reviewed an answer',
  'session.rescore': 'Re-scored an answer',
  'session.decision': 'Recorded a decision',
  'session.evaluation-mode': 'Changed a session’s evaluation',
  'session.accommodation': 'Extra time given',
  'session.feedback': 'Feedback report',
  'applicant.export': 'Exported an applicant’s data',
  'applicant.delete': 'Deleted an applicant',
  'candidates.export': 'Exported a candidate ranking',
  'template.create': 'Created a template',
  'template.edit': 'Edited a template',
  'template.delete': 'Deleted a template',
  'position.delete': 'Deleted a job position',
  'team.invite': 'Invited a manager',
  'team.cancel-invitation': 'Cancelled an invitation',
  'team.remove-member': 'Removed a manager',
  'settings.privacy': 'Changed privacy settings',
  'api-key.create': 'Created an API key',
  'api-key.revoke': 'Revoked an API key',
  'api-key.use': 'Called the API with a key',
  'webhook.create': 'Added a webhook',
  'webhook.delete': 'Removed a webhook',
  'webhook.rotate-secret': 'Rotated a webhook secret',
  'webhook.resend': 'Resent a webhook delivery',
  'ats.connection': 'Stored the Ashby API key',
  'report.adverse-impact': 'Viewed an adverse-impact report',
  'request.answer': 'Answered an applicant’s request',
  'team.auditor': 'Changed an auditor role',
  'session.decision-email': 'E-mailed a decision',
};

const ALL: SelectProps.Option = { value: 'all', label: 'All actions' };
const OPTIONS: SelectProps.Option[] = [
  ALL,
  ...AUDIT_ACTIONS.map((a) => ({ value: a, label: ACTION_LABEL[a] })),
];

/**
 * /audit: the organization's audit log for its owner, newest first, filtered by action, 50 at a time:
 * who viewed answers, reviewed, decided, exported, deleted, edited templates or changed the team.
 */
export default function AuditPage() {
  const [action, setAction] = useState<SelectProps.Option>(ALL);
  const log = useAuditLog(action.value === 'all' ? undefined : (action.value as AuditAction));
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  const forbidden = log.error instanceof ApiError && log.error.status === 403;
  return (
    <SpaceBetween size="l">
      {forbidden && <Alert type="info">Only the owner of the organization can read the audit log.</Alert>}
      <Table
        data-testid="audit-table"
        header={
          <Header
            variant="h1"
            description="Every view of answers, review, decision, export, deletion, template edit and team change. Kept even when the data it names is deleted; it holds ids, never answers."
            actions={
              <Select
                selectedOption={action}
                onChange={({ detail }) => setAction(detail.selectedOption)}
                options={OPTIONS}
                ariaLabel="Filter by action"
                data-testid="audit-action-filter"
              />
            }
          >
            Audit log
          </Header>
        }
        loading={log.isPending && !forbidden}
        loadingText="Loading the audit log"
        items={items}
        wrapLines
        columnDefinitions={[
          { id: 'at', header: 'When', cell: (e) => formatDateTime(e.at) },
          { id: 'who', header: 'Who', cell: (e) => e.by.name },
          {
            id: 'action',
            header: 'Action',
            cell: (e) => <span data-testid="audit-action">{ACTION_LABEL[e.action]}</span>,
          },
          { id: 'target', header: 'Item', cell: (e) => <Box variant="code">{e.targetId ?? '-'}</Box> },
          { id: 'detail', header: 'Detail', cell: (e) => e.detail ?? '-' },
        ]}
        empty={<Box textAlign="center">Nothing recorded yet.</Box>}
        footer={
          log.hasNextPage ? (
            <Box textAlign="center">
              <Button onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
                Load more
              </Button>
            </Box>
          ) : undefined
        }
      />
    </SpaceBetween>
  );
}

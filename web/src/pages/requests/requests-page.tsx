import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import type { ApplicantRequest, RequestKind } from '../../../../shared/schemas/applicant-request';
import { useRequests } from '../../api/accountability';
import { formatDateTime } from '../../components/sessions/session-format';
import { useErrorToast } from '../../components/use-error-toast';
import { RequestAnswerPanel } from './request-answer-panel';

const KIND_LABEL: Record<RequestKind, string> = {
  explanation: 'Explanation',
  review: 'Human review',
  correction: 'Correction',
};

/**
 * /requests: applicants' requests for an explanation, a human review or a correction, newest first, with
 * the date each is due by (docs/product.md#requests). Choosing an open one opens its answer below.
 */
export default function RequestsPage() {
  const [status, setStatus] = useState<'open' | 'answered'>('open');
  const requests = useRequests(status);
  useErrorToast(requests.error, 'The requests could not be loaded.');
  const items = requests.data?.pages.flatMap((p) => p.items) ?? [];
  const [chosen, setChosen] = useState<ApplicantRequest | undefined>();

  return (
    <SpaceBetween size="l">
      <Table
        data-testid="requests-table"
        header={
          <Header
            variant="h1"
            description="What applicants asked about their interview. Each is due within the days set on the Team page (30 unless the owner chose fewer); a person writes or edits every answer."
            actions={
              <SegmentedControl
                selectedId={status}
                onChange={({ detail }) => {
                  setStatus(detail.selectedId as 'open' | 'answered');
                  setChosen(undefined);
                }}
                label="Show"
                options={[
                  { id: 'open', text: 'Open' },
                  { id: 'answered', text: 'Answered' },
                ]}
              />
            }
          >
            Requests
          </Header>
        }
        loading={requests.isPending}
        loadingText="Loading the requests"
        items={items}
        selectionType={status === 'open' ? 'single' : undefined}
        selectedItems={chosen ? [chosen] : []}
        onSelectionChange={({ detail }) => setChosen(detail.selectedItems[0])}
        ariaLabels={{
          selectionGroupLabel: 'Requests',
          itemSelectionLabel: (_, r) =>
            `Answer the ${r.kind} request of ${r.applicantName ?? 'an applicant'}`,
        }}
        trackBy="id"
        wrapLines
        columnDefinitions={[
          { id: 'applicant', header: 'Applicant', cell: (r) => r.applicantName ?? '(no longer kept)' },
          { id: 'kind', header: 'Request', cell: (r) => KIND_LABEL[r.kind] },
          { id: 'created', header: 'Received', cell: (r) => formatDateTime(r.createdAt) },
          {
            id: 'due',
            header: 'Due',
            cell: (r) => (
              <SpaceBetween direction="horizontal" size="xxs">
                <span>{formatDateTime(r.dueAt)}</span>
                {r.overdue && <Badge color="red">Overdue</Badge>}
              </SpaceBetween>
            ),
          },
          {
            id: 'answered',
            header: 'Answered',
            cell: (r) =>
              r.respondedAt ? `${formatDateTime(r.respondedAt)}, ${r.respondedByName ?? ''}` : '-',
          },
        ]}
        empty={<Box textAlign="center">No {status} requests.</Box>}
        footer={
          requests.hasNextPage ? (
            <Box textAlign="center">
              <Button onClick={() => void requests.fetchNextPage()} loading={requests.isFetchingNextPage}>
                Load more
              </Button>
            </Box>
          ) : undefined
        }
      />
      {chosen && <RequestAnswerPanel key={chosen.id} request={chosen} onSent={() => setChosen(undefined)} />}
    </SpaceBetween>
  );
}

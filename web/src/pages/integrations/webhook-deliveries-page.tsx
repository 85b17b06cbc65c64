import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useParams } from 'react-router-dom';
import type { WebhookDelivery } from '../../../../shared/schemas/integrations';
import { useResendDelivery, useWebhookDeliveries, useWebhooks } from '../../api/integrations';
import { useNotify } from '../../components/notifications';
import { RouterLink } from '../../components/router-link';
import { formatDateTime } from '../../components/sessions/session-format';

function stateOf(d: WebhookDelivery) {
  if (d.state === 'delivered') return <StatusIndicator type="success">Delivered</StatusIndicator>;
  if (d.state === 'failed') return <StatusIndicator type="error">Failed</StatusIndicator>;
  return <StatusIndicator type="pending">Retrying</StatusIndicator>;
}

/**
 * /integrations/webhooks/:id: the delivery log of one endpoint, newest first: event, state, tries, last
 * status and error, next try; "Resend" sends one again now with the same `webhook-id`.
 */
export default function WebhookDeliveriesPage() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const endpoint = useWebhooks().data?.items.find((w) => w.id === id);
  const log = useWebhookDeliveries(id);
  const resend = useResendDelivery(id);
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Table
      data-testid="deliveries-table"
      header={
        <Header
          variant="h1"
          description={
            <>
              {endpoint ? `${endpoint.url} · ${endpoint.events.join(', ')} · ` : ''}
              <RouterLink to="/integrations">Integrations</RouterLink>
            </>
          }
        >
          Webhook deliveries
        </Header>
      }
      loading={log.isPending}
      loadingText="Loading deliveries"
      items={items}
      wrapLines
      columnDefinitions={[
        { id: 'created', header: 'Event at', cell: (d) => formatDateTime(d.createdAt) },
        { id: 'type', header: 'Event', cell: (d) => d.type },
        { id: 'state', header: 'State', cell: stateOf },
        {
          id: 'attempts',
          header: 'Tries',
          cell: (d) => <span data-testid="delivery-attempts">{d.attempts}</span>,
        },
        { id: 'status', header: 'Last status', cell: (d) => d.lastStatus ?? '-' },
        { id: 'error', header: 'Last error', cell: (d) => d.lastError ?? '-' },
        {
          id: 'next',
          header: 'Next try',
          cell: (d) => (d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : '-'),
        },
        { id: 'id', header: 'webhook-id', cell: (d) => <Box variant="code">{d.messageId}</Box> },
        {
          id: 'resend',
          header: 'Actions',
          cell: (d) => (
            <Button
              variant="inline-link"
              ariaLabel={`Resend ${d.type} of ${formatDateTime(d.createdAt)}`}
              loading={resend.isPending && resend.variables === d.id}
              onClick={() =>
                resend.mutate(d.id, {
                  onSuccess: (answer) =>
                    answer.state === 'delivered'
                      ? notify.success('Delivered', d.type)
                      : notify.error('Not delivered', answer.lastError ?? 'The endpoint did not answer 2xx'),
                  onError: (error) => notify.apiError(error),
                })
              }
            >
              Resend
            </Button>
          ),
        },
      ]}
      empty={<Box textAlign="center">No events sent to this endpoint yet.</Box>}
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
  );
}

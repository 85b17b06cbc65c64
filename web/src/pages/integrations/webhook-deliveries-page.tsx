import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useParams } from 'react-router-dom';
import type { WebhookDelivery } from '../../../../shared/schemas/integrations';
import { useResendDelivery, useWebhookDeliveries, useWebhooks } from '../../api/integrations';
import { useNotify } from '../../components/notifications';
import { RouterLink } from '../../components/router-link';
import { formatDateTime } from '../../components/sessions/session-format';
import { useNarrowScreen } from '../../components/use-narrow-screen';

function stateOf(d: WebhookDelivery) {
  if (d.state === 'delivered') return <StatusIndicator type="success">Delivered</StatusIndicator>;
  if (d.state === 'failed') return <StatusIndicator type="error">Failed</StatusIndicator>;
  return <StatusIndicator type="pending">Retrying</StatusIndicator>;
}

/** The `webhook-id` every try of one event carries, as the receiver sees it. */
function MessageId({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <Box variant="code" fontSize="body-s" display="block">
      {delivery.messageId}
    </Box>
  );
}

/** Every try of a delivery, oldest first: when, and the status it got or why it got none. */
function Tries({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <>
      <span data-testid="delivery-attempts">{delivery.attempts}</span>
      <Box variant="small" display="block">
        <ol data-testid="delivery-tries" style={{ margin: 0, paddingInlineStart: '1.2em' }}>
          {delivery.tries.map((t, i) => (
            <li key={`${i}-${t.at}`}>
              {formatDateTime(t.at)}: {t.status ?? t.error ?? 'no answer'}
            </li>
          ))}
        </ol>
      </Box>
    </>
  );
}

/** Ids of the columns a phone's card shows side by side, two to a row (the event's type is its title). */
const HALF_WIDTH = new Set(['created', 'state', 'attempts', 'status', 'next', 'resend']);

/**
 * /integrations/webhooks/:id: the delivery log of one endpoint, newest first: event, state, every try with
 * its time and status, last status and error, next try; "Resend" sends one again now with the same `webhook-id`. On a phone-sized
 * screen each delivery is a card with the same figures, so nothing needs sideways scrolling.
 */
export default function WebhookDeliveriesPage() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const narrow = useNarrowScreen();
  const endpoint = useWebhooks().data?.items.find((w) => w.id === id);
  const log = useWebhookDeliveries(id);
  const resend = useResendDelivery(id);
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  const columns: TableProps.ColumnDefinition<WebhookDelivery>[] = [
    { id: 'created', header: 'Event at', cell: (d) => formatDateTime(d.createdAt) },
    {
      id: 'type',
      header: 'Event and webhook-id',
      cell: (d) => (
        <>
          {d.type}
          <MessageId delivery={d} />
        </>
      ),
    },
    // Wide enough for "Delivered" beside its icon: a status indicator breaks its words anywhere.
    { id: 'state', header: 'State', cell: stateOf, minWidth: 140 },
    {
      id: 'attempts',
      header: 'Tries',
      cell: (d) => <Tries delivery={d} />,
    },
    { id: 'status', header: 'Last status', cell: (d) => d.lastStatus ?? '-' },
    { id: 'error', header: 'Last error', cell: (d) => d.lastError ?? '-' },
    {
      id: 'next',
      header: 'Next try',
      cell: (d) => (d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : '-'),
    },
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
  ];
  const shared = {
    header: (
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
    ),
    loading: log.isPending,
    loadingText: 'Loading deliveries',
    items,
    trackBy: 'id',
    empty: <Box textAlign="center">No events sent to this endpoint yet.</Box>,
    footer: log.hasNextPage ? (
      <Box textAlign="center">
        <Button onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
          Load more
        </Button>
      </Box>
    ) : undefined,
  };

  if (narrow) {
    const { footer, ...cards } = shared;
    return (
      <SpaceBetween size="m">
        <Cards
          data-testid="deliveries-cards"
          {...cards}
          cardDefinition={{
            header: (d) => d.type,
            sections: columns
              .filter((c) => c.id !== 'type')
              .map((c) => ({
                id: c.id,
                header: c.header,
                content: c.cell,
                ...(HALF_WIDTH.has(c.id!) ? { width: 50 } : {}),
              }))
              .concat({ id: 'id', header: 'webhook-id', content: (d) => <MessageId delivery={d} /> }),
          }}
        />
        {footer}
      </SpaceBetween>
    );
  }
  return <Table data-testid="deliveries-table" {...shared} wrapLines columnDefinitions={columns} />;
}

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import type { MultiselectProps } from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { type FormEvent, useState } from 'react';
import { CreateWebhookRequestSchema, WEBHOOK_EVENTS } from '../../../../shared/schemas/integrations';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useRotateWebhookSecret,
  useWebhooks,
} from '../../api/integrations';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../components/field-errors';
import { useNotify } from '../../components/notifications';
import { RouterLink } from '../../components/router-link';
import { formatDateTime } from '../../components/sessions/session-format';
import { ChoicesField, CreateForm, TextField } from './create-form';
import { ShownOnce } from './shown-once';

const EVENT_OPTIONS = WEBHOOK_EVENTS.map((e) => ({ value: e, label: e }));

/** The owner's webhook endpoints: register one (URL, events), see its secret once, rotate, remove, open its log. */
export function WebhooksSection() {
  const notify = useNotify();
  const hooks = useWebhooks();
  const create = useCreateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<readonly MultiselectProps.Option[]>([]);
  const [errors, setErrors] = useState<FieldErrors<'url' | 'events'>>({});
  const [secret, setSecret] = useState<{ title: string; value: string }>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateWebhookRequestSchema.safeParse({ url, events: events.map((e) => e.value) });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        setSecret({ title: 'Webhook added: its signing secret', value: answer.secret });
        setUrl('');
        setEvents([]);
      },
      onError: (error) => {
        const fields = apiFieldErrors<'url' | 'events'>(error, ['url', 'events']);
        if (Object.keys(fields).length) setErrors(fields);
        else notify.apiError(error);
      },
    });
  };

  return (
    <SpaceBetween size="m">
      {secret && (
        <ShownOnce
          title={secret.title}
          value={secret.value}
          onDismiss={() => setSecret(undefined)}
          testId="webhook-secret"
        />
      )}
      <Table
        data-testid="webhooks-table"
        header={
          <Header
            variant="h2"
            description="Signed with the Standard Webhooks scheme; failed deliveries are retried for about a day."
          >
            Webhooks
          </Header>
        }
        loading={hooks.isPending}
        loadingText="Loading webhooks"
        items={hooks.data?.items ?? []}
        wrapLines
        columnDefinitions={[
          {
            id: 'url',
            header: 'Endpoint',
            cell: (w) => (
              <RouterLink to={`/integrations/webhooks/${w.id}`} ariaLabel={`Deliveries of ${w.url}`}>
                {w.url}
              </RouterLink>
            ),
          },
          { id: 'events', header: 'Events', cell: (w) => w.events.join(', ') },
          { id: 'created', header: 'Added', cell: (w) => formatDateTime(w.createdAt) },
          {
            id: 'actions',
            header: 'Actions',
            cell: (w) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="inline-link"
                  ariaLabel={`Rotate secret of ${w.url}`}
                  onClick={() =>
                    rotate.mutate(w.id, {
                      onSuccess: (answer) => setSecret({ title: 'New signing secret', value: answer.secret }),
                      onError: (error) => notify.apiError(error),
                    })
                  }
                >
                  Rotate secret
                </Button>
                <Button
                  variant="inline-link"
                  ariaLabel={`Remove ${w.url}`}
                  onClick={() => remove.mutate(w.id, { onError: (error) => notify.apiError(error) })}
                >
                  Remove
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
        empty={<Box textAlign="center">No webhooks yet.</Box>}
      />
      <CreateForm
        onSubmit={submit}
        submitLabel="Add webhook"
        loading={create.isPending}
        submitTestId="add-webhook"
      >
        <TextField
          label="Endpoint URL"
          errorText={errors.url}
          value={url}
          onChange={setUrl}
          placeholder="https://ats.example.com/hooks"
        />
        <ChoicesField
          label="Events"
          errorText={errors.events}
          selected={events}
          onChange={setEvents}
          options={EVENT_OPTIONS}
          placeholder="Choose events"
        />
      </CreateForm>
    </SpaceBetween>
  );
}

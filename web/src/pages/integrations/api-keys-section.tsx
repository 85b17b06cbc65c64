import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import type { MultiselectProps } from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { type FormEvent, useState } from 'react';
import {
  API_KEY_SCOPES,
  type ApiKey,
  CreateApiKeyRequestSchema,
} from '../../../../shared/schemas/integrations';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../../api/integrations';
import { type FieldErrors, zodFieldErrors } from '../../components/field-errors';
import { useNotify } from '../../components/notifications';
import { formatDateTime } from '../../components/sessions/session-format';
import { ChoicesField, CreateForm, TextField } from './create-form';
import { ShownOnce } from './shown-once';

const SCOPE_LABEL: Record<(typeof API_KEY_SCOPES)[number], string> = {
  'applicants:read': 'Read applicants',
  'applicants:write': 'Create applicants',
  'sessions:read': 'Read sessions',
  'sessions:write': 'Send sessions',
  ats: 'Greenhouse assessments',
};
const SCOPE_OPTIONS = API_KEY_SCOPES.map((s) => ({ value: s, label: SCOPE_LABEL[s], description: s }));

function keyState(key: ApiKey) {
  if (key.revokedAt) return <StatusIndicator type="stopped">Revoked</StatusIndicator>;
  if (Date.parse(key.expiresAt) <= Date.now())
    return <StatusIndicator type="warning">Expired</StatusIndicator>;
  return <StatusIndicator type="success">Active</StatusIndicator>;
}

/** The owner's API keys: create one (name, scopes, days), see it once, list and revoke. */
export function ApiKeysSection() {
  const notify = useNotify();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<readonly MultiselectProps.Option[]>([]);
  const [days, setDays] = useState('90');
  const [errors, setErrors] = useState<FieldErrors<'name' | 'scopes' | 'expiresInDays'>>({});
  const [created, setCreated] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateApiKeyRequestSchema.safeParse({
      name,
      scopes: scopes.map((s) => s.value),
      expiresInDays: Number(days),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        setCreated(answer.key);
        setName('');
        setScopes([]);
      },
      onError: (error) => notify.apiError(error),
    });
  };

  return (
    <SpaceBetween size="m">
      {created && (
        <ShownOnce
          title="API key created"
          value={created}
          onDismiss={() => setCreated(undefined)}
          testId="new-api-key"
        />
      )}
      <Table
        data-testid="api-keys-table"
        header={
          <Header
            variant="h2"
            description="Send a key as `Authorization: Bearer hk_…`; it opens only the routes of its scopes."
          >
            API keys
          </Header>
        }
        loading={keys.isPending}
        loadingText="Loading API keys"
        items={keys.data?.items ?? []}
        wrapLines
        columnDefinitions={[
          { id: 'name', header: 'Name', cell: (k) => k.name },
          { id: 'scopes', header: 'Scopes', cell: (k) => k.scopes.map((s) => SCOPE_LABEL[s]).join(', ') },
          { id: 'state', header: 'State', cell: keyState },
          { id: 'expires', header: 'Expires', cell: (k) => formatDateTime(k.expiresAt) },
          {
            id: 'used',
            header: 'Last used',
            cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : '-'),
          },
          {
            id: 'actions',
            header: 'Actions',
            cell: (k) =>
              k.revokedAt ? null : (
                <Button
                  variant="inline-link"
                  ariaLabel={`Revoke ${k.name}`}
                  onClick={() =>
                    revoke.mutate(k.id, {
                      onSuccess: () => notify.success('Key revoked', k.name),
                      onError: (error) => notify.apiError(error),
                    })
                  }
                >
                  Revoke
                </Button>
              ),
          },
        ]}
        empty={<Box textAlign="center">No API keys yet.</Box>}
      />
      <CreateForm
        onSubmit={submit}
        submitLabel="Create key"
        loading={create.isPending}
        submitTestId="create-api-key"
      >
        <TextField
          label="Name"
          errorText={errors.name}
          value={name}
          onChange={setName}
          placeholder="Greenhouse sync"
          testId="api-key-name"
        />
        <ChoicesField
          label="Scopes"
          errorText={errors.scopes}
          selected={scopes}
          onChange={setScopes}
          options={SCOPE_OPTIONS}
          placeholder="Choose scopes"
          testId="api-key-scopes"
        />
        <TextField
          label="Expires after (days)"
          errorText={errors.expiresInDays}
          value={days}
          onChange={setDays}
          numeric
        />
      </CreateForm>
    </SpaceBetween>
  );
}

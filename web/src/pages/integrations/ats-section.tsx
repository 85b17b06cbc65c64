import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import {
  useAshbyConnection,
  useAtsProblems,
  useRemoveAshbyConnection,
  useSetAshbyConnection,
} from '../../api/ats';
import { useNotify } from '../../components/notifications';
import { formatDateTime } from '../../components/sessions/session-format';

/**
 * Greenhouse and Ashby assessments (docs/integrations.md#greenhouse): the Ashby API key the platform
 * calls Ashby with (stored as a secret, only its last 4 characters shown), and what went wrong: Greenhouse's
 * `response_error` reports and callbacks that failed or are being retried.
 */
export function AtsSection() {
  const notify = useNotify();
  const ashby = useAshbyConnection();
  const save = useSetAshbyConnection();
  const remove = useRemoveAshbyConnection();
  const problems = useAtsProblems();
  const [apiKey, setApiKey] = useState('');
  const store = () =>
    save.mutate(
      { apiKey },
      {
        onSuccess: () => {
          setApiKey('');
          notify.success('Ashby API key stored');
        },
        onError: (error) => notify.apiError(error, 'The key was not stored.'),
      },
    );
  const removeKey = () =>
    remove.mutate(undefined, {
      onSuccess: () => notify.success('Ashby API key removed'),
      onError: (error) => notify.apiError(error, 'The key was not removed.'),
    });
  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header
            variant="h2"
            description="Greenhouse and Ashby call the platform with an API key of scope Greenhouse assessments (ats). The platform calls Ashby back with the Ashby API key stored here."
          >
            Greenhouse and Ashby assessments
          </Header>
        }
      >
        <SpaceBetween size="m">
          <Box>
            {ashby.data?.connected ? (
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <StatusIndicator type="success">
                  Ashby API key ending in {ashby.data.keyEnding} stored
                  {ashby.data.updatedAt ? ` on ${formatDateTime(ashby.data.updatedAt)}` : ''}
                </StatusIndicator>
                <Button onClick={removeKey} loading={remove.isPending}>
                  Remove key
                </Button>
              </SpaceBetween>
            ) : (
              <StatusIndicator type="stopped">No Ashby API key stored</StatusIndicator>
            )}
          </Box>
          <FormField
            label="Ashby API key"
            description="Created in Ashby's admin settings with the candidatesWrite permission. It is never shown again."
          >
            <SpaceBetween direction="horizontal" size="xs">
              <Input
                type="password"
                value={apiKey}
                onChange={({ detail }) => setApiKey(detail.value)}
                ariaLabel="Ashby API key"
              />
              <Button onClick={store} loading={save.isPending} disabled={apiKey.trim().length < 8}>
                Store key
              </Button>
            </SpaceBetween>
          </FormField>
        </SpaceBetween>
      </Container>
      <Table
        header={
          <Header variant="h2" description="What Greenhouse reported, and callbacks that did not go through.">
            Tracking-system problems
          </Header>
        }
        loading={problems.isLoading}
        loadingText="Loading problems"
        items={problems.data?.items ?? []}
        columnDefinitions={[
          { id: 'at', header: 'When', cell: (p) => formatDateTime(p.at) },
          {
            id: 'system',
            header: 'System',
            cell: (p) => (p.system === 'greenhouse' ? 'Greenhouse' : 'Ashby'),
          },
          {
            id: 'kind',
            header: 'What',
            cell: (p) => (p.kind === 'response_error' ? 'Reported an error' : 'Callback failed'),
          },
          { id: 'session', header: 'Session', cell: (p) => p.sessionId ?? '-' },
          { id: 'detail', header: 'Detail', cell: (p) => p.detail },
        ]}
        empty={<Box>No problems reported.</Box>}
      />
    </SpaceBetween>
  );
}

import Alert from '@cloudscape-design/components/alert';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useApiKeys } from '../../api/integrations';
import { ApiError } from '../../api/client';
import { ApiKeysSection } from './api-keys-section';
import { AtsSection } from './ats-section';
import { WebhooksSection } from './webhooks-section';

/**
 * /integrations: what connects a tracking system (docs/integrations.md): the organization's API keys and
 * webhook endpoints, for its owner; a link to the API reference.
 */
export default function IntegrationsPage() {
  const keys = useApiKeys();
  const forbidden = keys.error instanceof ApiError && keys.error.status === 403;
  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={
          <>
            Connect a tracking system: API keys for its calls, webhooks for the events it reacts to. Every
            route is described in the{' '}
            <Link href="/api-docs" external>
              API reference
            </Link>
            .
          </>
        }
      >
        Integrations
      </Header>
      {forbidden ? (
        <Alert type="info">Only the owner of the organization can manage API keys and webhooks.</Alert>
      ) : (
        <>
          <ApiKeysSection />
          <WebhooksSection />
          <AtsSection />
        </>
      )}
    </SpaceBetween>
  );
}

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

/**
 * Shown by the router when a page throws while rendering or its chunk fails to load (typically after a
 * new deployment replaced the old chunks): a reload fetches the current ones.
 */
export function RouteErrorPage() {
  return (
    <Box padding="xxxl" textAlign="center" data-testid="route-error-page">
      <SpaceBetween size="m">
        <Header variant="h1">Something went wrong</Header>
        <Box variant="p">This page could not be shown. Reloading usually helps.</Box>
        <Box>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Box>
      </SpaceBetween>
    </Box>
  );
}

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import SpaceBetween from '@cloudscape-design/components/space-between';

/**
 * A key or signing secret in clear, in the one answer that carries it: copy it now, it is not shown
 * again (the platform keeps a hash of a key, and never lists a secret).
 */
export function ShownOnce(props: { title: string; value: string; onDismiss: () => void; testId: string }) {
  return (
    <Alert type="success" header={props.title} dismissible onDismiss={props.onDismiss}>
      <SpaceBetween size="xs">
        <Box>Copy it now: it is shown only this once.</Box>
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Box variant="code" data-testid={props.testId}>
            {props.value}
          </Box>
          <CopyToClipboard
            variant="icon"
            textToCopy={props.value}
            copySuccessText="Copied"
            copyErrorText="Could not copy"
          />
        </SpaceBetween>
      </SpaceBetween>
    </Alert>
  );
}

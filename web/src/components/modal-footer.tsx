import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

/** Props of {@link ModalFooter}. */
export interface ModalFooterProps {
  /** Label of the primary button, e.g. "Create". */
  submitLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
  /** Shows a spinner on the primary button while its request runs. */
  loading?: boolean;
  /** The primary button cannot be pressed (e.g. nothing chosen yet). */
  disabled?: boolean;
  /** Cancel cannot be pressed either (e.g. while the AI writes). */
  cancelDisabled?: boolean;
  /** A loading line shown left of the buttons while {@link ModalFooterProps.loading}. */
  loadingText?: string;
  /** Look of the primary button; Cloudscape has no danger button, so destructive actions stay primary. */
  variant?: 'primary' | 'normal';
  /** Test ids of the two buttons; each dialog keeps its own so tests can tell them apart. */
  testIds?: { cancel?: string; submit?: string };
}

/** The footer of every dialog that asks for something: Cancel (a link) and one primary action, right-aligned. */
export function ModalFooter(props: ModalFooterProps) {
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        {props.loading && props.loadingText && (
          <StatusIndicator type="loading">{props.loadingText}</StatusIndicator>
        )}
        <Button
          variant="link"
          onClick={props.onCancel}
          disabled={props.cancelDisabled}
          data-testid={props.testIds?.cancel}
        >
          Cancel
        </Button>
        <Button
          variant={props.variant ?? 'primary'}
          disabled={props.disabled}
          loading={props.loading}
          onClick={props.onSubmit}
          data-testid={props.testIds?.submit}
        >
          {props.submitLabel}
        </Button>
      </SpaceBetween>
    </Box>
  );
}

import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { InterviewTemplateSummary } from '../../../../shared/schemas/interview-template';

/**
 * Where a template's questions are (docs/product.md#screen-templates): being written (with how many so far),
 * ready, or failed.
 */
export function TemplateStatus({
  template: t,
}: {
  template: Pick<InterviewTemplateSummary, 'status' | 'progress'>;
}) {
  return (
    <span data-testid="template-status">
      {t.status === 'generating' ? (
        <StatusIndicator type="loading">{`Writing questions (${t.progress.done} of ${t.progress.total})`}</StatusIndicator>
      ) : t.status === 'failed' ? (
        <StatusIndicator type="error">Generation failed</StatusIndicator>
      ) : (
        <StatusIndicator type="success">Ready</StatusIndicator>
      )}
    </span>
  );
}

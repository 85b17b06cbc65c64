import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import type { InterviewTemplate } from '../../../../shared/schemas/interview-template';
import { useRetryGeneration } from '../../api/interview-templates';
import { PROCESS_ERROR_DETAIL, useNotify } from '../../components/notifications';

/**
 * The generation of a template while it is not ready (docs/product.md#screen-template-detail): how many
 * questions are written so far, or why it failed with a Retry that starts it again (the questions already
 * written stay). Nothing for a ready template.
 */
export function GenerationState({ template: t }: { template: InterviewTemplate }) {
  const retry = useRetryGeneration(t.id);
  const notify = useNotify();
  if (t.status === 'generating') {
    const { done, total } = t.progress;
    return (
      <div data-testid="template-generating">
        <ProgressBar
          value={total ? Math.round((done / total) * 100) : 0}
          label="Writing questions"
          description="The AI writes the questions in parts; each part appears below as soon as it is written."
          additionalInfo={`${done} of ${total} questions written`}
        />
      </div>
    );
  }
  if (t.status === 'failed') {
    return (
      <Alert
        type="error"
        header="The questions could not all be written"
        data-testid="template-failed"
        action={
          <Button
            loading={retry.isPending}
            data-testid="retry-generation"
            onClick={() =>
              retry.mutate(undefined, { onError: (e) => notify.apiError(e, PROCESS_ERROR_DETAIL) })
            }
          >
            Retry
          </Button>
        }
      >
        {t.failure ?? PROCESS_ERROR_DETAIL}{' '}
        {`${t.progress.done} of ${t.progress.total} questions were written.`}
      </Alert>
    );
  }
  return null;
}

import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useCreateJobPosition, useJobPosition, useUpdateJobPosition } from '../../api/job-positions';
import { PROCESS_ERROR_DETAIL, useNotify } from '../../components/notifications';
import { useErrorToast } from '../../components/use-error-toast';
import { JobPositionForm } from './job-position-form';
import { JobPositionView } from './job-position-view';

/**
 * The page's mode (docs/product.md#rule-job-position-modes): no id → new; an id and `?edit` → edit; otherwise
 * view.
 */
export type JobPositionMode = 'new' | 'edit' | 'view';

/** Mode from the route's id and query. */
export function jobPositionMode(id: string | undefined, search: URLSearchParams): JobPositionMode {
  if (!id) return 'new';
  return search.has('edit') ? 'edit' : 'view';
}

function NewJobPosition() {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateJobPosition();
  return (
    <JobPositionForm
      title="New job position"
      saving={create.isPending}
      serverError={create.error}
      onCancel={() => navigate('/jobPositions')}
      onSubmit={(input) =>
        create.mutate(input, {
          onSuccess: () => {
            notify.success('Job position created');
            navigate('/jobPositions');
          },
          onError: (error) => notify.apiError(error, PROCESS_ERROR_DETAIL),
        })
      }
    />
  );
}

function ExistingJobPosition({ id, mode }: { id: string; mode: 'edit' | 'view' }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const position = useJobPosition(id);
  const update = useUpdateJobPosition(id);
  const toView = `/jobPositionDetails/${id}`;

  const backToList = useCallback(() => navigate('/jobPositions', { replace: true }), [navigate]);
  useErrorToast(position.error, PROCESS_ERROR_DETAIL, backToList);

  if (!position.data) {
    return (
      <Box padding="xxl" textAlign="center">
        <Spinner size="large" />
      </Box>
    );
  }
  if (mode === 'view') return <JobPositionView position={position.data} />;
  return (
    <JobPositionForm
      key={position.data.updatedAt}
      title="Edit job position"
      initial={position.data}
      saving={update.isPending}
      serverError={update.error}
      onCancel={() => navigate(toView)}
      onSubmit={(input) =>
        update.mutate(input, {
          onSuccess: () => {
            notify.success('Job Position updated');
            navigate(toView);
          },
          onError: (error) => notify.apiError(error, PROCESS_ERROR_DETAIL),
        })
      }
    />
  );
}

/**
 * /addJobPosition and /jobPositionDetails/:id: one page, three modes
 * (docs/product.md#rule-job-position-modes). New and Edit show the form with Cancel and Confirm; View shows
 * the position with its templates and ranked candidates.
 */
export default function JobPositionPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const mode = jobPositionMode(id, search);
  return mode === 'new' ? <NewJobPosition /> : <ExistingJobPosition id={id!} mode={mode} />;
}

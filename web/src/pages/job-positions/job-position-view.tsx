import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { JobPositionDetails as Details } from '../../../../shared/schemas/job-position';
import { useDeleteJobPosition } from '../../api/job-positions';
import { PROCESS_ERROR_DETAIL, useNotify } from '../../components/notifications';
import { useFollow } from '../../components/router-link';
import { DeleteJobPositionModal } from './delete-job-position-modal';
import { JobPositionCandidates } from './job-position-candidates';
import { JobPositionDetails } from './job-position-details';
import { JobPositionTemplates } from './job-position-templates';

const TABS = ['details', 'templates', 'candidates'] as const;
type TabId = (typeof TABS)[number];

/**
 * The View mode of a job position: Go Back, Delete and Edit (→ `?edit`), and tabs Details, Interview
 * templates and Candidates. The open tab is kept in the query (`?tab=`), so a reload stays on it.
 */
export function JobPositionView({ position }: { position: Details }) {
  const navigate = useNavigate();
  const follow = useFollow();
  const notify = useNotify();
  const remove = useDeleteJobPosition();
  const [confirming, setConfirming] = useState(false);
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab') as TabId | null;
  const tab: TabId = requested && TABS.includes(requested) ? requested : 'details';

  const confirmDelete = () =>
    remove.mutate(position.id, {
      onSuccess: () => {
        setConfirming(false);
        notify.success('Job position deleted');
        navigate('/jobPositions');
      },
      onError: (error) => {
        setConfirming(false);
        notify.apiError(error, PROCESS_ERROR_DETAIL);
      },
    });

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button href="/jobPositions" onFollow={follow} data-testid="job-position-go-back">
                Go Back
              </Button>
              <Button onClick={() => setConfirming(true)} data-testid="job-position-delete">
                Delete
              </Button>
              <Button
                variant="primary"
                href={`/jobPositionDetails/${position.id}?edit`}
                onFollow={follow}
                data-testid="job-position-edit"
              >
                Edit
              </Button>
            </SpaceBetween>
          }
        >
          <span data-testid="job-position-title">{position.title}</span>
        </Header>
      }
    >
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => setSearch({ tab: detail.activeTabId }, { replace: true })}
        data-testid="job-position-tabs"
        tabs={[
          { id: 'details', label: 'Details', content: <JobPositionDetails position={position} /> },
          {
            id: 'templates',
            label: 'Interview templates',
            content: <JobPositionTemplates position={position} />,
          },
          { id: 'candidates', label: 'Candidates', content: <JobPositionCandidates position={position} /> },
        ]}
      />
      <DeleteJobPositionModal
        visible={confirming}
        deleting={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </ContentLayout>
  );
}

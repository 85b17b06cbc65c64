import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useSearchParams } from 'react-router-dom';
import type { JobPositionDetails as Details } from '../../../../shared/schemas/job-position';
import { useDeleteJobPosition } from '../../api/job-positions';
import { DetailHeaderActions } from '../../components/detail-header-actions';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
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
  const remove = useDeleteJobPosition();
  const deletion = useConfirmedDelete(remove, {
    deletedTitle: 'Job position deleted',
    listHref: '/jobPositions',
  });
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab') as TabId | null;
  const tab: TabId = requested && TABS.includes(requested) ? requested : 'details';

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          actions={
            <DetailHeaderActions
              backHref="/jobPositions"
              editHref={`/jobPositionDetails/${position.id}?edit`}
              onDelete={deletion.ask}
              testIdPrefix="job-position"
            />
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
        visible={deletion.confirming}
        deleting={remove.isPending}
        onCancel={deletion.cancel}
        onConfirm={() => deletion.confirm(position.id)}
      />
    </ContentLayout>
  );
}

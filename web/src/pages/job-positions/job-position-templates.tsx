import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import type { JobPositionDetails } from '../../../../shared/schemas/job-position';
import { useGenerateForJobPosition } from '../../api/job-positions';
import { useNotify } from '../../components/notifications';
import { useFollow } from '../../components/router-link';
import { CustomTemplateModal } from '../../components/sessions/custom-template-modal';
import { TemplateStatus } from '../interview-templates/template-status';
import { formatDate } from './job-positions-columns';

/**
 * The Interview templates tab: the position's custom templates, each with View Interview Template, and
 * Create Custom Interview Template (docs/product.md#screen-job-positions).
 */
export function JobPositionTemplates({ position }: { position: JobPositionDetails }) {
  const follow = useFollow();
  const notify = useNotify();
  const generate = useGenerateForJobPosition(position.id);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <Table
        data-testid="job-position-templates"
        variant="embedded"
        items={position.customInterviews}
        trackBy="id"
        header={
          <Header
            counter={`(${position.customInterviews.length})`}
            actions={
              <Button onClick={() => setCreating(true)} data-testid="create-custom-template">
                Create Custom Interview Template
              </Button>
            }
          >
            Custom interview templates
          </Header>
        }
        empty={
          <Box textAlign="center" color="inherit" data-testid="job-position-templates-empty">
            <b>No custom interview templates yet</b>
            <Box variant="p" color="inherit">
              Have the AI write one from this position&apos;s requirements.
            </Box>
          </Box>
        }
        columnDefinitions={[
          { id: 'topic', header: 'Topic', cell: (t) => t.topic, isRowHeader: true },
          { id: 'questions', header: 'Questions', cell: (t) => t.numberOfQuestions },
          { id: 'language', header: 'Language', cell: (t) => t.language },
          { id: 'status', header: 'State', cell: (t) => <TemplateStatus template={t} /> },
          { id: 'created', header: 'Created', cell: (t) => formatDate(t.createdAt) },
          {
            id: 'view',
            header: 'Actions',
            cell: (t) => (
              <Button
                variant="inline-link"
                href={`/templates/${t.id}`}
                onFollow={follow}
                ariaLabel={`View Interview Template ${t.topic}`}
                data-testid="view-template"
              >
                View Interview Template
              </Button>
            ),
          },
        ]}
      />
      {creating && (
        <CustomTemplateModal
          visible
          description="The AI writes the questions from this job position's description, requirements and skills."
          generating={generate.isPending}
          onCancel={() => setCreating(false)}
          onGenerate={(input) =>
            generate.mutate(input, {
              onSuccess: () => {
                setCreating(false);
                notify.success(
                  'Custom Interview Created',
                  'The AI is writing its questions; the template is ready to use when its state says so.',
                );
              },
              onError: (error) => notify.apiError(error),
            })
          }
        />
      )}
    </>
  );
}

import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useInterviewTemplates } from '../../api/interview-templates';
import { AiUsageWidget } from '../../components/ai-usage-widget';
import { CollectionTable } from '../../components/collection-table';
import { PROCESS_ERROR_DETAIL } from '../../components/notifications';
import { useFollow } from '../../components/router-link';
import { useErrorToast } from '../../components/use-error-toast';
import { ReportingLanguageSelect } from './reporting-language-select';
import { TEMPLATE_COLUMNS, TEMPLATE_FILTER_FIELDS } from './templates-columns';

/** Rows per table page. */
const PAGE_SIZE = 10;

/**
 * /templates: every interview template of the organization, newest first, filtered, sorted and paged on
 * the client by `useCollection`, with Create Template → /createTemplate (docs/product.md#screen-templates).
 */
export default function InterviewTemplatesPage() {
  const follow = useFollow();
  const templates = useInterviewTemplates();
  useErrorToast(templates.error, PROCESS_ERROR_DETAIL);

  return (
    <SpaceBetween size="l">
      <AiUsageWidget />
      <CollectionTable
        narrow={{
          title: (t) => t.topic,
          href: (t) => `/templates/${t.id}`,
          columns: ['numberOfQuestions', 'language'],
        }}
        items={templates.data ?? []}
        loading={templates.isPending}
        columnDefinitions={TEMPLATE_COLUMNS}
        filteringFields={TEMPLATE_FILTER_FIELDS}
        defaultSorting={{ sortingColumn: TEMPLATE_COLUMNS[3]!, isDescending: true }}
        pageSize={PAGE_SIZE}
        testIdPrefix="templates"
        omitTestIds={['filter', 'empty-add']}
        texts={{
          title: 'Interview Templates',
          loadingText: 'Loading interview templates',
          filterPlaceholder: 'Find templates by topic or language',
          filterAriaLabel: 'Filter interview templates',
        }}
        empty={{
          title: 'No interview templates yet',
          description: 'Create a template to start assigning interview sessions.',
          action: { label: 'Create Template', href: '/createTemplate' },
        }}
        headerActions={
          <SpaceBetween direction="horizontal" size="xs">
            <ReportingLanguageSelect />
            <Button
              variant="primary"
              href="/createTemplate"
              onFollow={follow}
              data-testid="create-template-button"
            >
              Create Template
            </Button>
          </SpaceBetween>
        }
      />
    </SpaceBetween>
  );
}

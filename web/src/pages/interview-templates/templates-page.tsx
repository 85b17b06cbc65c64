import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { InterviewTemplateListQuery } from '../../../../shared/schemas/interview-template';
import { useInterviewTemplatePage } from '../../api/interview-templates';
import { AiUsageWidget } from '../../components/ai-usage-widget';
import { CollectionTable } from '../../components/collection-table';
import { useFollow } from '../../components/router-link';
import { useListTable } from '../../components/use-list-table';
import { ReportingLanguageSelect } from './reporting-language-select';
import { TEMPLATE_COLUMNS } from './templates-columns';

/**
 * /templates: the organization's interview templates, newest first, one page at a time, searched (topic)
 * and sorted on the server, with Create Template → /createTemplate (docs/product.md#screen-templates).
 */
export default function InterviewTemplatesPage() {
  const follow = useFollow();
  const { collection, result: templates } = useListTable(useInterviewTemplatePage, {
    defaultSorting: { sort: 'createdAt' as InterviewTemplateListQuery['sort'], order: 'desc' },
  });

  return (
    <SpaceBetween size="l">
      <AiUsageWidget />
      <CollectionTable
        narrow={{
          title: (t) => t.topic,
          href: (t) => `/templates/${t.id}`,
          columns: ['numberOfQuestions', 'language', 'status'],
        }}
        collection={collection}
        result={templates}
        columnDefinitions={TEMPLATE_COLUMNS}
        testIdPrefix="templates"
        omitTestIds={['filter', 'empty-add']}
        texts={{
          title: 'Interview Templates',
          loadingText: 'Loading interview templates',
          filterPlaceholder: 'Find templates by topic',
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

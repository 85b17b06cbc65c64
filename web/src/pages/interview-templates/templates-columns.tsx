import Badge from '@cloudscape-design/components/badge';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { InterviewTemplateSummary } from '../../../../shared/schemas/interview-template';
import { RouterLink } from '../../components/router-link';
import { formatDate } from '../../components/sessions/session-format';
import { TemplateStatus } from './template-status';

/**
 * Marks a template written by the deterministic offline generator rather than a model
 * (docs/architecture.md#ai-offline).
 */
export function OfflineBadge() {
  return (
    <span data-testid="offline-badge">
      <Badge color="grey">Offline generator</Badge>
    </span>
  );
}

/**
 * Columns of the templates table (docs/product.md#screen-templates). Topic and Created sort on the server
 * (`title` is the template's topic there); the others do not.
 */
export const TEMPLATE_COLUMNS: TableProps.ColumnDefinition<InterviewTemplateSummary>[] = [
  {
    id: 'topic',
    header: 'Topic',
    cell: (t) => (
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <span>{t.topic}</span>
        {t.provider === 'offline' && <OfflineBadge />}
        {t.provider === 'manual' && <Badge color="blue">Written by hand</Badge>}
        {(t.version ?? 1) > 1 && <Badge>{`v${t.version}`}</Badge>}
      </SpaceBetween>
    ),
    sortingField: 'title',
    isRowHeader: true,
  },
  {
    id: 'numberOfQuestions',
    header: 'Questions',
    cell: (t) => t.numberOfQuestions,
  },
  { id: 'language', header: 'Language', cell: (t) => t.language },
  { id: 'status', header: 'State', cell: (t) => <TemplateStatus template={t} /> },
  { id: 'createdAt', header: 'Created', cell: (t) => formatDate(t.createdAt), sortingField: 'createdAt' },
  {
    id: 'details',
    header: 'Details',
    cell: (t) => (
      <RouterLink
        to={`/templates/${t.id}`}
        ariaLabel={`Details of ${t.topic}`}
        data-testid="template-details-link"
      >
        Details
      </RouterLink>
    ),
  },
];

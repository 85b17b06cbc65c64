import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { InterviewTemplate } from '../../../../shared/schemas/interview';
import { useInterview } from '../../api/interviews';
import { PROCESS_ERROR_DETAIL } from '../../components/notifications';
import { useFollow } from '../../components/router-link';
import { formatDateTime } from '../../components/sessions/session-format';
import { useErrorToast } from '../../components/use-error-toast';
import { OfflineBadge } from './templates-columns';
import { TemplateQuestions } from './template-questions';

const numberFormat = new Intl.NumberFormat('en-US');

/** Who wrote the questions: the offline generator, or the Bedrock model by id. */
export function providerLabel(t: Pick<InterviewTemplate, 'provider' | 'modelId'>): string {
  return t.provider === 'offline' ? 'written by the offline generator' : `Amazon Bedrock · ${t.modelId}`;
}

function TokenUsage({ usage }: { usage: InterviewTemplate['usage'] }) {
  return (
    <span data-testid="template-tokens">
      {numberFormat.format(usage.totalTokens)} total ({numberFormat.format(usage.inputTokens)} input,{' '}
      {numberFormat.format(usage.outputTokens)} output)
      {usage.estimated && (
        <Box variant="small" display="block">
          estimated by the offline generator
        </Box>
      )}
    </span>
  );
}

/**
 * /templates/:id (spec section 2, "Template detail"): when and how it was generated, tokens used, and the
 * questions with their key points. A failed load toasts and returns to /templates (spec section 8).
 */
export default function TemplatePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const follow = useFollow();
  const template = useInterview(id);
  const backToList = useCallback(() => navigate('/templates', { replace: true }), [navigate]);
  useErrorToast(template.error, PROCESS_ERROR_DETAIL, backToList);

  if (!template.data) {
    return (
      <Box padding="xxl" textAlign="center">
        <Spinner size="large" />
      </Box>
    );
  }
  const t = template.data;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={`${t.numberOfQuestions} questions in ${t.language}`}
          actions={
            <Button href="/templates" onFollow={follow}>
              Go Back
            </Button>
          }
        >
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <span data-testid="template-topic-title">{t.topic}</span>
            {t.provider === 'offline' && <OfflineBadge />}
          </SpaceBetween>
        </Header>
      }
    >
      <SpaceBetween size="l">
        {t.notice && (
          <Alert type="info" data-testid="template-notice">
            {t.notice}
          </Alert>
        )}
        <Container header={<Header variant="h2">Template</Header>} data-testid="template-summary">
          <KeyValuePairs
            columns={4}
            items={[
              { label: 'Generated at', value: formatDateTime(t.createdAt) },
              { label: 'Topic', value: t.topic },
              { label: 'Language', value: <span data-testid="template-language-value">{t.language}</span> },
              { label: 'Number of questions', value: t.numberOfQuestions },
              { label: 'Tokens used', value: <TokenUsage usage={t.usage} /> },
              {
                label: 'Provider and model',
                value: <span data-testid="template-provider">{providerLabel(t)}</span>,
              },
              { label: 'Prompt version', value: t.promptVersion },
              ...(t.seniority ? [{ label: 'Seniority', value: t.seniority }] : []),
              ...(t.difficulty ? [{ label: 'Difficulty', value: t.difficulty }] : []),
              ...(t.skills ? [{ label: 'Skills', value: t.skills }] : []),
            ]}
          />
        </Container>
        <TemplateQuestions questions={t.questions} />
      </SpaceBetween>
    </ContentLayout>
  );
}

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Modal from '@cloudscape-design/components/modal';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { InterviewTemplate } from '../../../../shared/schemas/interview-template';
import type { Language } from '../../../../shared/interview-options';
import {
  useDeleteInterviewTemplate,
  useInterviewTemplate,
  useSuggestQuestion,
  useUpdateInterviewTemplate,
} from '../../api/interview-templates';
import { PROCESS_ERROR_DETAIL, useNotify } from '../../components/notifications';
import { failureMessage } from './create-template-page';
import { QuestionEditor } from './question-editor';
import { useFollow } from '../../components/router-link';
import { formatDateTime } from '../../components/sessions/session-format';
import { useErrorToast } from '../../components/use-error-toast';
import { GenerationState } from './generation-state';
import { OfflineBadge } from './templates-columns';
import { TemplateStatus } from './template-status';
import { TemplateQuestions } from './template-questions';

const numberFormat = new Intl.NumberFormat('en-US');

/** Who wrote the questions: the offline generator, a manager, or the model by id. */
export function providerLabel(t: Pick<InterviewTemplate, 'provider' | 'modelId'>): string {
  if (t.provider === 'offline') return 'written by the offline generator';
  if (t.provider === 'manual') return 'written by hand';
  if (t.provider === 'openai-compatible') return `OpenAI-compatible server · ${t.modelId}`;
  return `Amazon Bedrock · ${t.modelId}`;
}

const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 4,
});

/** Edit mode of the template page: the editor filled with the template, saved as its next version. */
function EditTemplate({ template: t, onDone }: { template: InterviewTemplate; onDone: () => void }) {
  const update = useUpdateInterviewTemplate(t.id);
  const suggest = useSuggestQuestion(t.id);
  const notify = useNotify();
  return (
    <QuestionEditor
      title={`Edit ${t.topic}`}
      submitLabel="Save new version"
      initial={{
        topic: t.topic,
        language: t.language as Language,
        questions: t.questions,
        ...(t.timeLimits ? { timeLimits: t.timeLimits } : {}),
        ...(t.followUps === undefined ? {} : { followUps: t.followUps }),
      }}
      saving={update.isPending}
      failure={failureMessage(update.error)}
      onCancel={onDone}
      onRegenerate={(avoid) => suggest.mutateAsync(avoid)}
      onSubmit={(body) =>
        update.mutate(
          { ...body, version: t.version },
          {
            onSuccess: () => {
              notify.success('Template saved');
              onDone();
            },
          },
        )
      }
    />
  );
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
 * /templates/:id (docs/product.md#screen-template-detail): when and how it was generated, tokens used, and
 * the questions with their key points; while the AI writes them, the progress and each part as it arrives
 * (the query polls), and a failed generation with its Retry. A failed load toasts and returns to /templates
 * (docs/product.md#messages-errors).
 */
export default function InterviewTemplatePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const follow = useFollow();
  const template = useInterviewTemplate(id);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteInterviewTemplate();
  const notify = useNotify();
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
  if (editing) return <EditTemplate template={t} onDone={() => setEditing(false)} />;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={`${t.numberOfQuestions} questions in ${t.language}`}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button href="/templates" onFollow={follow}>
                Go Back
              </Button>
              <Button onClick={() => setConfirmDelete(true)} data-testid="delete-template">
                Delete
              </Button>
              <Button
                variant="primary"
                iconName="edit"
                disabled={t.status === 'generating'}
                disabledReason="The questions are still being written."
                onClick={() => setEditing(true)}
                data-testid="edit-template"
              >
                Edit
              </Button>
            </SpaceBetween>
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
        <GenerationState template={t} />
        {t.notice && (
          <Alert type="info" data-testid="template-notice">
            {t.notice}
          </Alert>
        )}
        <Container header={<Header variant="h2">Template</Header>} data-testid="template-summary">
          {/* Columns no narrower than a status with its icon: a status indicator breaks its words anywhere. */}
          <KeyValuePairs
            columns={4}
            minColumnWidth={180}
            items={[
              {
                label: t.provider === 'manual' ? 'Written at' : 'Generated at',
                value: formatDateTime(t.createdAt),
              },
              { label: 'State', value: <TemplateStatus template={t} /> },
              { label: 'Topic', value: t.topic },
              { label: 'Language', value: <span data-testid="template-language-value">{t.language}</span> },
              { label: 'Number of questions', value: t.numberOfQuestions },
              { label: 'Tokens used', value: <TokenUsage usage={t.usage} /> },
              {
                label: 'Provider and model',
                value: <span data-testid="template-provider">{providerLabel(t)}</span>,
              },
              { label: 'Prompt version', value: t.promptVersion },
              { label: 'Version', value: <span data-testid="template-version">{t.version ?? 1}</span> },
              {
                label: 'Scoring cost',
                value: (
                  <span data-testid="template-scoring-cost">
                    {t.scoring?.sessions
                      ? `${t.scoring.sessions} session(s) · ${numberFormat.format(t.scoring.tokens)} tokens · ${usdFormat.format(t.scoring.costUsd)}`
                      : 'No session scored yet'}
                  </span>
                ),
              },
              ...(t.seniority ? [{ label: 'Seniority', value: t.seniority }] : []),
              ...(t.difficulty ? [{ label: 'Difficulty', value: t.difficulty }] : []),
              ...(t.skills ? [{ label: 'Skills', value: t.skills }] : []),
            ]}
          />
        </Container>
        <TemplateQuestions
          questions={t.questions}
          empty={t.status === 'generating' ? 'The questions appear here as they are written.' : undefined}
        />
      </SpaceBetween>
      <Modal
        visible={confirmDelete}
        onDismiss={() => setConfirmDelete(false)}
        header="Delete template"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setConfirmDelete(false)}>
                Cancel
              </Button>
              <Button
                variant="primary"
                loading={remove.isPending}
                data-testid="confirm-delete-template"
                onClick={() =>
                  remove.mutate(t.id, {
                    onSuccess: () => {
                      notify.success('Template deleted');
                      backToList();
                    },
                  })
                }
              >
                Delete
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        Delete “{t.topic}”? Sessions already sent keep their questions and answers.
      </Modal>
    </ContentLayout>
  );
}

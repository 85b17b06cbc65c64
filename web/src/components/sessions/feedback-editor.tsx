import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MAX_FEEDBACK_LENGTH, type FeedbackReport } from '../../../../shared/schemas/feedback';
import { apiCall } from '../../api/client';
import { useNotify } from '../notifications';

/** How often the page asks for a report the model is writing (ms). */
export const DRAFTING_POLL_MS = 2_000;

/**
 * The applicant's feedback report (docs/decisions/0162-feedback-reports.md): "Write feedback" drafts it in
 * the interview's language from the evidence (or opens the one kept); the person edits the text and
 * sends it, and the applicant gets an e-mail with a link to read it. Refused while the organization's
 * setting is off. While a model writes it the page shows "Drafting…" and asks again every
 * {@link DRAFTING_POLL_MS} until the draft is there; a failed draft can be drafted again
 * (docs/decisions/0168-feedback-drafted-by-the-model.md).
 */
export function FeedbackEditor({ sessionId }: { sessionId: string }) {
  const notify = useNotify();
  const [report, setReport] = useState<FeedbackReport>();
  const [text, setText] = useState('');
  const queryClient = useQueryClient();
  const pollKey = ['feedback-report', sessionId];
  const show = (r: FeedbackReport) => {
    // A draft started (again) is what the poll starts from, never an earlier failure it read.
    if (r.status === 'drafting') queryClient.setQueryData(pollKey, r);
    setReport(r);
    setText(r.text);
  };
  const draft = useMutation({
    mutationFn: () => apiCall('draftFeedback', { params: { id: sessionId } }),
    onSuccess: show,
    onError: (error) => notify.apiError(error),
  });
  const drafting = report?.status === 'drafting';
  // Drafting again while the model writes only reads the report kept: it is polled until it changes.
  const poll = useQuery({
    queryKey: pollKey,
    queryFn: () => apiCall('draftFeedback', { params: { id: sessionId } }),
    enabled: drafting,
    refetchInterval: (query) => (query.state.data?.status === 'drafting' ? DRAFTING_POLL_MS : false),
    gcTime: 0,
  });
  useEffect(() => {
    if (!drafting || !poll.data || poll.data.status === 'drafting') return;
    setReport(poll.data);
    setText(poll.data.text);
  }, [drafting, poll.data]);
  const send = useMutation({
    mutationFn: () => apiCall('sendFeedback', { params: { id: sessionId }, body: { text } }),
    onSuccess: (r) => {
      setReport(r);
      notify.success('Feedback sent', 'The applicant was e-mailed a link to read it.');
    },
    onError: (error) => notify.apiError(error),
  });
  if (!report)
    return (
      <Button onClick={() => draft.mutate()} loading={draft.isPending} data-testid="feedback-draft">
        Write feedback
      </Button>
    );
  if (drafting)
    return (
      <Box data-testid="feedback-drafting">
        <StatusIndicator type="loading">Drafting… the AI model is writing the feedback.</StatusIndicator>
      </Box>
    );
  if (report.status === 'failed')
    return (
      <div data-testid="feedback-failed">
        <Alert
          type="error"
          header="The feedback draft failed"
          action={
            <Button onClick={() => draft.mutate()} loading={draft.isPending} data-testid="feedback-retry">
              Draft again
            </Button>
          }
        >
          {report.failure ?? 'The AI model could not write the draft.'}
        </Alert>
      </div>
    );
  if (report.status === 'sent')
    return (
      <Box data-testid="feedback-sent">
        Feedback sent {new Date(report.sentAt!).toLocaleString()}
        {report.sentByName ? ` by ${report.sentByName}` : ' automatically'}.
      </Box>
    );
  return (
    <div data-testid="feedback-editor">
      <SpaceBetween size="s">
        <FormField
          label={`Feedback for the applicant (${report.language})`}
          description="Check every sentence: it goes to the applicant as written. No scores, ranks or key points."
        >
          <Textarea
            value={text}
            onChange={({ detail }) => setText(detail.value.slice(0, MAX_FEEDBACK_LENGTH))}
            rows={14}
          />
        </FormField>
        <Button
          variant="primary"
          onClick={() => send.mutate()}
          loading={send.isPending}
          disabled={!text.trim()}
          data-testid="feedback-send"
        >
          Send feedback
        </Button>
      </SpaceBetween>
    </div>
  );
}

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_FEEDBACK_LENGTH, type FeedbackReport } from '../../../../shared/schemas/feedback';
import { apiCall } from '../../api/client';
import { useNotify } from '../notifications';

/**
 * The applicant's feedback report (docs/decisions/0162-feedback-reports.md): "Write feedback" drafts it in
 * the interview's language from the evidence (or opens the draft kept); the person edits the text and
 * sends it, and the applicant gets an e-mail with a link to read it. Refused while the organization's
 * setting is off.
 */
export function FeedbackEditor({ sessionId }: { sessionId: string }) {
  const notify = useNotify();
  const [report, setReport] = useState<FeedbackReport>();
  const [text, setText] = useState('');
  const draft = useMutation({
    mutationFn: () => apiCall('draftFeedback', { params: { id: sessionId } }),
    onSuccess: (r) => {
      setReport(r);
      setText(r.text);
    },
    onError: (error) => notify.apiError(error),
  });
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

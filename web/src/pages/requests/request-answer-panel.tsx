import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useEffect, useState } from 'react';
import type { ApplicantRequest } from '../../../../shared/schemas/applicant-request';
import { useAnswerRequest, useRequestDraft } from '../../api/accountability';
import { useNotify } from '../../components/notifications';

/**
 * The answer to one open request: for an explanation, the draft built from the session's evidence
 * (docs/product.md#requests) fills the box; a person reads, edits and sends it. Nothing is sent without
 * the Send button.
 */
export function RequestAnswerPanel({ request, onSent }: { request: ApplicantRequest; onSent: () => void }) {
  const notify = useNotify();
  const [text, setText] = useState('');
  const [wantDraft, setWantDraft] = useState(request.kind === 'explanation');
  const draft = useRequestDraft(request.id, wantDraft);
  const answer = useAnswerRequest();
  useEffect(() => {
    if (draft.data && !text) setText(draft.data.text);
  }, [draft.data, text]);

  const send = () =>
    answer.mutate(
      { id: request.id, text },
      {
        onSuccess: () => {
          notify.success('Answer sent', `E-mailed to ${request.applicantName ?? 'the applicant'}.`);
          onSent();
        },
        onError: (error) => notify.apiError(error),
      },
    );

  return (
    <Container header={<Header variant="h2">Answer {request.applicantName ?? 'the applicant'}</Header>}>
      <SpaceBetween size="m">
        {request.message && (
          <FormField label="The applicant wrote">
            <Box variant="p" data-testid="request-message">
              {request.message}
            </Box>
          </FormField>
        )}
        {draft.isError && (
          <Alert type="warning">
            The session is no longer kept, so no explanation can be drafted from it.
          </Alert>
        )}
        <FormField
          label="Answer"
          description={`Sent by e-mail exactly as written, in the interview's language (${request.language}).`}
        >
          <Textarea
            value={text}
            onChange={({ detail }) => setText(detail.value)}
            rows={16}
            placeholder={draft.isFetching ? 'Drafting the explanation…' : 'Write the answer'}
            ariaLabel="Answer"
            data-testid="request-answer"
          />
        </FormField>
        <SpaceBetween direction="horizontal" size="xs">
          {!wantDraft && <Button onClick={() => setWantDraft(true)}>Draft an explanation</Button>}
          <Button variant="primary" onClick={send} loading={answer.isPending} disabled={!text.trim()}>
            Send
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}

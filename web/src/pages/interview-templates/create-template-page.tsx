import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useGenerateInterviewTemplate, useWriteInterviewTemplate } from '../../api/interview-templates';
import { PROCESS_ERROR_DETAIL, useNotify } from '../../components/notifications';
import { CreateTemplateForm } from './create-template-form';
import { QuestionEditor } from './question-editor';

/** What a failed generation or save says on the form: the API's own message, or the generic one. */
export function failureMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  return error instanceof ApiError && error.message ? error.message : PROCESS_ERROR_DETAIL;
}

/**
 * /createTemplate: "Generate interview" has the AI write a template synchronously; "Write questions" lets
 * the manager write the questions and key points by hand. Success toasts "Interview Created" and opens
 * /templates/{id} (docs/architecture.md#route-table, docs/product.md#messages-errors); a failure stays on the
 * form with every field kept.
 */
export default function CreateInterviewTemplatePage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const generate = useGenerateInterviewTemplate();
  const write = useWriteInterviewTemplate();
  const [mode, setMode] = useState<'generate' | 'write'>('generate');
  const opened = (created: { id: string }) => {
    notify.success('Interview Created');
    navigate(`/templates/${created.id}`);
  };

  return (
    <SpaceBetween size="m">
      <SegmentedControl
        selectedId={mode}
        onChange={({ detail }) => setMode(detail.selectedId as 'generate' | 'write')}
        label="How to create the template"
        options={[
          { id: 'generate', text: 'Generate interview', iconName: 'gen-ai' },
          { id: 'write', text: 'Write questions', iconName: 'edit' },
        ]}
        data-testid="create-mode"
      />
      {mode === 'generate' ? (
        <CreateTemplateForm
          generating={generate.isPending}
          failure={failureMessage(generate.error)}
          onCancel={() => navigate('/templates')}
          onGenerate={(body) => generate.mutate(body, { onSuccess: opened })}
        />
      ) : (
        <QuestionEditor
          title="Write questions"
          submitLabel="Create template"
          saving={write.isPending}
          failure={failureMessage(write.error)}
          onCancel={() => navigate('/templates')}
          onSubmit={(body) => write.mutate(body, { onSuccess: opened })}
        />
      )}
    </SpaceBetween>
  );
}

import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useGenerateInterview } from '../../api/interviews';
import { PROCESS_ERROR_DETAIL, useNotify } from '../../components/notifications';
import { CreateTemplateForm } from './create-template-form';

/** What a failed generation says on the form: the API's own message, or the generic one. */
function failureMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  return error instanceof ApiError && error.message ? error.message : PROCESS_ERROR_DETAIL;
}

/**
 * /createTemplate: the AI writes a template synchronously; success toasts "Interview Created" and opens
 * /templates/{id} (spec sections 7 and 8); a failure stays on the form with every field kept.
 */
export default function CreateTemplatePage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const generate = useGenerateInterview();

  return (
    <CreateTemplateForm
      generating={generate.isPending}
      failure={failureMessage(generate.error)}
      onCancel={() => navigate('/templates')}
      onGenerate={(body) =>
        generate.mutate(body, {
          onSuccess: (created) => {
            notify.success('Interview Created');
            navigate(`/templates/${created.id}`);
          },
        })
      }
    />
  );
}

import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FormEvent, useState } from 'react';
import { InviteRequestSchema } from '../../../../shared/schemas/team';
import { ApiError } from '../../api/client';
import { useInviteManager } from '../../api/team';
import { useNotify } from '../../components/notifications';

/**
 * The owner's "Invite manager" form: one e-mail address; the API e-mails an invitation link that opens
 * /register with the address filled in. A known problem (already on the team) stays on the field.
 */
export function InviteForm() {
  const notify = useNotify();
  const invite = useInviteManager();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = InviteRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    invite.mutate(parsed.data.email, {
      onSuccess: () => {
        setEmail('');
        notify.success('Invitation sent', `We e-mailed an invitation to ${parsed.data.email}.`);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401) {
          setError(err.details?.email?.[0] ?? err.message);
        } else notify.apiError(err);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form>
        <SpaceBetween direction="horizontal" size="xs" alignItems="end">
          <FormField
            label="Invite manager"
            description="They get an e-mail with a link to join."
            errorText={error}
          >
            <Input
              type="email"
              inputMode="email"
              placeholder="name@company.com"
              value={email}
              onChange={({ detail }) => setEmail(detail.value)}
              data-testid="invite-email"
            />
          </FormField>
          <Button
            variant="primary"
            formAction="submit"
            loading={invite.isPending}
            data-testid="invite-submit"
          >
            Invite manager
          </Button>
        </SpaceBetween>
      </Form>
    </form>
  );
}

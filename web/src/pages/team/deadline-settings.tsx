import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { MAX_DUE_IN_DAYS, MIN_DUE_IN_DAYS } from '../../../../shared/deadline-rules';
import { useOrganizationSettings, useUpdateOrganizationSettings } from '../../api/team';
import { useNotify } from '../../components/notifications';

/**
 * The organization's default deadline of new sessions, in days (1-60). Owners change it; other managers
 * read it. A session created with its own "Due in (days)" keeps that.
 */
export function DeadlineSettings({ canManage }: { canManage: boolean }) {
  const notify = useNotify();
  const settings = useOrganizationSettings();
  const update = useUpdateOrganizationSettings();
  const [draft, setDraft] = useState<string>();
  const value = draft ?? String(settings.data?.defaultDueInDays ?? '');
  const days = Number(value);
  const valid = Number.isInteger(days) && days >= MIN_DUE_IN_DAYS && days <= MAX_DUE_IN_DAYS;
  return (
    <Container header={<Header variant="h2">Interview deadlines</Header>} data-testid="deadline-settings">
      <SpaceBetween direction="horizontal" size="s" alignItems="end">
        <FormField
          label="Default deadline of new sessions (days)"
          constraintText={`${MIN_DUE_IN_DAYS} to ${MAX_DUE_IN_DAYS}; a reminder goes out 48 hours before it`}
          errorText={
            draft !== undefined && !valid
              ? `Enter a whole number from ${MIN_DUE_IN_DAYS} to ${MAX_DUE_IN_DAYS}`
              : undefined
          }
        >
          <Input
            type="number"
            inputMode="numeric"
            value={value}
            disabled={!canManage || settings.isPending}
            onChange={({ detail }) => setDraft(detail.value)}
            data-testid="default-due-in-days"
          />
        </FormField>
        {canManage && (
          <Button
            disabled={draft === undefined || !valid}
            loading={update.isPending}
            onClick={() =>
              update.mutate(days, {
                onSuccess: () => {
                  setDraft(undefined);
                  notify.success('Default deadline saved', `New sessions are due in ${days} days.`);
                },
                onError: (error) => notify.apiError(error),
              })
            }
            data-testid="save-default-due"
          >
            Save
          </Button>
        )}
      </SpaceBetween>
    </Container>
  );
}

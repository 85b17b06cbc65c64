import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { type Language, LANGUAGES } from '../../../../shared/interview-options';
import { useOrganizationSettings, useUpdateOrganizationSettings } from '../../api/settings';
import { PROCESS_ERROR_DETAIL, useNotify } from '../../components/notifications';

const LANGUAGE_OPTIONS: SelectProps.Option[] = LANGUAGES.map((l) => ({ value: l, label: l }));

/**
 * The organization's settings on /team: the default interview language new templates start in
 * (Spanish until changed). Any manager of the organization may change it.
 */
export function OrganizationSettingsPanel() {
  const notify = useNotify();
  const settings = useOrganizationSettings();
  const update = useUpdateOrganizationSettings();
  const [choice, setChoice] = useState<Language>();
  const current = choice ?? settings.data?.defaultLanguage;

  const save = () => {
    if (!current) return;
    update.mutate(
      { defaultLanguage: current },
      {
        onSuccess: ({ defaultLanguage }) => {
          setChoice(undefined);
          notify.success('Settings saved', `New interview templates start in ${defaultLanguage}.`);
        },
        onError: (error) => notify.apiError(error, PROCESS_ERROR_DETAIL),
      },
    );
  };

  return (
    <Container
      data-testid="organization-settings"
      header={<Header description="Apply to every manager of the organization.">Settings</Header>}
    >
      <SpaceBetween direction="horizontal" size="s" alignItems="end">
        <FormField
          label="Default interview language"
          description="New interview templates start in this language; each can still be changed."
        >
          <Select
            selectedOption={current ? { value: current, label: current } : null}
            onChange={({ detail }) => setChoice(detail.selectedOption.value as Language)}
            options={LANGUAGE_OPTIONS}
            statusType={settings.isPending ? 'loading' : 'finished'}
            placeholder="Loading"
            data-testid="settings-default-language"
          />
        </FormField>
        <Button
          onClick={save}
          loading={update.isPending}
          disabled={!choice || choice === settings.data?.defaultLanguage}
          data-testid="settings-save"
        >
          Save
        </Button>
      </SpaceBetween>
    </Container>
  );
}

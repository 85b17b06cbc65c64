import Select from '@cloudscape-design/components/select';
import { useOrganizationSettings, useUpdateOrganizationSettings } from '../../api/settings';
import { useNotify } from '../../components/notifications';
import { LANGUAGE_OPTIONS } from './template-form-values';

/**
 * The organization's reporting language: scores' feedback, suggestions and notices are written in it,
 * whatever language the interview is in. Applies to sessions scored after the change.
 */
export function ReportingLanguageSelect() {
  const settings = useOrganizationSettings();
  const update = useUpdateOrganizationSettings();
  const notify = useNotify();
  const current = settings.data?.reportingLanguage;
  return (
    <div style={{ minWidth: 250 }}>
      <Select
        data-testid="reporting-language"
        ariaLabel="Feedback language"
        inlineLabelText="Feedback in"
        disabled={!current || update.isPending}
        selectedOption={LANGUAGE_OPTIONS.find((o) => o.value === current) ?? null}
        options={LANGUAGE_OPTIONS}
        onChange={({ detail }) =>
          update.mutate(
            { reportingLanguage: detail.selectedOption.value as never },
            {
              onSuccess: (s) => notify.success(`Scores' feedback will be written in ${s.reportingLanguage}`),
            },
          )
        }
      />
    </div>
  );
}

import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { type Language, LANGUAGES } from '../../../shared/interview-options';

const LANGUAGE_OPTIONS: SelectProps.Option[] = LANGUAGES.map((l) => ({ value: l, label: l }));

/** Props of {@link QuestionCountLanguageFields}. */
export interface QuestionCountLanguageFieldsProps {
  /** The number of questions as typed, so a half-edited or empty value can be shown and validated. */
  count: string;
  onCountChange: (count: string) => void;
  /** The allowed range as the dialog words it. */
  countConstraint: string;
  countError?: string;
  language: Language;
  onLanguageChange: (language: Language) => void;
  languageError?: string;
}

/**
 * "Number of questions" and "Language" of the Create Custom Interview Template dialogs (for an applicant
 * and for a job position). Both ask the AI for the same two things, so the inputs and their test ids are
 * kept in one place; each dialog still validates and submits on its own.
 */
export function QuestionCountLanguageFields({
  count,
  onCountChange,
  countConstraint,
  countError,
  language,
  onLanguageChange,
  languageError,
}: QuestionCountLanguageFieldsProps) {
  return (
    <>
      <FormField label="Number of questions" constraintText={countConstraint} errorText={countError}>
        <Input
          type="number"
          inputMode="numeric"
          value={count}
          onChange={({ detail }) => onCountChange(detail.value)}
          data-testid="custom-template-count"
        />
      </FormField>
      <FormField label="Language" errorText={languageError}>
        <Select
          selectedOption={{ value: language, label: language }}
          options={LANGUAGE_OPTIONS}
          onChange={({ detail }) => onLanguageChange(detail.selectedOption.value as Language)}
          data-testid="custom-template-language"
        />
      </FormField>
    </>
  );
}

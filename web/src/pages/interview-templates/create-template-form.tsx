import Alert from '@cloudscape-design/components/alert';
import Autosuggest from '@cloudscape-design/components/autosuggest';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import Popover from '@cloudscape-design/components/popover';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { type FormEvent, useCallback, useState } from 'react';
import {
  type Language,
  MAX_QUESTION_COUNT,
  MIN_QUESTION_COUNT,
  offlineLanguageNote,
} from '../../../../shared/interview-options';
import { useApplyDefaultLanguage } from '../../api/settings';
import { useOfflineAi } from '../../config/runtime-config';
import type { GenerateInterviewTemplateRequest } from '../../../../shared/schemas/interview-template';
import {
  DIFFICULTY_OPTIONS,
  initialTemplateValues,
  LANGUAGE_OPTIONS,
  SENIORITY_OPTIONS,
  type TemplateFormValues,
  TOPIC_SUGGESTIONS,
  validateTemplateForm,
} from './template-form-values';

/** Props of {@link CreateTemplateForm}. */
export interface CreateTemplateFormProps {
  /** True while the model writes: the button spins and a status line says so. */
  generating: boolean;
  /** Message of the last failed generation, shown in an error alert; the fields keep their values. */
  failure?: string;
  /** Called with a body that passed the shared schema; never called while the form is invalid. */
  onGenerate: (body: GenerateInterviewTemplateRequest) => void;
  onCancel: () => void;
}

/** Why the inputs matter (docs/product.md#screen-create-template). */
function InputsHelp() {
  return (
    <Popover
      header="Why good inputs matter"
      size="medium"
      triggerType="custom"
      content={
        <SpaceBetween size="xs">
          <Box variant="p">
            The questions and the key points a good answer covers are written from what you enter here.
          </Box>
          <Box variant="p">
            A precise topic (&quot;Backend Developer, payments&quot; rather than &quot;IT&quot;), a short bio
            of the role and the skills you care about give sharper questions and key points, and so fairer
            scores.
          </Box>
        </SpaceBetween>
      }
    >
      <Link variant="info" data-testid="template-inputs-help">
        Why good inputs matter
      </Link>
    </Popover>
  );
}

/**
 * The /createTemplate form (docs/product.md#screen-create-template): topic with job-topic suggestions, short
 * bio, skills, and advanced options (number of questions, language, seniority, difficulty). Checked with
 * the shared `GenerateInterviewTemplateRequestSchema` before anything is sent.
 */
export function CreateTemplateForm({ generating, failure, onGenerate, onCancel }: CreateTemplateFormProps) {
  const [values, setValues] = useState<TemplateFormValues>(initialTemplateValues);
  const [submitted, setSubmitted] = useState(false);
  const check = submitted ? validateTemplateForm(values) : { fieldErrors: {} };
  const set = <K extends keyof TemplateFormValues>(key: K, value: TemplateFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  // The organization's default language replaces the previous default unless the manager picked another.
  useApplyDefaultLanguage(
    useCallback((language: Language, previous: Language) => {
      setValues((v) =>
        v.language?.value === previous ? { ...v, language: { value: language, label: language } } : v,
      );
    }, []),
  );
  const languageNote = offlineLanguageNote(values.language?.value, useOfflineAi());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generating) return;
    setSubmitted(true);
    const result = validateTemplateForm(values);
    if (result.body) onGenerate(result.body);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="create-template-form">
      <Form
        header={
          <Header
            variant="h1"
            info={<InputsHelp />}
            description="The AI writes the questions and key points."
          >
            Create interview template
          </Header>
        }
        errorText={check.formError}
        errorIconAriaLabel="Error"
        actions={
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            {generating && (
              <span data-testid="template-generating">
                <StatusIndicator type="loading">Writing questions…</StatusIndicator>
              </span>
            )}
            <Box variant="span" color="text-body-secondary" data-testid="template-summary">
              {`${values.numberOfQuestions.trim() || '?'} questions in ${values.language?.label ?? '?'}`}
            </Box>
            {languageNote && (
              <Box variant="small" color="text-status-warning" data-testid="template-language-note">
                {languageNote}
              </Box>
            )}
            <Button variant="link" formAction="none" onClick={onCancel} disabled={generating}>
              Cancel
            </Button>
            <Button
              variant="primary"
              formAction="submit"
              loading={generating}
              data-testid="generate-template"
            >
              Generate interview
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {failure && (
            <Alert type="error" header="The interview could not be generated" data-testid="template-failure">
              {failure}
            </Alert>
          )}
          <Container header={<Header variant="h2">What to interview for</Header>}>
            <SpaceBetween size="l">
              <FormField
                label="Topic"
                errorText={check.fieldErrors.topic}
                description="A job title or subject."
              >
                <Autosuggest
                  value={values.topic}
                  onChange={({ detail }) => set('topic', detail.value)}
                  options={TOPIC_SUGGESTIONS}
                  enteredTextLabel={(value) => `Use: "${value}"`}
                  placeholder="e.g. Backend Developer"
                  ariaLabel="Topic"
                  empty="No matching job topics"
                  data-testid="template-topic"
                />
              </FormField>
              <FormField label="Short bio" errorText={check.fieldErrors.bio}>
                <Textarea
                  value={values.bio}
                  onChange={({ detail }) => set('bio', detail.value)}
                  rows={3}
                  placeholder="What the role does, the team, the product"
                  data-testid="template-bio"
                />
              </FormField>
              <FormField
                label="Skills"
                constraintText="Separate skills with commas."
                errorText={check.fieldErrors.skills}
              >
                <Input
                  value={values.skills}
                  onChange={({ detail }) => set('skills', detail.value)}
                  placeholder="e.g. Node.js, DynamoDB, testing"
                  data-testid="template-skills"
                />
              </FormField>
              <ExpandableSection headerText="Advanced options" data-testid="template-advanced">
                <ColumnLayout columns={2}>
                  <FormField
                    label="Number of questions"
                    constraintText={`${MIN_QUESTION_COUNT} to ${MAX_QUESTION_COUNT}.`}
                    errorText={check.fieldErrors.numberOfQuestions}
                  >
                    <Input
                      type="number"
                      inputMode="numeric"
                      value={values.numberOfQuestions}
                      onChange={({ detail }) => set('numberOfQuestions', detail.value)}
                      data-testid="template-count"
                    />
                  </FormField>
                  <FormField label="Language" errorText={check.fieldErrors.language}>
                    <Select
                      selectedOption={values.language}
                      onChange={({ detail }) => set('language', detail.selectedOption)}
                      options={LANGUAGE_OPTIONS}
                      data-testid="template-language"
                    />
                  </FormField>
                  <FormField
                    label={
                      <span>
                        Seniority <i>- optional</i>
                      </span>
                    }
                  >
                    <Select
                      selectedOption={values.seniority}
                      onChange={({ detail }) => set('seniority', detail.selectedOption)}
                      options={SENIORITY_OPTIONS}
                      placeholder="Any seniority"
                      data-testid="template-seniority"
                    />
                  </FormField>
                  <FormField
                    label={
                      <span>
                        Difficulty <i>- optional</i>
                      </span>
                    }
                  >
                    <Select
                      selectedOption={values.difficulty}
                      onChange={({ detail }) => set('difficulty', detail.selectedOption)}
                      options={DIFFICULTY_OPTIONS}
                      placeholder="Any difficulty"
                      data-testid="template-difficulty"
                    />
                  </FormField>
                </ColumnLayout>
              </ExpandableSection>
            </SpaceBetween>
          </Container>
        </SpaceBetween>
      </Form>
    </form>
  );
}

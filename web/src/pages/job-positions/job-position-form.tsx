import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Checkbox from '@cloudscape-design/components/checkbox';
import Select from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';
import { type FormEvent, useState } from 'react';
import {
  type JobPosition,
  type JobPositionInput,
  JobPositionInputSchema,
} from '../../../../shared/schemas/job-position';
import type { JobPositionFeedbackReportMode } from '../../../../shared/schemas/privacy';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../components/field-errors';

/** The fields of a job position (docs/product.md#entity-job-position), in form order. */
type FieldName = Exclude<keyof JobPositionInput, 'humanOnly' | 'feedbackReports'>;

/** The job position's feedback reports choices (docs/decisions/0162-feedback-reports.md), in menu order. */
export const FEEDBACK_REPORT_OPTIONS: { value: JobPositionFeedbackReportMode; label: string }[] = [
  { value: 'inherit', label: "The organization's setting" },
  { value: 'off', label: 'Off' },
  { value: 'review', label: 'A person reviews each report' },
  { value: 'auto', label: 'Sent automatically on decision' },
];

const FIELDS: readonly { name: FieldName; label: string; multiline: boolean; hint?: string }[] = [
  { name: 'title', label: 'Title', multiline: false },
  { name: 'description', label: 'Description', multiline: true },
  { name: 'education', label: 'Education', multiline: true },
  { name: 'workExperience', label: 'Work experience', multiline: true },
  { name: 'certifications', label: 'Certifications', multiline: true },
  {
    name: 'softSkills',
    label: 'Soft skills',
    multiline: true,
    hint: 'Separate skills with commas. Each becomes a tag.',
  },
  {
    name: 'technicalSkills',
    label: 'Technical skills',
    multiline: true,
    hint: 'Separate skills with commas. Each becomes a tag.',
  },
];

type Values = Record<FieldName, string>;
type Errors = FieldErrors<FieldName>;

function toValues(position?: JobPosition): Values {
  const values = {} as Values;
  for (const { name } of FIELDS) values[name] = position?.[name] ?? '';
  return values;
}

/**
 * Client check with the API's own schema, so the form and the server agree (docs/product.md#rule-validation).
 */
function validate(values: Values): { input?: JobPositionInput; errors: Errors } {
  const parsed = JobPositionInputSchema.safeParse(values);
  return parsed.success
    ? { input: parsed.data, errors: {} }
    : { errors: zodFieldErrors<FieldName>(parsed.error) };
}

const FIELD_NAMES = FIELDS.map((f) => f.name);

/** Props of {@link JobPositionForm}. */
export interface JobPositionFormProps {
  /** "New job position" or "Edit job position". */
  title: string;
  /** The stored position in Edit mode; its values prefill the form. */
  initial?: JobPosition;
  saving: boolean;
  /** The last save's error; a 400's `details` show on their fields. */
  serverError?: unknown;
  /** Called with the validated body; never while a field is invalid. */
  onSubmit: (input: JobPositionInput) => void;
  onCancel: () => void;
}

/**
 * The form of the New and Edit modes (docs/product.md#rule-job-position-modes) with Cancel and Confirm. Title
 * is required (docs/product.md#rule-validation); errors show after the first Confirm and follow corrections
 * live.
 */
export function JobPositionForm(props: JobPositionFormProps) {
  const { saving, onSubmit, onCancel } = props;
  const [values, setValues] = useState<Values>(() => toValues(props.initial));
  const [submitted, setSubmitted] = useState(false);
  const [humanOnly, setHumanOnly] = useState(props.initial?.humanOnly ?? false);
  const [feedbackReports, setFeedbackReports] = useState(props.initial?.feedbackReports ?? 'inherit');
  const clientErrors = submitted ? validate(values).errors : {};
  const fromServer: Errors = apiFieldErrors(props.serverError, FIELD_NAMES);
  const errorOf = (name: FieldName | '_') => clientErrors[name] ?? fromServer[name];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const { input } = validate(values);
    if (input)
      onSubmit({
        ...input,
        ...(humanOnly ? { humanOnly } : {}),
        ...(feedbackReports !== 'inherit' ? { feedbackReports } : {}),
      });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="job-position-form">
      <Form
        header={<Header variant="h1">{props.title}</Header>}
        errorText={errorOf('_')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={onCancel} data-testid="job-position-cancel">
              Cancel
            </Button>
            <Button
              variant="primary"
              formAction="submit"
              loading={saving}
              disabled={saving}
              data-testid="job-position-confirm"
            >
              Confirm
            </Button>
          </SpaceBetween>
        }
      >
        <Container>
          <SpaceBetween size="l">
            {FIELDS.map(({ name, label, multiline, hint }) => {
              const onChange = ({ detail }: { detail: { value: string } }) =>
                setValues((current) => ({ ...current, [name]: detail.value }));
              return (
                <FormField
                  key={name}
                  label={label}
                  constraintText={hint}
                  errorText={errorOf(name)}
                  data-testid={`job-position-field-${name}`}
                >
                  {multiline ? (
                    <Textarea
                      value={values[name]}
                      onChange={onChange}
                      rows={3}
                      data-testid={`job-position-${name}`}
                    />
                  ) : (
                    <Input
                      value={values[name]}
                      onChange={onChange}
                      ariaRequired
                      data-testid={`job-position-${name}`}
                    />
                  )}
                </FormField>
              );
            })}
            <Checkbox
              checked={humanOnly}
              onChange={({ detail }) => setHumanOnly(detail.checked)}
              description="Sessions for this position are not scored by AI; a person scores every answer."
              data-testid="job-position-human-only"
            >
              Human-only evaluation
            </Checkbox>
            <FormField
              label="Feedback reports to applicants"
              description="After an advance or reject decision of this position's sessions: off, a person reviews each report before it is sent, or it is sent automatically. The organization's setting applies unless chosen here."
            >
              <Select
                selectedOption={FEEDBACK_REPORT_OPTIONS.find((o) => o.value === feedbackReports)!}
                onChange={({ detail }) =>
                  setFeedbackReports(detail.selectedOption.value as JobPositionFeedbackReportMode)
                }
                options={FEEDBACK_REPORT_OPTIONS}
                data-testid="job-position-feedback-reports"
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}

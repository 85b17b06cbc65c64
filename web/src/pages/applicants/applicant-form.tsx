import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { Applicant, ApplicantInput } from '../../../../shared/schemas/applicant';
import { apiFieldErrors } from '../../components/field-errors';
import { JobPositionSelect } from '../job-positions/job-position-select';
import {
  APPLICANT_FIELDS,
  type ApplicantFieldErrors,
  type ApplicantFieldSpec,
  type ApplicantFormValues,
  toFormValues,
  validateApplicant,
} from './applicant-form-fields';

/** A server message about any other field is shown on the form as a whole. */
const FIELD_NAMES = APPLICANT_FIELDS.map((f) => f.name);

/** Props of {@link ApplicantForm}. */
export interface ApplicantFormProps {
  /** Page title, e.g. "Add applicant". */
  title: string;
  submitLabel: string;
  cancelLabel: string;
  /** The stored applicant on modify; its values prefill the form (remount with a `key` to reset). */
  initial?: Applicant;
  /** True while the save runs: the submit button shows a spinner and ignores clicks. */
  saving: boolean;
  /** The last save's error; a 400's `details` are shown on their fields. */
  serverError?: unknown;
  /** Called with the validated, normalized body; never called while fields are invalid. */
  onSubmit: (input: ApplicantInput) => void;
  onCancel: () => void;
  /** Shown above the fields, e.g. the warning that another applicant has the same e-mail. */
  notice?: ReactNode;
}

/**
 * The one applicant form of add and modify: the 14 fields of docs/product.md#screen-applicant-form, checked
 * with the shared `ApplicantInputSchema` before anything is sent. Errors appear after the first submit and
 * follow the user's corrections live.
 */
export function ApplicantForm(props: ApplicantFormProps) {
  const { initial, saving, serverError, onSubmit, onCancel } = props;
  const [values, setValues] = useState<ApplicantFormValues>(() => toFormValues(initial));
  const [submitted, setSubmitted] = useState(false);
  const [jobPositionId, setJobPositionId] = useState<string | null>(initial?.jobPositionId ?? null);

  const clientErrors: ApplicantFieldErrors = submitted ? (validateApplicant(values).errors ?? {}) : {};
  const serverErrors: ApplicantFieldErrors = apiFieldErrors(serverError, FIELD_NAMES);
  const errorOf = (name: keyof ApplicantFieldErrors) => clientErrors[name] ?? serverErrors[name];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    // On add, "None" sends nothing; on modify it sends null, which unlinks (an omitted link is kept).
    const result = validateApplicant(values, jobPositionId ?? (initial ? null : undefined));
    if (result.input) onSubmit(result.input);
  };

  const renderField = (field: ApplicantFieldSpec) => {
    const { name } = field;
    const onChange = ({ detail }: { detail: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: detail.value }));
    return (
      <FormField
        key={name}
        label={field.label}
        constraintText={field.constraintText}
        errorText={errorOf(name)}
        data-testid={`applicant-field-${name}`}
      >
        {field.control === 'textarea' ? (
          <Textarea value={values[name]} onChange={onChange} rows={4} data-testid={`applicant-${name}`} />
        ) : (
          <Input
            value={values[name]}
            onChange={onChange}
            type={field.type}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete ?? false}
            ariaRequired={field.required}
            data-testid={`applicant-${name}`}
          />
        )}
      </FormField>
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="applicant-form">
      <Form
        header={<Header variant="h1">{props.title}</Header>}
        errorText={errorOf('_')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={onCancel} data-testid="applicant-cancel">
              {props.cancelLabel}
            </Button>
            <Button
              variant="primary"
              formAction="submit"
              loading={saving}
              disabled={saving}
              data-testid="applicant-submit"
            >
              {props.submitLabel}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {props.notice}
          <Container header={<Header variant="h2">Contact and role</Header>}>
            <ColumnLayout columns={2}>
              {APPLICANT_FIELDS.filter((f) => f.section === 'contact').map(renderField)}
              <JobPositionSelect value={jobPositionId} onChange={setJobPositionId} />
            </ColumnLayout>
          </Container>
          <Container header={<Header variant="h2">Background and skills</Header>}>
            <SpaceBetween size="l">
              {APPLICANT_FIELDS.filter((f) => f.section === 'background').map(renderField)}
            </SpaceBetween>
          </Container>
        </SpaceBetween>
      </Form>
    </form>
  );
}

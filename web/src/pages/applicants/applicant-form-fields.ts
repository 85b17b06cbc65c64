import type { InputProps } from '@cloudscape-design/components/input';
import {
  type Applicant,
  type ApplicantInput,
  ApplicantInputSchema,
} from '../../../../shared/schemas/applicant';
import { type FieldErrors, zodFieldErrors } from '../../components/field-errors';

/** The 14 fields of the add and modify forms (docs/product.md#screen-applicant-form). */
export type ApplicantFieldName = Exclude<keyof ApplicantInput, 'jobPositionId'>;

/** How one field is shown: a one-line input or a textarea, in the "Contact and role" or "Background" box. */
export interface ApplicantFieldSpec {
  name: ApplicantFieldName;
  label: string;
  section: 'contact' | 'background';
  control: 'input' | 'textarea';
  type?: InputProps.Type;
  inputMode?: InputProps.InputMode;
  autoComplete?: string;
  required?: boolean;
  constraintText?: string;
}

const SKILLS_HINT = 'Separate skills with commas, e.g. "React, TypeScript, SQL". Each becomes a tag.';

/** The fields in form order; required ones follow docs/product.md#rule-validation. */
export const APPLICANT_FIELDS: readonly ApplicantFieldSpec[] = [
  { name: 'firstName', label: 'First name', section: 'contact', control: 'input', required: true },
  { name: 'lastName', label: 'Last name', section: 'contact', control: 'input', required: true },
  { name: 'jobTitle', label: 'Job title', section: 'contact', control: 'input', required: true },
  {
    name: 'email',
    label: 'E-mail',
    section: 'contact',
    control: 'input',
    type: 'email',
    inputMode: 'email',
    required: true,
  },
  {
    name: 'salaryExpectation',
    label: 'Salary expectation',
    section: 'contact',
    control: 'input',
    type: 'number',
    inputMode: 'decimal',
    constraintText: 'Yearly amount, numbers only.',
  },
  // Cloudscape's Input has no "tel" type; the tel input mode gives the same phone keypad on mobiles.
  {
    name: 'phone',
    label: 'Phone',
    section: 'contact',
    control: 'input',
    inputMode: 'tel',
    autoComplete: 'tel',
  },
  {
    name: 'resumeUrl',
    label: 'Resume URL',
    section: 'contact',
    control: 'input',
    type: 'url',
    inputMode: 'url',
    constraintText: 'A link starting with https://',
  },
  { name: 'bio', label: 'Bio', section: 'background', control: 'textarea' },
  { name: 'education', label: 'Education', section: 'background', control: 'textarea' },
  { name: 'workExperience', label: 'Work experience', section: 'background', control: 'textarea' },
  { name: 'certifications', label: 'Certifications', section: 'background', control: 'textarea' },
  { name: 'languages', label: 'Languages', section: 'background', control: 'input' },
  {
    name: 'technicalSkills',
    label: 'Technical skills',
    section: 'background',
    control: 'textarea',
    constraintText: SKILLS_HINT,
  },
  {
    name: 'softSkills',
    label: 'Soft skills',
    section: 'background',
    control: 'textarea',
    constraintText: SKILLS_HINT,
  },
];

/** What the inputs hold: text, even for the salary, until the form is submitted. */
export type ApplicantFormValues = Record<ApplicantFieldName, string>;

/** Field name → first message; `_` holds messages about the whole applicant. */
export type ApplicantFieldErrors = FieldErrors<ApplicantFieldName>;

/** Form values from a stored applicant (modify) or empty ones (add). */
export function toFormValues(applicant?: Applicant): ApplicantFormValues {
  const values = {} as ApplicantFormValues;
  for (const { name } of APPLICANT_FIELDS) {
    const value = applicant?.[name];
    values[name] = value === undefined || value === null ? '' : String(value);
  }
  return values;
}

/** Form text → API shape: the salary becomes a number (null when empty, NaN when not a number). */
function toCandidate(values: ApplicantFormValues, jobPositionId?: string | null): Record<string, unknown> {
  const salary = values.salaryExpectation.trim();
  return {
    ...values,
    salaryExpectation: salary === '' ? null : Number(salary),
    ...(jobPositionId !== undefined ? { jobPositionId } : {}),
  };
}

/**
 * Validates with the same `ApplicantInputSchema` the API uses, so the form and the server agree.
 * @param jobPositionId - the chosen job position; null unlinks, undefined leaves the link as it is.
 * @returns the normalized body to send, or the first error per field.
 */
export function validateApplicant(
  values: ApplicantFormValues,
  jobPositionId?: string | null,
): { input: ApplicantInput; errors?: undefined } | { input?: undefined; errors: ApplicantFieldErrors } {
  const parsed = ApplicantInputSchema.safeParse(toCandidate(values, jobPositionId));
  return parsed.success
    ? { input: parsed.data }
    : { errors: zodFieldErrors<ApplicantFieldName>(parsed.error) };
}

import type { SelectProps } from '@cloudscape-design/components/select';
import type { AutosuggestProps } from '@cloudscape-design/components/autosuggest';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_QUESTION_COUNT,
  DIFFICULTIES,
  LANGUAGES,
  SENIORITIES,
} from '../../../../shared/interview-options';
import { JOB_TOPIC_GROUPS } from '../../../../shared/job-topics';
import {
  GenerateInterviewTemplateRequestSchema,
  type GenerateInterviewTemplateRequest,
} from '../../../../shared/schemas/interview-template';
import { type FieldErrors, zodFieldErrors } from '../../components/field-errors';

/**
 * The form's message when topic, language or number of questions is missing
 * (docs/product.md#rule-validation).
 */
export const ALL_FIELDS_REQUIRED = 'All fields required';

/** The 10 interview languages as Select options. */
export const LANGUAGE_OPTIONS: SelectProps.Option[] = LANGUAGES.map((l) => ({ value: l, label: l }));
/** Seniority levels as Select options. */
export const SENIORITY_OPTIONS: SelectProps.Option[] = SENIORITIES.map((s) => ({ value: s, label: s }));
/** Difficulties as Select options. */
export const DIFFICULTY_OPTIONS: SelectProps.Option[] = DIFFICULTIES.map((d) => ({ value: d, label: d }));

/** The predefined job topics as Autosuggest option groups; free text stays allowed. */
export const TOPIC_SUGGESTIONS: AutosuggestProps.OptionGroup[] = JOB_TOPIC_GROUPS.map((g) => ({
  label: g.group,
  options: g.topics.map((t) => ({ value: t })),
}));

/** What the create-template form holds while the manager types (all text, as the controls give it). */
export interface TemplateFormValues {
  topic: string;
  bio: string;
  skills: string;
  numberOfQuestions: string;
  language: SelectProps.Option | null;
  seniority: SelectProps.Option | null;
  difficulty: SelectProps.Option | null;
}

/** A new form: defaults of docs/product.md#rule-question-count (10 questions, Spanish). */
export function initialTemplateValues(): TemplateFormValues {
  return {
    topic: '',
    bio: '',
    skills: '',
    numberOfQuestions: String(DEFAULT_QUESTION_COUNT),
    language: LANGUAGE_OPTIONS.find((o) => o.value === DEFAULT_LANGUAGE) ?? null,
    seniority: null,
    difficulty: null,
  };
}

/** Result of {@link validateTemplateForm}: the body to send, or the form's and fields' messages. */
export interface TemplateFormCheck {
  body?: GenerateInterviewTemplateRequest;
  formError?: string;
  fieldErrors: FieldErrors<keyof TemplateFormValues>;
}

/**
 * Checks the form with the shared `GenerateInterviewTemplateRequestSchema`. A missing topic, language or count
 * gives "All fields required" (docs/product.md#rule-validation); other problems (e.g. 40 questions) name the
 * field. Empty optional texts are left out of the body.
 */
export function validateTemplateForm(values: TemplateFormValues): TemplateFormCheck {
  const parsed = GenerateInterviewTemplateRequestSchema.safeParse({
    topic: values.topic,
    language: values.language?.value,
    numberOfQuestions: values.numberOfQuestions.trim() === '' ? undefined : values.numberOfQuestions,
    bio: values.bio,
    skills: values.skills,
    seniority: values.seniority?.value,
    difficulty: values.difficulty?.value,
  });
  const missing = values.topic.trim() === '' || !values.language || values.numberOfQuestions.trim() === '';
  if (parsed.success && !missing) {
    const { bio, skills, ...rest } = parsed.data;
    return {
      body: { ...rest, ...(bio ? { bio } : {}), ...(skills ? { skills } : {}) },
      fieldErrors: {},
    };
  }
  const fieldErrors = parsed.success ? {} : zodFieldErrors<keyof TemplateFormValues>(parsed.error);
  return { formError: missing ? ALL_FIELDS_REQUIRED : undefined, fieldErrors };
}

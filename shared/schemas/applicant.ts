import * as z from 'zod';
import { SessionSummarySchema } from './session';
import {
  EmailSchema,
  IdSchema,
  listQuerySchema,
  OptionalPhoneSchema,
  optionalText,
  pageSchema,
  requiredText,
  TimestampSchema,
} from './common';

/**
 * The 14 applicant fields of the add and edit forms (docs/product.md#screen-applicant-form,
 * docs/product.md#entity-applicant). Required: first name, last name, job title, e-mail
 * (docs/product.md#rule-validation). Skills are comma-separated text.
 */
export const ApplicantInputSchema = z.object({
  firstName: requiredText(100, 'First name'),
  lastName: requiredText(100, 'Last name'),
  jobTitle: requiredText(150, 'Job title'),
  email: EmailSchema,
  salaryExpectation: z
    .number({ error: 'Enter a number' })
    .nonnegative('Must be zero or more')
    .max(100_000_000, 'Too large')
    .nullable()
    .optional(),
  phone: OptionalPhoneSchema,
  resumeUrl: z
    .string()
    .trim()
    .max(2048, 'At most 2048 characters')
    .refine(
      (s) => s === '' || /^https?:\/\/[^\s]+\.[^\s]+/i.test(s),
      'Enter a valid URL starting with https://',
    )
    .optional(),
  bio: optionalText(5000),
  education: optionalText(5000),
  workExperience: optionalText(5000),
  certifications: optionalText(2000),
  languages: optionalText(500),
  technicalSkills: optionalText(2000),
  softSkills: optionalText(2000),
  /** The job position this applicant is a candidate for, if any. */
  jobPositionId: IdSchema.nullable().optional(),
});
/** Body of `POST /api/applicants` and `PUT /api/applicants/{id}`. */
export type ApplicantInput = z.input<typeof ApplicantInputSchema>;

/** An applicant as the API returns it. */
export const ApplicantSchema = ApplicantInputSchema.extend({
  id: z.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Applicant = z.infer<typeof ApplicantSchema>;

/** `GET /api/applicants/{id}`: the applicant with their sessions (docs/product.md#entity-applicant). */
export const ApplicantDetailsSchema = ApplicantSchema.extend({ sessions: z.array(SessionSummarySchema) });
export type ApplicantDetails = z.infer<typeof ApplicantDetailsSchema>;

/** Answer of `GET /api/applicants`. */
export const ApplicantPageSchema = pageSchema(ApplicantSchema);

/**
 * Query of `GET /api/applicants`: sorted by creation or by name (last name, then first name); `q` finds
 * the beginnings of the words of the names, e-mail and job title; `email` is an exact lookup (any case) for
 * machines, answered in one read with the applicants holding that address (usually one, none is an empty
 * page), ignoring `q`, `sort` and `cursor` (docs/decisions/0100-search-index-items-per-prefix.md).
 */
export const ApplicantListQuerySchema = listQuerySchema(['createdAt', 'name']).extend({
  email: EmailSchema.optional(),
});
export type ApplicantListQuery = z.infer<typeof ApplicantListQuerySchema>;

/** Splits comma-separated skills into trimmed, non-empty tags (docs/product.md#screen-applicant-profile). */
export function splitSkills(text: string | undefined | null): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Query of `POST /api/applicants`: `allowDuplicateEmail=true` creates the applicant even when another of
 * the organization has the same e-mail (the manager saw the warning and chose to).
 */
export const CreateApplicantQuerySchema = z.object({
  allowDuplicateEmail: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export { EXISTING_APPLICANT_DETAIL } from '../errors';

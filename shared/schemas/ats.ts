import * as z from 'zod';
import { EmailSchema, IdSchema } from './common';

/**
 * Greenhouse's Assessment partner API, as the partner serves it (https://developers.greenhouse.io/assessment.html):
 * field names are Greenhouse's (snake case), not ours. A test is one of the organization's interview
 * templates; an interview (`partner_interview_id`) is one of our sessions.
 */

/** One test in `list_tests`' answer ("List Tests": `partner_test_id`, `partner_test_name`). */
export const GreenhouseTestSchema = z.object({
  partner_test_id: z.string(),
  partner_test_name: z.string(),
});
export const GreenhouseTestListSchema = z.array(GreenhouseTestSchema);

/**
 * `send_test`'s body ("Send Test"): the test, the candidate Greenhouse knows, and `url`, where the partner
 * sends a `PATCH` once the test is complete. Greenhouse sends more candidate fields than we keep; unknown
 * ones are ignored.
 */
export const GreenhouseSendTestSchema = z.object({
  partner_test_id: IdSchema,
  candidate: z.object({
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    email: EmailSchema,
    phone_number: z.string().max(40).nullish(),
    resume_url: z.url().max(2048).nullish(),
    greenhouse_profile_url: z.url().max(2048).nullish(),
  }),
  url: z.url().max(2048),
});
export type GreenhouseSendTest = z.infer<typeof GreenhouseSendTestSchema>;

export const GreenhouseSentSchema = z.object({ partner_interview_id: z.string() });

export const GreenhouseStatusQuerySchema = z.object({ partner_interview_id: IdSchema });

/** A value of `metadata`: Greenhouse shows a flat object of primitives only ("Test Status"). */
export const GreenhouseMetadataValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * `test_status`' answer ("Test Status"): `partner_status` is `complete` once the session is scored;
 * `partner_profile_url` (the session's page for managers) and `partner_score` (0-100) come with it.
 */
export const GreenhouseStatusSchema = z.object({
  partner_status: z.enum(['sent', 'in_progress', 'submitted', 'complete', 'expired']),
  partner_profile_url: z.url().optional(),
  partner_score: z.number().optional(),
  metadata: z.record(z.string(), GreenhouseMetadataValueSchema),
});
export type GreenhouseStatus = z.infer<typeof GreenhouseStatusSchema>;

/**
 * `response_error`'s body: what Greenhouse could not read in one of our answers. Its shape is
 * Greenhouse's; we keep the interview id, if any, and the rest as text.
 */
export const GreenhouseResponseErrorSchema = z.looseObject({
  partner_interview_id: z.string().max(64).optional(),
});

/** One problem a tracking system reported, or a callback that did not go through, as the owner sees it. */
export const AtsProblemSchema = z.object({
  at: z.string(),
  system: z.enum(['greenhouse', 'ashby']),
  kind: z.enum(['response_error', 'callback_failed']),
  sessionId: z.string().optional(),
  detail: z.string(),
});
export const AtsProblemListSchema = z.object({ items: z.array(AtsProblemSchema) });

/**
 * Ashby's Assessments partner API, as the partner serves it (https://developers.ashbyhq.com/docs/creating-an-assessments-integration):
 * Ashby calls `assessment.list`, `assessment.start` and `assessment.cancel`; the partner calls Ashby's
 * `assessment.update`. An assessment type is one of the organization's interview templates; an
 * assessment (`assessment_id`) is one of our sessions. Answers follow Ashby's envelope, `{ success, results }`
 * (https://developers.ashbyhq.com/reference/assessmentlist, `assessmentstart`, `assessmentcancel`).
 */
export const AshbyAssessmentTypeListSchema = z.object({
  success: z.literal(true),
  results: z.array(z.object({ assessment_type_id: z.string(), name: z.string(), description: z.string() })),
});

/**
 * What Ashby sends to `assessment.start` (https://developers.ashbyhq.com/reference/assessmentstart): the
 * type, the candidate (Ashby marks `ashby_id`, names, e-mail and `ashby_profile_url` required), the
 * application and the job. Only the type and the candidate's names and e-mail are needed here, so the rest
 * is accepted as Ashby sends it and not relied on.
 */
export const AshbyStartSchema = z.object({
  assessment_type_id: IdSchema,
  candidate: z.object({
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    email: EmailSchema,
    ashby_id: z.string().max(100).optional(),
    ashby_profile_url: z.url().max(2048).optional(),
  }),
  application: z.looseObject({ ashby_id: z.string().max(100).optional() }).optional(),
  job: z
    .looseObject({ ashby_id: z.string().max(100).optional(), name: z.string().max(300).optional() })
    .optional(),
});
export type AshbyStart = z.infer<typeof AshbyStartSchema>;

/** `assessment.start`'s and `assessment.cancel`'s answer: the assessment's id in Ashby's envelope. */
export const AshbyStartedSchema = z.object({
  success: z.literal(true),
  results: z.object({ assessment_id: z.string() }),
});
export const AshbyCancelSchema = z.object({ assessment_id: IdSchema });

/** The organization's Ashby connection (owners): its API key, kept as a secret, and Ashby's API address. */
export const AshbyConnectionInputSchema = z.object({
  apiKey: z.string().trim().min(8).max(200),
  apiUrl: z.url().max(200).default('https://api.ashbyhq.com'),
});
export const AshbyConnectionSchema = z.object({
  connected: z.boolean(),
  apiUrl: z.string().optional(),
  /** The key's last 4 characters: the key itself is never shown again. */
  keyEnding: z.string().optional(),
  updatedAt: z.string().optional(),
});

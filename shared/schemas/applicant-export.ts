import * as z from 'zod';
import { FollowUpAnswerVersionSchema } from '../follow-ups';
import { REQUEST_KINDS } from '../request-rules';
import { ApplicantSchema } from './applicant';
import { TimestampSchema } from './common';
import { HistoryEntrySchema } from './decision';
import { AnswerSchema } from './session';
import { SessionDetailsSchema } from './session-details';

/** One of the applicant's requests in their export: the applicant's words and the answer while kept. */
export const ExportedRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(['open', 'answered']),
  createdAt: TimestampSchema,
  dueAt: TimestampSchema,
  message: z.string().optional(),
  response: z.string().optional(),
  respondedAt: TimestampSchema.optional(),
});
export type ExportedRequest = z.infer<typeof ExportedRequestSchema>;

/** The applicant's voluntary self-identification for a session, in their export (decision record 0137). */
export const ExportedSelfIdentificationSchema = z.object({
  sex: z.string(),
  raceEthnicity: z.string(),
  /** UTC day the session was submitted. */
  submittedOn: z.string(),
});
export type ExportedSelfIdentification = z.infer<typeof ExportedSelfIdentificationSchema>;

/**
 * `GET /api/applicants/{id}/export`: everything stored about an applicant (subject access request): the
 * applicant, each session with its answers, scores, reviews and decision, each session's history, and
 * every saved version of its answers (`answerVersions`, by question, oldest first) and of its follow-ups'
 * answers (`followUpAnswerVersions`, by question and follow-up, oldest first), the session's requests
 * (`requests`, with the applicant's words and the answer while kept) and the applicant's
 * self-identification (`selfIdentification`, when they gave one).
 */
export const ApplicantExportSchema = z.object({
  exportedAt: TimestampSchema,
  applicant: ApplicantSchema,
  sessions: z.array(
    z.object({
      session: SessionDetailsSchema,
      history: z.array(HistoryEntrySchema),
      answerVersions: z.array(AnswerSchema),
      followUpAnswerVersions: z.array(FollowUpAnswerVersionSchema),
      requests: z.array(ExportedRequestSchema),
      selfIdentification: ExportedSelfIdentificationSchema.optional(),
    }),
  ),
});
export type ApplicantExport = z.infer<typeof ApplicantExportSchema>;

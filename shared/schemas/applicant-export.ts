import * as z from 'zod';
import { FollowUpAnswerVersionSchema } from '../follow-ups';
import { ApplicantSchema } from './applicant';
import { TimestampSchema } from './common';
import { HistoryEntrySchema } from './decision';
import { AnswerSchema } from './session';
import { SessionDetailsSchema } from './session-details';

/**
 * `GET /api/applicants/{id}/export`: everything stored about an applicant (subject access request): the
 * applicant, each session with its answers, scores, reviews and decision, each session's history, and
 * every saved version of its answers (`answerVersions`, by question, oldest first) and of its follow-ups'
 * answers (`followUpAnswerVersions`, by question and follow-up, oldest first).
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
    }),
  ),
});
export type ApplicantExport = z.infer<typeof ApplicantExportSchema>;

import { isSubmitted } from '../../shared/session-rules';
import {
  DECLINED,
  RACE_ETHNICITY_CATEGORIES,
  SEX_CATEGORIES,
  type SelfIdentification,
} from '../../shared/schemas/self-identification';
import { clockIso } from '../clock';
import { db } from '../data/service';
import { NO_JOB_POSITION } from '../data/entities/self-identification';
import { ApiError } from '../errors/errors';
import { translator } from '../i18n';
import type { SessionItem } from '../sessions';
import { recordExpiry, recordSettings } from './records';

/** The published lists of `GET /api/self-identification/options`, `declined` last in each. */
export function selfIdentificationOptions() {
  return {
    sex: [...SEX_CATEGORIES, DECLINED],
    raceEthnicity: [...RACE_ETHNICITY_CATEGORIES, DECLINED],
  };
}

/**
 * Stores an applicant's voluntary self-identification for their submitted session in its own key space
 * (docs/decisions/0108-self-identification-kept-apart.md); sending it again replaces it. Nothing is
 * logged of the answers.
 * @param session - the session the applicant token opened (`authorizeApplicant`).
 * @throws ApiError `Conflict` (409) while the session is still open: never before submitting.
 */
export async function saveSelfIdentification(session: SessionItem, input: SelfIdentification): Promise<void> {
  if (!isSubmitted(session.status))
    throw new ApiError('Conflict', translator(session.language)('errors.SelfIdentificationAfterSubmit'));
  const { recordDays } = await recordSettings(session.orgId);
  await db.entities.selfIdentification
    .put({
      orgId: session.orgId,
      jobPositionKey: session.jobPositionId ?? NO_JOB_POSITION,
      sessionId: session.sessionId,
      interviewId: session.interviewId,
      sex: input.sex,
      raceEthnicity: input.raceEthnicity,
      submittedOn: (session.submittedAt ?? clockIso()).slice(0, 10),
      expiresAt: recordExpiry(recordDays),
    })
    .go();
}

import type { ApplicantExport } from '../../shared/schemas/applicant-export';
import { sessionRecords } from '../accountability';
import { getApplicant } from '../applicants';
import { nowIso } from '../data/attributes';
import { db } from '../data/service';
import { sessionHistory } from './decisions';
import { isPurged } from './retention';
import { answerVersions, followUpAnswerVersions, getSessionDetails } from './session-details';

/**
 * Everything stored about one applicant, as JSON for a subject access request: the applicant's fields,
 * and each of their sessions (at most 100) with its details, its history and every saved version of its
 * answers (the version history, docs/decisions/0070-current-answer-item.md) and of its follow-ups'
 * answers (decision record 0126), its requests and the applicant's self-identification (decision record
 * 0137).
 * @throws NotFound when the applicant is not in the caller's organization.
 */
export async function exportApplicant(orgId: string, applicantId: string): Promise<ApplicantExport> {
  const applicant = await getApplicant(orgId, applicantId);
  const { data } = await db.entities.session.query.byApplicant({ orgId, applicantId }).go({ limit: 100 });
  const sessions = await Promise.all(
    data
      .filter((s) => !isPurged(s))
      .map(async (s) => ({
        session: await getSessionDetails(orgId, s.sessionId),
        history: (await sessionHistory(orgId, s.sessionId)).items,
        answerVersions: await answerVersions(s.sessionId),
        followUpAnswerVersions: await followUpAnswerVersions(s.sessionId),
        ...(await sessionRecords(orgId, s)),
      })),
  );
  return { exportedAt: nowIso(), applicant, sessions };
}

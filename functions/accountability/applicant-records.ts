import type { ExportedRequest, ExportedSelfIdentification } from '../../shared/schemas/applicant-export';
import { db } from '../data/service';
import { NO_JOB_POSITION } from '../data/entities/self-identification';

/**
 * What the accountability module keeps about one session, for the applicant's data export (subject
 * access, GDPR Art. 15; decision record 0137): the session's requests with the applicant's words and the
 * answer while they are kept, and the applicant's self-identification. Two reads (one Query of the
 * session's requests, one GetItem).
 */
export async function sessionRecords(
  orgId: string,
  session: { sessionId: string; jobPositionId?: string },
): Promise<{ requests: ExportedRequest[]; selfIdentification?: ExportedSelfIdentification }> {
  const { sessionId } = session;
  const [{ data: requests }, { data: identification }] = await Promise.all([
    db.entities.applicantRequest.query.bySession({ sessionId }).go({ pages: 'all' }),
    db.entities.selfIdentification
      .get({ orgId, jobPositionKey: session.jobPositionId ?? NO_JOB_POSITION, sessionId })
      .go(),
  ]);
  return {
    requests: requests
      .filter((r) => r.orgId === orgId)
      .map((r) => ({
        id: r.requestId,
        kind: r.kind,
        status: r.status,
        createdAt: r.createdAt,
        dueAt: r.dueAt,
        ...(r.message !== undefined ? { message: r.message } : {}),
        ...(r.response !== undefined ? { response: r.response } : {}),
        ...(r.respondedAt ? { respondedAt: r.respondedAt } : {}),
      })),
    ...(identification
      ? {
          selfIdentification: {
            sex: identification.sex,
            raceEthnicity: identification.raceEthnicity,
            submittedOn: identification.submittedOn,
          },
        }
      : {}),
  };
}

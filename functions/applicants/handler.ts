import { recordAudit } from '../audit';
import { exportApplicant, listApplicantSessions, refreshCandidateRank } from '../sessions';
import { resourceHandler } from '../http/resource';
import { setCandidacy, getJobPosition } from '../job-positions';
import { createApplicant, getApplicant, updateApplicant } from './applicants';
import { eraseApplicant } from './erasure';
import type { Context } from 'aws-lambda';
import { ImportWorkEventSchema } from './background';
import { getImport, importApplicants, runImportWork } from './import';
import { listApplicants } from './applicant-list';
import { applicantRoutes } from '../../shared/routes/applicants';

/** The `/api/applicants` routes of the route table. */
const api = resourceHandler('applicants', applicantRoutes, {
  listApplicants: ({ auth, query }) => listApplicants(auth.orgId, query),
  importApplicants: ({ auth, body }) => importApplicants(auth, body.csv),
  getApplicantImport: ({ auth, params }) => getImport(auth.orgId, params.id),
  createApplicant: async ({ auth, query, body }) => {
    // A refused request changes nothing: the position is checked before anything is written.
    if (body.jobPositionId) await getJobPosition(auth.orgId, body.jobPositionId);
    const created = await createApplicant(auth.orgId, body, query.allowDuplicateEmail);
    if (!body.jobPositionId) return created;
    await setCandidacy(auth.orgId, created.id, body.jobPositionId);
    return getApplicant(auth.orgId, created.id);
  },
  getApplicant: async ({ auth, params }) => {
    const [applicant, sessions] = await Promise.all([
      getApplicant(auth.orgId, params.id),
      listApplicantSessions(auth.orgId, params.id),
    ]);
    return { ...applicant, sessions };
  },
  updateApplicant: async ({ auth, params, body }) => {
    if (body.jobPositionId) {
      await Promise.all([
        getApplicant(auth.orgId, params.id),
        getJobPosition(auth.orgId, body.jobPositionId),
      ]);
    }
    const updated = await updateApplicant(auth.orgId, params.id, body);
    if (body.jobPositionId === undefined || (body.jobPositionId ?? undefined) === updated.jobPositionId) {
      // Unscored candidates rank by name (docs/decisions/0071-ranking-sorted-by-a-stored-rank-key.md).
      if (updated.jobPositionId) await refreshCandidateRank(auth.orgId, params.id);
      return updated;
    }
    await setCandidacy(auth.orgId, params.id, body.jobPositionId);
    return getApplicant(auth.orgId, params.id);
  },
  exportApplicant: async ({ auth, params }) => {
    const data = await exportApplicant(auth.orgId, params.id);
    await recordAudit(auth, 'applicant.export', { targetId: params.id });
    return data;
  },
  deleteApplicant: async ({ auth, params }) => {
    await eraseApplicant(auth, params.id);
    return undefined;
  },
});

/** Time kept back from an import run for handing the rest on, ms. */
const HAND_ON_MS = 8_000;

/**
 * Applicants Lambda: `/api/applicants` routes of the route table, and the import runs it sends itself
 * (`{ importWork: { orgId, importId } }`, docs/decisions/0158-applicant-import-in-the-background.md), which
 * only a principal allowed `lambda:InvokeFunction` on it can send.
 */
export const handler = async (event: unknown, context: Context) => {
  const work = ImportWorkEventSchema.safeParse(event);
  if (!work.success) return api(event as Parameters<typeof api>[0], context);
  const left = context?.getRemainingTimeInMillis ? context.getRemainingTimeInMillis() : 29_000;
  await runImportWork(work.data.importWork, left - HAND_ON_MS);
  return undefined;
};

import { recordAudit } from '../audit';
import { resourceHandler } from '../http/resource';
import { deleteJobPosition, setCandidacy, unlinkCandidate } from './candidates';
import { candidateExportPage, candidatePage } from './ranking';
import { generateForJobPosition, getJobPositionDetails } from './position-templates';
import { createJobPosition, listJobPositions, updateJobPosition } from './positions';
import { jobPositionRoutes } from '../../shared/routes/job-positions';

/** Job positions Lambda: positions, their custom templates and their ranked candidates. */
export const handler = resourceHandler('job-positions', jobPositionRoutes, {
  listJobPositions: ({ auth, query }) => listJobPositions(auth.orgId, query),
  createJobPosition: ({ auth, body }) => createJobPosition(auth.orgId, body),
  getJobPosition: ({ auth, params }) => getJobPositionDetails(auth.orgId, params.id),
  updateJobPosition: ({ auth, params, body }) => updateJobPosition(auth.orgId, params.id, body),
  deleteJobPosition: async ({ auth, params }) => {
    await deleteJobPosition(auth.orgId, params.id);
    await recordAudit(auth, 'position.delete', { targetId: params.id });
    return undefined;
  },
  listCandidates: ({ auth, params, query }) => candidatePage(auth.orgId, params.id, query),
  exportCandidates: async ({ auth, params, query }) => {
    const page = await candidateExportPage(auth.orgId, params.id, query);
    // Written by the export itself, once per export (its first page), after the position proved the
    // caller's: the log does not depend on the browser (docs/decisions/0115-export-audit-on-the-server.md).
    if (query.cursor === undefined) await recordAudit(auth, 'candidates.export', { targetId: params.id });
    return page;
  },
  linkCandidate: async ({ auth, params, body }) => {
    await setCandidacy(auth.orgId, body.applicantId, params.id);
    return undefined;
  },
  unlinkCandidate: async ({ auth, params }) => {
    await unlinkCandidate(auth.orgId, params.id, params.applicantId);
    return undefined;
  },
  generateForJobPosition: ({ auth, body }) => generateForJobPosition(auth, body),
});

import { authorizeApplicant } from '../applicant-session';
import { recordAudit } from '../audit';
import { enforceMailCaps } from '../email/caps';
import { resourceHandler } from '../http/resource';
import { setAuditor } from './auditors';
import { sendDecisionEmail } from './decision-email';
import { applicantFeedback, draftFeedback, sendFeedback } from '../feedback';
import { adverseImpactReport } from './report';
import { createRequest, listRequests, sessionRequests } from './requests';
import { answerRequest, draftAnswer } from './respond';
import { saveSelfIdentification, selfIdentificationOptions } from './self-identification';
import { accountabilityRoutes } from '../../shared/routes/accountability';

/**
 * Accountability Lambda: self-identification (applicant, after submitting), the adverse-impact report
 * (owner and auditors), the applicants' requests and their answers (managers).
 */
export const handler = resourceHandler(
  'accountability',
  accountabilityRoutes,
  {
    selfIdentificationOptions: async () => selfIdentificationOptions(),
    submitSelfIdentification: async ({ session, body }) => {
      await saveSelfIdentification(session, body);
      return undefined;
    },
    getAdverseImpactReport: async ({ auth, query }) => {
      const report = await adverseImpactReport(auth, query);
      // Who looked at the figures, for which position and measure: never the figures themselves.
      await recordAudit(auth, 'report.adverse-impact', {
        targetId: query.jobPositionId,
        detail: `${query.measure}${query.format === 'csv' ? ', CSV' : ''}`,
      });
      return report;
    },
    setAuditor: async ({ auth, params, body }) => {
      const member = await setAuditor(auth, params.userId, body.auditor);
      await recordAudit(auth, 'team.auditor', { targetId: params.userId, detail: member.role });
      return member;
    },
    sendDecisionEmail: async ({ auth, params }) => {
      const sent = await sendDecisionEmail(auth, params.id);
      await recordAudit(auth, 'session.decision-email', { targetId: params.id, detail: sent.decision });
      return sent;
    },
    // The applicant token or a request link (`requestLink`, docs/decisions/0122-request-links.md) opens these.
    createRequest: ({ session, body }) => createRequest(session, body),
    listSessionRequests: ({ session }) => sessionRequests(session),
    listRequests: ({ auth, query }) => listRequests(auth, query),
    draftRequestResponse: ({ auth, params }) => draftAnswer(auth, params.id),
    respondToRequest: async ({ auth, params, body }) => {
      const answered = await answerRequest(auth, params.id, body.text);
      await recordAudit(auth, 'request.answer', { targetId: answered.sessionId, detail: answered.kind });
      return answered;
    },
    // Audited inside when a draft is started, not each time the kept one is read (the page polls it).
    draftFeedback: ({ auth, params }) => draftFeedback(auth, params.id),
    sendFeedback: async ({ auth, params, body }) => {
      const report = await sendFeedback(auth, params.id, body.text);
      await recordAudit(auth, 'session.feedback', { targetId: params.id, detail: 'sent' });
      return report;
    },
    getFeedback: ({ session }) => applicantFeedback(session),
  },
  { applicant: authorizeApplicant, mailCaps: enforceMailCaps },
);

import { config } from '../config';
import { documentClient } from './client';
import { AiBudget } from './entities/ai-budget';
import { ApiKey } from './entities/api-key';
import { AtsAssessment, AtsConnection, AtsProblem } from './entities/ats-assessment';
import { ApplicantImportItem, ApplicantImportSlice } from './entities/applicant-import';
import { ApplicantRequestItem } from './entities/applicant-request';
import { DecisionRecord } from './entities/decision-record';
import { SelfIdentificationRecord } from './entities/self-identification';
import { Answer, CurrentAnswer } from './entities/answer';
import { FollowUpAnswer } from './entities/follow-up-answer';
import { Applicant } from './entities/applicant';
import { AuditEntry } from './entities/audit-entry';
import { ApplicantToken } from './entities/applicant-token';
import { ContactMessage } from './entities/contact-message';
import { EarlyAccessRequest } from './entities/early-access-request';
import { InterviewTemplate } from './entities/interview-template';
import { Invitation } from './entities/invitation';
import { JobPosition } from './entities/job-position';
import { Membership } from './entities/membership';
import { Organization } from './entities/organization';
import { RateLimitWindow } from './entities/rate-limit-window';
import { SearchTerm } from './entities/search-term';
import { Session } from './entities/session';
import { SessionEvent } from './entities/session-event';
import { SessionResult } from './entities/session-result';
import { ScoredAnswer } from './entities/scored-answer';
import { Webhook } from './entities/webhook';
import { WebhookDelivery } from './entities/webhook-delivery';
import { lazyService } from './lazy-service';

/**
 * Every entity of the one table, grouped so transactions can span them; each entity is built and set up
 * when first used (docs/decisions/0067-entities-built-on-first-use.md).
 */
export const db = lazyService(
  {
    organization: Organization,
    membership: Membership,
    applicant: Applicant,
    interviewTemplate: InterviewTemplate,
    jobPosition: JobPosition,
    invitation: Invitation,
    session: Session,
    answer: Answer,
    currentAnswer: CurrentAnswer,
    followUpAnswer: FollowUpAnswer,
    sessionResult: SessionResult,
    scoredAnswer: ScoredAnswer,
    sessionEvent: SessionEvent,
    auditEntry: AuditEntry,
    applicantToken: ApplicantToken,
    contactMessage: ContactMessage,
    earlyAccessRequest: EarlyAccessRequest,
    rateLimitWindow: RateLimitWindow,
    aiBudget: AiBudget,
    apiKey: ApiKey,
    webhook: Webhook,
    webhookDelivery: WebhookDelivery,
    searchTerm: SearchTerm,
    selfIdentification: SelfIdentificationRecord,
    decisionRecord: DecisionRecord,
    applicantRequest: ApplicantRequestItem,
    atsAssessment: AtsAssessment,
    atsProblem: AtsProblem,
    atsConnection: AtsConnection,
    applicantImport: ApplicantImportItem,
    applicantImportSlice: ApplicantImportSlice,
  },
  { client: documentClient, table: config().TABLE_NAME },
);

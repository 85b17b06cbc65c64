import { DEFAULT_DUE_IN_DAYS } from '../../shared/deadline-rules';
import { DEFAULT_LANGUAGE, DEFAULT_REPORT_LANGUAGE, type Language } from '../../shared/interview-options';
import { RECORD_DAYS } from '../../shared/records';
import { DEFAULT_REQUEST_DUE_DAYS } from '../../shared/request-rules';
import type { OrganizationSettings, OrganizationSettingsUpdate } from '../../shared/schemas/settings';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { NotFound } from '../errors/errors';
import { noticeOf } from '../applicant-session';

/**
 * The caller's organization settings. Unset ones have the product's defaults: Spanish for new templates
 * (docs/decisions/0021-organization-default-interview-language.md), English for scoring feedback, 7 days for the deadline of new sessions
 * (decision record 0027), 365 days of retention and the creator's e-mail as the applicants' contact
 * address (docs/product.md#retention), no decision e-mails, a 4-year record period and requests due in
 * 30 days (docs/product.md#records), no feedback reports (docs/decisions/0162-feedback-reports.md).
 * @throws NotFound when the organization item is missing.
 */
export async function getOrganizationSettings(orgId: string): Promise<OrganizationSettings> {
  const { data } = await db.entities.organization.get({ orgId }).go();
  if (!data) throw new NotFound('The organization was not found.');
  return {
    defaultLanguage: data.defaultLanguage ?? DEFAULT_LANGUAGE,
    reportingLanguage: (data.reportingLanguage as Language | undefined) ?? DEFAULT_REPORT_LANGUAGE,
    defaultDueInDays: data.defaultDueInDays ?? DEFAULT_DUE_IN_DAYS,
    ...(await noticeOf(data)),
    decisionEmails: data.decisionEmails ?? false,
    recordDays: data.recordDays ?? RECORD_DAYS,
    requestDueDays: data.requestDueDays ?? DEFAULT_REQUEST_DUE_DAYS,
    feedbackReports: data.feedbackReports ?? 'off',
  };
}

/**
 * Changes the settings the body names (any manager may change the defaults, only the owner the privacy
 * settings: the handler checks the role); the others keep their
 * value. New templates, scores and sessions take the new values; existing ones keep theirs (a session
 * keeps the retention period its applicant was told).
 * @returns every setting after the change.
 * @throws NotFound when the organization item is missing (the write is conditional, so none is created).
 */
export async function updateOrganizationSettings(
  orgId: string,
  update: OrganizationSettingsUpdate,
): Promise<OrganizationSettings> {
  const { defaultLanguage, reportingLanguage, defaultDueInDays, retentionDays, contactEmail } = update;
  const { decisionEmails, recordDays, requestDueDays, feedbackReports } = update;
  try {
    await db.entities.organization
      .patch({ orgId })
      .set({
        ...(decisionEmails !== undefined ? { decisionEmails } : {}),
        ...(recordDays !== undefined ? { recordDays } : {}),
        ...(requestDueDays !== undefined ? { requestDueDays } : {}),
        ...(feedbackReports !== undefined ? { feedbackReports } : {}),
        ...(defaultLanguage !== undefined ? { defaultLanguage } : {}),
        ...(reportingLanguage !== undefined ? { reportingLanguage } : {}),
        ...(defaultDueInDays !== undefined ? { defaultDueInDays } : {}),
        ...(retentionDays !== undefined ? { retentionDays } : {}),
        ...(contactEmail !== undefined ? { contactEmail } : {}),
      })
      .go();
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new NotFound('The organization was not found.');
    throw error;
  }
  return getOrganizationSettings(orgId);
}

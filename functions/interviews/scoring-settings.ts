import type { Language } from '../../shared/interview-options';
import type { ScoringSettings } from '../../shared/schemas/interview';
import { DEFAULT_REPORT_LANGUAGE } from '../ai/report-text';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { NotFound } from '../http/errors';

/** The organization's reporting language: scoring feedback is written in it (English when unset). */
export async function reportingLanguageOf(orgId: string): Promise<Language> {
  const { data } = await db.entities.organization.get({ orgId }).go({ attributes: ['reportingLanguage'] });
  return (data?.reportingLanguage as Language | undefined) ?? DEFAULT_REPORT_LANGUAGE;
}

/** `GET /api/scoring-settings`. */
export async function getScoringSettings(orgId: string): Promise<ScoringSettings> {
  return { reportingLanguage: await reportingLanguageOf(orgId) };
}

/**
 * `PUT /api/scoring-settings`: sets the reporting language of sessions scored from now on.
 * @throws NotFound when the organization does not exist.
 */
export async function updateScoringSettings(
  orgId: string,
  settings: ScoringSettings,
): Promise<ScoringSettings> {
  try {
    await db.entities.organization
      .patch({ orgId })
      .set({ reportingLanguage: settings.reportingLanguage })
      .go();
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new NotFound('organization');
    throw error;
  }
  return settings;
}

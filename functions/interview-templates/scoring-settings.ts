import type { Language } from '../../shared/interview-options';
import { DEFAULT_REPORT_LANGUAGE } from '../ai/report-text';
import { db } from '../data/service';

/** The organization's reporting language: scoring feedback is written in it (English when unset). */
export async function reportingLanguageOf(orgId: string): Promise<Language> {
  const { data } = await db.entities.organization.get({ orgId }).go({ attributes: ['reportingLanguage'] });
  return (data?.reportingLanguage as Language | undefined) ?? DEFAULT_REPORT_LANGUAGE;
}

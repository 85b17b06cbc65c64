import { DEFAULT_REPORT_LANGUAGE, type Language } from '../../shared/interview-options';
import { monthlyBudgetFor } from '../ai/budget';
import { db } from '../data/service';

/** What a scoring run reads of its organization. */
export interface ScoringSettings {
  /** Scoring feedback is written in it (English when unset). */
  reportLanguage: Language;
  /** The organization's monthly AI budget, USD (`monthlyBudgetFor`, decision record 0078). */
  aiBudgetUsd: number;
}

/**
 * The reporting language and the monthly AI budget of an organization, from one read of it: a scoring
 * run reads them side by side with its claim and answers, and its budget reservation then reads nothing
 * more before the model calls.
 */
export async function scoringSettingsOf(orgId: string): Promise<ScoringSettings> {
  const { data } = await db.entities.organization.get({ orgId }).go();
  return {
    reportLanguage: (data?.reportingLanguage as Language | undefined) ?? DEFAULT_REPORT_LANGUAGE,
    aiBudgetUsd: monthlyBudgetFor(data),
  };
}

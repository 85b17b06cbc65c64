import { DEFAULT_REPORT_LANGUAGE, type Language } from '../../shared/interview-options';
import { translator } from '../i18n';

/**
 * Every fixed sentence a scored session can carry, in each of the 10 interview languages. They are
 * written in the organization's reporting language (not the interview's), whichever provider scored.
 */
export interface ReportText {
  notAnswered: string;
  injectionSession: string;
  injectionAnswer: string;
  needsReview: string;
  unverified: (count: number) => string;
  keywordList: string;
  covered: (list: string) => string;
  partial: (list: string) => string;
  missing: (list: string) => string;
  noneCovered: string;
  allCovered: string;
  summary: (answered: number, total: number, score: number) => string;
  strongest: (question: string, score: number) => string;
  weakest: (question: string, score: number) => string;
  probe: (list: string) => string;
  unanswered: (list: string) => string;
  reviewCount: (count: number) => string;
  depth: string;
}

/**
 * The fixed texts of `language`, read from the `report` keys of its message catalog (decision record
 * 0029; every catalog has every key, tests/unit/i18n-catalogs.test.ts).
 */
function fromCatalog(language: Language): ReportText {
  const t = translator(language);
  const text = (key: keyof ReportText, values?: Record<string, string | number>) =>
    t(`report.${key}`, values);
  return {
    notAnswered: text('notAnswered'),
    injectionSession: text('injectionSession'),
    injectionAnswer: text('injectionAnswer'),
    needsReview: text('needsReview'),
    unverified: (count) => text('unverified', { count }),
    keywordList: text('keywordList'),
    covered: (list) => text('covered', { list }),
    partial: (list) => text('partial', { list }),
    missing: (list) => text('missing', { list }),
    noneCovered: text('noneCovered'),
    allCovered: text('allCovered'),
    summary: (answered, total, score) => text('summary', { answered, total, score }),
    strongest: (question, score) => text('strongest', { question, score }),
    weakest: (question, score) => text('weakest', { question, score }),
    probe: (list) => text('probe', { list }),
    unanswered: (list) => text('unanswered', { list }),
    reviewCount: (count) => text('reviewCount', { count }),
    depth: text('depth'),
  };
}

/** The fixed texts of each language built so far: a function builds only the languages it reports in. */
const built = new Map<Language, ReportText>();

/**
 * The fixed texts of `language` (default {@link DEFAULT_REPORT_LANGUAGE}), read from its catalog the first
 * time and kept (not at load: cold start, docs/decisions/0128-cold-start-floor-and-own-cost.md).
 */
export function reportText(language: Language | undefined): ReportText {
  const wanted = language ?? DEFAULT_REPORT_LANGUAGE;
  let texts = built.get(wanted);
  if (!texts) built.set(wanted, (texts = fromCatalog(wanted)));
  return texts;
}

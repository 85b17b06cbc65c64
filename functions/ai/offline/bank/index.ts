import generic from './generic.json';
import customerService from './groups/customer-service.json';
import sales from './groups/sales.json';
import marketing from './groups/marketing.json';
import finance from './groups/finance.json';
import humanResources from './groups/human-resources.json';
import administration from './groups/administration.json';
import it from './groups/it.json';
import engineering from './groups/engineering.json';
import legal from './groups/legal.json';
import education from './groups/education.json';
import healthcare from './groups/healthcare.json';
import hospitality from './groups/hospitality.json';
import retail from './groups/retail.json';
import operations from './groups/operations.json';
import manufacturing from './groups/manufacturing.json';
import templates from './templates.json';
import type { BankGroup, BankQuestion } from './types';

/**
 * The offline question bank, as data: one JSON file per topic group of `shared/job-topics.ts` in
 * `./groups/`, in the same order (a unit test checks they match and validates every file against the
 * schemas of `./types.ts`), plus generic behavioural questions and templates. Importing it runs no code.
 */
export const BANK: readonly BankGroup[] = [
  customerService,
  sales,
  marketing,
  finance,
  humanResources,
  administration,
  it,
  engineering,
  legal,
  education,
  healthcare,
  hospitality,
  retail,
  operations,
  manufacturing,
] as unknown as BankGroup[];

/** Behavioural questions that fit any role. */
export const GENERIC_QUESTIONS = generic.questions as BankQuestion[];

/** Question templates with the topic woven in (`{topic}`): any free-text topic gets role-flavoured questions. */
export const TOPIC_TEMPLATES = templates.topic as BankQuestion[];

/** Questions on one listed skill (`{skill}`), by level: fundamentals, practice, mastery. */
export const SKILL_TEMPLATES = templates.skill as BankQuestion[];

/** Asked when a template's short bio (`{bio}`, an excerpt) is given: it describes the role, never the applicant. */
export const ROLE_TEMPLATE = templates.role as BankQuestion;

/** Asked for a job position's custom template (`{title}`, `{detail}` an excerpt of its description). */
export const POSITION_TEMPLATE = templates.position as BankQuestion;

/** Asked for an applicant's custom template (`{title}` their job title, `{detail}` their experience). */
export const APPLICANT_TEMPLATE = templates.applicant as BankQuestion;

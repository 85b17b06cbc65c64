import { ADMINISTRATION } from './administration';
import { CUSTOMER_SERVICE } from './customer-service';
import { EDUCATION } from './education';
import { ENGINEERING } from './engineering';
import { FINANCE } from './finance';
import { HEALTHCARE } from './healthcare';
import { HOSPITALITY } from './hospitality';
import { HUMAN_RESOURCES } from './human-resources';
import { IT } from './it';
import { LEGAL } from './legal';
import { MANUFACTURING } from './manufacturing';
import { MARKETING } from './marketing';
import { OPERATIONS } from './operations';
import { RETAIL } from './retail';
import { SALES } from './sales';
import type { BankGroup } from './types';

/**
 * The offline question bank: every group of `shared/job-topics.ts` with its topics, in the same order
 * (a unit test checks they match). Per topic, role-specific + group + topic templates + generic questions
 * give more than 30 distinct ones.
 */
export const BANK: readonly BankGroup[] = [
  CUSTOMER_SERVICE,
  SALES,
  MARKETING,
  FINANCE,
  HUMAN_RESOURCES,
  ADMINISTRATION,
  IT,
  ENGINEERING,
  LEGAL,
  EDUCATION,
  HEALTHCARE,
  HOSPITALITY,
  RETAIL,
  OPERATIONS,
  MANUFACTURING,
];

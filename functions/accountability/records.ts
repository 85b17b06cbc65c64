import { RECORD_DAYS, recordExpiry as expiryAt } from '../../shared/records';
import { DEFAULT_REQUEST_DUE_DAYS } from '../../shared/request-rules';
import { clock } from '../clock';
import { db } from '../data/service';

/** What an organization chose for its records and requests, with the product's defaults when unset. */
export interface RecordSettings {
  /** Organization name; empty when the organization item is gone. */
  name: string;
  /** Days records are kept (docs/decisions/0110-two-clocks-for-records.md). */
  recordDays: number;
  /** Days a request is due in. */
  requestDueDays: number;
  /** Whether managers may e-mail decisions. */
  decisionEmails: boolean;
}

/**
 * The organization's record settings (one read): an unknown organization gets the defaults (4-year
 * records, requests due in 30 days, no decision e-mails).
 */
export async function recordSettings(orgId: string): Promise<RecordSettings> {
  const { data } = await db.entities.organization.get({ orgId }).go();
  return {
    name: data?.name ?? '',
    recordDays: data?.recordDays ?? RECORD_DAYS,
    requestDueDays: data?.requestDueDays ?? DEFAULT_REQUEST_DUE_DAYS,
    decisionEmails: data?.decisionEmails ?? false,
  };
}

/** Epoch seconds when a record made now (by the product's clock) expires: the record period later. */
export function recordExpiry(recordDays: number): number {
  return expiryAt(clock.now(), recordDays);
}

import { DEFAULT_RETENTION_DAYS } from '../../shared/records';
import type { ApplicantNotice } from '../../shared/schemas/privacy';
import { db } from '../data/service';

/** The organization fields the notice reads. */
interface NoticeSource {
  createdBy: string;
  contactEmail?: string;
  retentionDays?: number;
}

/**
 * What the applicant is told before starting, from an organization item: the address for human-only
 * evaluation or an accommodation (the organization's contact address, or its creator's e-mail until one
 * is set: one more read) and the retention period (the organization's, else {@link DEFAULT_RETENTION_DAYS}).
 */
export async function noticeOf(org: NoticeSource): Promise<ApplicantNotice> {
  let contactEmail = org.contactEmail;
  if (!contactEmail) {
    const { data: creator } = await db.entities.membership.get({ userId: org.createdBy }).go();
    contactEmail = creator?.email;
  }
  return { contactEmail: contactEmail ?? '', retentionDays: org.retentionDays ?? DEFAULT_RETENTION_DAYS };
}

/**
 * The organization's name and the notice of one of its sessions: as {@link noticeOf}, with the
 * session's own retention period (fixed when it was created) when it has one. Two reads at most.
 * @param sessionRetentionDays - the session's `retentionDays`, absent on sessions created before it existed.
 */
export async function organizationNotice(
  orgId: string,
  sessionRetentionDays?: number,
): Promise<{ name: string; notice: ApplicantNotice }> {
  const { data: org } = await db.entities.organization.get({ orgId }).go();
  if (!org)
    return {
      name: '',
      notice: { contactEmail: '', retentionDays: sessionRetentionDays ?? DEFAULT_RETENTION_DAYS },
    };
  const notice = await noticeOf(org);
  return {
    name: org.name,
    notice: { ...notice, retentionDays: sessionRetentionDays ?? notice.retentionDays },
  };
}

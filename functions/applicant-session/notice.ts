import { DEFAULT_RETENTION_DAYS, type ApplicantNotice } from '../../shared/schemas/privacy';
import { db } from '../data/service';

/**
 * The organization's name and what the applicant is told before starting: the address for human-only
 * evaluation or an accommodation (the organization's contact address, or its creator's e-mail until one
 * is set) and the retention period ({@link DEFAULT_RETENTION_DAYS} until one is set). Two reads at most.
 */
export async function organizationNotice(orgId: string): Promise<{ name: string; notice: ApplicantNotice }> {
  const { data: org } = await db.entities.organization.get({ orgId }).go();
  let contactEmail = org?.contactEmail;
  if (!contactEmail && org) {
    const { data: creator } = await db.entities.membership.get({ userId: org.createdBy }).go();
    contactEmail = creator?.email;
  }
  return {
    name: org?.name ?? '',
    notice: { contactEmail: contactEmail ?? '', retentionDays: org?.retentionDays ?? DEFAULT_RETENTION_DAYS },
  };
}

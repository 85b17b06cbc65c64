import { DEFAULT_DUE_IN_DAYS } from '../../shared/deadline-rules';
import type { OrganizationSettings } from '../../shared/schemas/team';
import { db } from '../data/service';
import type { ManagerAuth } from '../http/auth';
import { Forbidden, NotFound } from '../http/errors';

/** The organization's settings; the default deadline is 7 days until an owner changes it. */
export async function getOrganizationSettings(orgId: string): Promise<OrganizationSettings> {
  const { data } = await db.entities.organization.get({ orgId }).go();
  if (!data) throw new NotFound('organization');
  return { defaultDueInDays: data.defaultDueInDays ?? DEFAULT_DUE_IN_DAYS };
}

/**
 * Changes the organization's settings (owners only). New sessions take the new default deadline;
 * existing ones keep theirs.
 * @throws Forbidden for members.
 */
export async function updateOrganizationSettings(
  auth: ManagerAuth,
  settings: OrganizationSettings,
): Promise<OrganizationSettings> {
  if (auth.role !== 'owner')
    throw new Forbidden('Only the owner of the organization can change its settings.');
  await db.entities.organization
    .patch({ orgId: auth.orgId })
    .set({ defaultDueInDays: settings.defaultDueInDays })
    .go();
  return getOrganizationSettings(auth.orgId);
}

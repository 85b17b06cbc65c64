import { DEFAULT_LANGUAGE } from '../../shared/interview-options';
import type { OrganizationSettings } from '../../shared/schemas/settings';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { NotFound } from '../http/errors';

/**
 * The caller's organization settings. An organization that never chose a default interview language
 * has the product's default, Spanish (docs/decisions/0021-organization-default-interview-language.md).
 * @throws NotFound when the organization item is missing.
 */
export async function getOrganizationSettings(orgId: string): Promise<OrganizationSettings> {
  const { data } = await db.entities.organization.get({ orgId }).go();
  if (!data) throw new NotFound('The organization was not found.');
  return { defaultLanguage: data.defaultLanguage ?? DEFAULT_LANGUAGE };
}

/**
 * Replaces the caller's organization settings (any manager of the organization may).
 * @throws NotFound when the organization item is missing (the write is conditional, so none is created).
 */
export async function updateOrganizationSettings(
  orgId: string,
  settings: OrganizationSettings,
): Promise<OrganizationSettings> {
  try {
    await db.entities.organization.patch({ orgId }).set({ defaultLanguage: settings.defaultLanguage }).go();
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new NotFound('The organization was not found.');
    throw error;
  }
  return { defaultLanguage: settings.defaultLanguage };
}

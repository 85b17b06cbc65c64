import { z } from 'zod';
import { LanguageSchema } from './interview';

/**
 * The organization's settings (`GET|PUT /api/organization/settings`): the language new interview
 * templates start in. Spanish until the organization changes it (docs/decisions/0021-organization-default-interview-language.md).
 */
export const OrganizationSettingsSchema = z.object({ defaultLanguage: LanguageSchema });
export type OrganizationSettings = z.infer<typeof OrganizationSettingsSchema>;

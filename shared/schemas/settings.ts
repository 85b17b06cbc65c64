import * as z from 'zod';
import { DueInDaysSchema, LanguageSchema } from './common';
import { PrivacySettingsSchema } from './privacy';

/**
 * The organization's settings (`GET|PUT /api/organization/settings`): the language new interview
 * templates start in (Spanish until the organization changes it, docs/decisions/0021-organization-default-interview-language.md), the language of
 * scoring feedback and suggestions (English until changed), and the deadline of new sessions when the
 * manager does not choose one (7 days until changed, decision record 0027), how many days sessions are
 * kept after they end (365 until changed) and the address applicants write to for human-only evaluation
 * or an accommodation (the organization creator's e-mail until changed), docs/product.md#retention.
 */
export const OrganizationSettingsSchema = z.object({
  defaultLanguage: LanguageSchema,
  reportingLanguage: LanguageSchema,
  defaultDueInDays: DueInDaysSchema,
  ...PrivacySettingsSchema.shape,
});
export type OrganizationSettings = z.infer<typeof OrganizationSettingsSchema>;

/** Body of `PUT /api/organization/settings`: any of the settings, at least one; the others keep their value. */
export const OrganizationSettingsUpdateSchema = OrganizationSettingsSchema.partial().refine(
  (update) => Object.values(update).some((value) => value !== undefined),
  { message: 'Send at least one setting' },
);
export type OrganizationSettingsUpdate = z.infer<typeof OrganizationSettingsUpdateSchema>;

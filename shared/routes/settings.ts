import { OrganizationSettingsSchema, OrganizationSettingsUpdateSchema } from '../schemas/settings';
import type { RouteDef } from '../route-def';

/** The organization's settings, served by the team Lambda (`functions/team`), which owns the organization. */
export const settingsRoutes = {
  getOrganizationSettings: {
    method: 'GET',
    path: '/api/organization/settings',
    resource: 'team',
    access: 'manager',
    flood: 'read',
    response: OrganizationSettingsSchema,
  },
  updateOrganizationSettings: {
    method: 'PUT',
    path: '/api/organization/settings',
    resource: 'team',
    access: 'manager',
    flood: 'write',
    body: OrganizationSettingsUpdateSchema,
    response: OrganizationSettingsSchema,
  },
} as const satisfies Record<string, RouteDef>;

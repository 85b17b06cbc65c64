import {
  InvitationParamsSchema,
  InviteRequestSchema,
  MemberParamsSchema,
  OrganizationSettingsSchema,
  TeamSchema,
} from '../schemas/team';
import type { RouteDef } from '../route-def';

/** The organization's managers (`functions/team`): the spec's /team page. */
export const teamRoutes = {
  getTeam: { method: 'GET', path: '/api/team', resource: 'team', access: 'manager', response: TeamSchema },
  inviteMember: {
    method: 'POST',
    path: '/api/team/invitations',
    resource: 'team',
    access: 'manager',
    status: 201,
    body: InviteRequestSchema,
    response: TeamSchema,
  },
  cancelInvitation: {
    method: 'DELETE',
    path: '/api/team/invitations/{email}',
    resource: 'team',
    access: 'manager',
    params: InvitationParamsSchema,
    response: TeamSchema,
  },
  removeMember: {
    method: 'DELETE',
    path: '/api/team/members/{userId}',
    resource: 'team',
    access: 'manager',
    params: MemberParamsSchema,
    response: TeamSchema,
  },
  getOrganizationSettings: {
    method: 'GET',
    path: '/api/team/settings',
    resource: 'team',
    access: 'manager',
    response: OrganizationSettingsSchema,
  },
  updateOrganizationSettings: {
    method: 'PUT',
    path: '/api/team/settings',
    resource: 'team',
    access: 'manager',
    body: OrganizationSettingsSchema,
    response: OrganizationSettingsSchema,
  },
} as const satisfies Record<string, RouteDef>;

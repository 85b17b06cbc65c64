import {
  InvitationParamsSchema,
  InviteRequestSchema,
  ManagerParamsSchema,
  TeamSchema,
} from '../schemas/team';
import { AuditPageSchema, AuditQuerySchema } from '../schemas/audit';
import type { RouteDef } from '../route-def';

/** The organization's managers (`functions/team`): the spec's /team page, and the audit log (`/audit`). */
export const teamRoutes = {
  getTeam: {
    method: 'GET',
    path: '/api/team',
    resource: 'team',
    access: 'manager',
    flood: 'read',
    response: TeamSchema,
  },
  inviteManager: {
    method: 'POST',
    path: '/api/team/invitations',
    resource: 'team',
    access: 'manager',
    flood: 'mail',
    sendsMail: true,
    status: 201,
    body: InviteRequestSchema,
    response: TeamSchema,
  },
  cancelInvitation: {
    method: 'DELETE',
    path: '/api/team/invitations/{email}',
    resource: 'team',
    access: 'manager',
    flood: 'write',
    params: InvitationParamsSchema,
    response: TeamSchema,
  },
  getAudit: {
    method: 'GET',
    path: '/api/audit',
    resource: 'team',
    access: 'manager',
    flood: 'read',
    query: AuditQuerySchema,
    response: AuditPageSchema,
  },
  removeManager: {
    method: 'DELETE',
    path: '/api/team/members/{userId}',
    resource: 'team',
    access: 'manager',
    flood: 'write',
    params: ManagerParamsSchema,
    response: TeamSchema,
  },
} as const satisfies Record<string, RouteDef>;

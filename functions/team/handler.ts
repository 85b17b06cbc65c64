import { resourceHandler } from '../http/resource';
import { getOrganizationSettings, updateOrganizationSettings } from './settings';
import { cancelInvitation, getTeam, invite, removeMember } from './team';

/** Team Lambda: the organization's managers, invitations and settings. */
export const handler = resourceHandler('team', {
  getTeam: ({ auth }) => getTeam(auth.orgId),
  inviteMember: ({ auth, body }) => invite(auth, body.email),
  cancelInvitation: ({ auth, params }) => cancelInvitation(auth, params.email),
  removeMember: ({ auth, params }) => removeMember(auth, params.userId),
  getOrganizationSettings: ({ auth }) => getOrganizationSettings(auth.orgId),
  updateOrganizationSettings: ({ auth, body }) => updateOrganizationSettings(auth.orgId, body),
});

import { listAudit, recordAudit } from '../audit';
import { enforceMailCaps } from '../email/caps';
import { Forbidden } from '../http/errors';
import { resourceHandler } from '../http/resource';
import { getOrganizationSettings, updateOrganizationSettings } from './settings';
import { cancelInvitation, getTeam, invite, removeManager } from './team';
import { teamRoutes } from '../../shared/routes/team';
import { settingsRoutes } from '../../shared/routes/settings';

/** The team Lambda's routes: its own and the organization's settings. */
const teamAndSettingsRoutes = { ...teamRoutes, ...settingsRoutes };

/** Team Lambda: the organization's managers, invitations, settings and audit log. */
export const handler = resourceHandler('team', teamAndSettingsRoutes, {
  getTeam: ({ auth }) => getTeam(auth.orgId),
  inviteManager: async ({ auth, body }) => {
    await enforceMailCaps(auth);
    const team = await invite(auth, body.email);
    await recordAudit(auth, 'team.invite');
    return team;
  },
  cancelInvitation: async ({ auth, params }) => {
    const team = await cancelInvitation(auth, params.email);
    await recordAudit(auth, 'team.cancel-invitation');
    return team;
  },
  removeManager: async ({ auth, params }) => {
    const team = await removeManager(auth, params.userId);
    await recordAudit(auth, 'team.remove-member', { targetId: params.userId });
    return team;
  },
  getOrganizationSettings: ({ auth }) => getOrganizationSettings(auth.orgId),
  updateOrganizationSettings: async ({ auth, body }) => {
    // What applicants are promised (how long their data is kept, where to write) is the owner's to say.
    if ((body.retentionDays !== undefined || body.contactEmail !== undefined) && auth.role !== 'owner')
      throw new Forbidden('Only the owner of the organization can change the privacy settings.');
    const settings = await updateOrganizationSettings(auth.orgId, body);
    // What applicants are told (retention, contact address) is on record with who changed it.
    if (body.retentionDays !== undefined || body.contactEmail !== undefined)
      await recordAudit(auth, 'settings.privacy', {
        detail: [
          ...(body.retentionDays !== undefined ? [`retention ${body.retentionDays} days`] : []),
          ...(body.contactEmail !== undefined ? ['contact address changed'] : []),
        ].join(', '),
      });
    return settings;
  },
  getAudit: ({ auth, query }) => listAudit(auth, query),
});

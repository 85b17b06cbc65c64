import { listAudit, recordAudit } from '../audit';
import { enforceMailCaps } from '../email/caps';
import { Forbidden } from '../errors/errors';
import { resourceHandler } from '../http/resource';
import { getOrganizationSettings, updateOrganizationSettings } from './settings';
import { cancelInvitation, getTeam, invite, removeManager } from './team';
import { teamRoutes } from '../../shared/routes/team';
import { settingsRoutes } from '../../shared/routes/settings';

/** Settings only the owner may change (docs/decisions/0079-smaller-doors.md). */
const OWNER_SETTINGS = [
  'retentionDays',
  'contactEmail',
  'decisionEmails',
  'recordDays',
  'requestDueDays',
  'feedbackReports',
] as const;

/** The team Lambda's routes: its own and the organization's settings. */
const teamAndSettingsRoutes = { ...teamRoutes, ...settingsRoutes };

/** Team Lambda: the organization's managers, invitations, settings and audit log. */
export const handler = resourceHandler(
  'team',
  teamAndSettingsRoutes,
  {
    getTeam: ({ auth }) => getTeam(auth.orgId),
    inviteManager: async ({ auth, body }) => {
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
      // What applicants are promised (how long their data and records are kept, where to write, whether
      // decisions are e-mailed, when requests are answered) is the owner's to say.
      const privacy = OWNER_SETTINGS.filter((key) => body[key] !== undefined);
      if (privacy.length && auth.role !== 'owner')
        throw new Forbidden('Only the owner of the organization can change the privacy settings.');
      const settings = await updateOrganizationSettings(auth.orgId, body);
      // What applicants are told is on record with who changed it.
      if (privacy.length)
        await recordAudit(auth, 'settings.privacy', {
          detail: [
            ...(body.retentionDays !== undefined ? [`retention ${body.retentionDays} days`] : []),
            ...(body.contactEmail !== undefined ? ['contact address changed'] : []),
            ...(body.decisionEmails !== undefined
              ? [`decision e-mails ${body.decisionEmails ? 'on' : 'off'}`]
              : []),
            ...(body.recordDays !== undefined ? [`records ${body.recordDays} days`] : []),
            ...(body.requestDueDays !== undefined ? [`requests due in ${body.requestDueDays} days`] : []),
            ...(body.feedbackReports !== undefined ? [`feedback reports ${body.feedbackReports}`] : []),
          ].join(', '),
        });
      return settings;
    },
    getAudit: ({ auth, query }) => listAudit(auth, query),
  },
  { mailCaps: enforceMailCaps },
);

import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '../../shared/schemas/account';
import type { Team } from '../../shared/schemas/team';
import { apiCall } from '../../web/src/api/client';
import { writeTokens } from '../../web/src/auth/token-store';
import TeamPage from '../../web/src/pages/team/team-page';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));

const OWNER: Me = {
  userId: 'u1',
  email: 'owner@acme.test',
  name: 'Olive Owner',
  orgId: 'o',
  orgName: 'Acme',
  role: 'owner',
};
const MEMBER: Me = { ...OWNER, userId: 'u2', email: 'max@acme.test', name: 'Max Member', role: 'member' };
const AT = '2025-03-01T10:00:00.000Z';
const TEAM: Team = {
  members: [
    { userId: 'u1', email: OWNER.email, name: OWNER.name, role: 'owner', createdAt: AT },
    { userId: 'u2', email: MEMBER.email, name: MEMBER.name, role: 'member', createdAt: AT },
  ],
  invitations: [{ email: 'pat@acme.test', invitedByName: 'Olive Owner', createdAt: AT, expiresAt: AT }],
};

const SETTINGS = {
  defaultLanguage: 'Spanish',
  reportingLanguage: 'English',
  defaultDueInDays: 7,
  retentionDays: 365,
  contactEmail: 'owner@acme.test',
  feedbackReports: 'off',
};

/** Answers the team page's calls by route name, as the given manager. */
function answerAs(me: Me) {
  vi.mocked(apiCall).mockImplementation((async (name: string, request?: { body?: any }) => {
    if (name === 'me') return me;
    if (name === 'getTeam') return TEAM;
    if (name === 'getOrganizationSettings') return SETTINGS;
    if (name === 'updateOrganizationSettings') return { ...SETTINGS, ...request!.body };
    if (name === 'inviteManager') {
      const invited = { email: request!.body!.email, invitedByName: me.name, createdAt: AT, expiresAt: AT };
      return { ...TEAM, invitations: [...TEAM.invitations, invited] };
    }
    throw new Error(`unexpected call ${name}`);
  }) as unknown as typeof apiCall);
}

function renderTeam() {
  writeTokens({ idToken: 'i', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 });
  return renderRoutes([{ path: '/team', element: <TeamPage /> }], '/team');
}

describe('team page', () => {
  it('lets the owner invite a manager', async () => {
    answerAs(OWNER);
    renderTeam();
    expect(await screen.findByText('Max Member')).toBeInTheDocument();
    expect(screen.getByText('pat@acme.test')).toBeInTheDocument();
    const page = createWrapper(document.body);
    await waitFor(() => expect(page.findInput('[data-testid="invite-email"]')).not.toBeNull());
    expect(screen.queryByTestId('remove-owner@acme.test')).not.toBeInTheDocument();
    expect(screen.getByTestId('remove-max@acme.test')).toBeInTheDocument();
    act(() => {
      page.findInput('[data-testid="invite-email"]')!.setInputValue('new@acme.test');
      page.findButton('[data-testid="invite-submit"]')!.click();
    });
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(vi.mocked(apiCall)).toHaveBeenCalledWith('inviteManager', { body: { email: 'new@acme.test' } });
    expect(await screen.findByText('new@acme.test')).toBeInTheDocument();
    expect(page.findInput('[data-testid="invite-email"]')!.getInputValue()).toBe('');
  });

  it('shows a member the team read-only', async () => {
    answerAs(MEMBER);
    renderTeam();
    expect(await screen.findByTestId('team-read-only')).toHaveTextContent(
      'Only the owner of the organization can invite or remove managers.',
    );
    expect(screen.getByText('owner@acme.test')).toBeInTheDocument();
    expect(screen.getByText('pat@acme.test')).toBeInTheDocument();
    expect(screen.queryByTestId('invite-email')).not.toBeInTheDocument();
    expect(screen.queryAllByTestId(/^(remove|cancel)-.*@/)).toHaveLength(0);
    // What applicants are told is the owner's to change.
    const page = createWrapper(document.body);
    await waitFor(() =>
      expect(page.findInput('[data-testid="settings-retention-days"]')!.isDisabled()).toBe(true),
    );
    expect(page.findInput('[data-testid="settings-contact-email"]')!.isDisabled()).toBe(true);
    expect(
      screen.getByText(/Only the owner of the organization can change the privacy settings/),
    ).toBeInTheDocument();
    expect(
      page
        .findRadioGroup('[data-testid="settings-feedback-reports"]')!
        .findInputByValue('auto')!
        .getElement(),
    ).toBeDisabled();
  });

  it('lets the owner have a person review each feedback report, sending only that setting', async () => {
    answerAs(OWNER);
    renderTeam();
    const page = createWrapper(document.body);
    const reports = () => page.findRadioGroup('[data-testid="settings-feedback-reports"]')!;
    await waitFor(() => expect(reports().findInputByValue('review')!.getElement()).toBeEnabled());
    expect(reports().findInputByValue('off')!.getElement()).toBeChecked();
    expect(screen.getByText(/never shows scores, rankings or the key points/)).toBeInTheDocument();
    expect(page.findButton('[data-testid="settings-save"]')!.isDisabled()).toBe(true);
    act(() => reports().findInputByValue('review')!.getElement().click());
    act(() => page.findButton('[data-testid="settings-save"]')!.click());
    expect(
      await screen.findByText(/Feedback reports are reviewed by a person before they are sent/),
    ).toBeInTheDocument();
    expect(vi.mocked(apiCall)).toHaveBeenCalledWith('updateOrganizationSettings', {
      body: { feedbackReports: 'review' },
    });
    expect(reports().findInputByValue('review')!.getElement()).toBeChecked();
  });

  it('lets a manager change the default deadline of new sessions, sending only that setting', async () => {
    answerAs(OWNER);
    renderTeam();
    const page = createWrapper(document.body);
    await waitFor(() =>
      expect(page.findInput('[data-testid="default-due-in-days"]')!.getInputValue()).toBe('7'),
    );
    act(() => page.findInput('[data-testid="default-due-in-days"]')!.setInputValue('61'));
    expect(page.findButton('[data-testid="settings-save"]')!.isDisabled()).toBe(true);
    act(() => page.findInput('[data-testid="default-due-in-days"]')!.setInputValue('10'));
    act(() => page.findButton('[data-testid="settings-save"]')!.click());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(vi.mocked(apiCall)).toHaveBeenCalledWith('updateOrganizationSettings', {
      body: { defaultDueInDays: 10 },
    });
  });

  it('sets how long sessions are kept and where applicants write, refusing a period under 30 days', async () => {
    answerAs(OWNER);
    renderTeam();
    const page = createWrapper(document.body);
    const retention = () => page.findInput('[data-testid="settings-retention-days"]')!;
    const contact = () => page.findInput('[data-testid="settings-contact-email"]')!;
    await waitFor(() => expect(retention().getInputValue()).toBe('365'));
    expect(contact().getInputValue()).toBe('owner@acme.test');
    act(() => retention().setInputValue('20'));
    expect(await screen.findByText('At least 30 days')).toBeInTheDocument();
    expect(page.findButton('[data-testid="settings-save"]')!.isDisabled()).toBe(true);
    act(() => {
      retention().setInputValue('180');
      contact().setInputValue('people@acme.test');
    });
    act(() => page.findButton('[data-testid="settings-save"]')!.click());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(screen.getByText(/New sessions are kept 180 days after they end/)).toBeInTheDocument();
    expect(vi.mocked(apiCall)).toHaveBeenCalledWith('updateOrganizationSettings', {
      body: { retentionDays: 180, contactEmail: 'people@acme.test' },
    });
  });
});

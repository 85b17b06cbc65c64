import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../web/src/api/client';
import { writeTokens } from '../../web/src/auth/token-store';
import { OrganizationStep } from '../../web/src/pages/account/components/organization-step';
import { PathProbe, renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));

const SETUP = { email: 'fay@founded.test', name: 'Fay', hasOrganization: false, invitation: null };

describe('naming a new organization', () => {
  it('asks for the applicants’ contact address, prefilled with the owner’s e-mail and editable', async () => {
    const calls: { name: string; body?: unknown }[] = [];
    vi.mocked(apiCall).mockImplementation((async (name: string, request?: { body?: unknown }) => {
      calls.push({ name, body: request?.body });
      if (name === 'getAccountSetup') return SETUP;
      if (name === 'completeAccountSetup')
        return {
          userId: 'u',
          email: SETUP.email,
          name: 'Fay',
          orgId: 'o',
          orgName: 'Founded',
          role: 'owner',
        };
      if (name === 'me')
        return {
          userId: 'u',
          email: SETUP.email,
          name: 'Fay',
          orgId: 'o',
          orgName: 'Founded',
          role: 'owner',
        };
      throw new Error(`unexpected call ${name}`);
    }) as unknown as typeof apiCall);
    writeTokens({ idToken: 'i', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 });
    renderRoutes(
      [
        { path: '/confirmAccount', element: <OrganizationStep /> },
        { path: '/applicants', element: <PathProbe label="applicants" /> },
      ],
      '/confirmAccount',
    );
    const page = createWrapper(document.body);
    await waitFor(() =>
      expect(page.findInput('[data-testid="setup-contact-email"]')!.getInputValue()).toBe('fay@founded.test'),
    );
    act(() => {
      page.findInput('[data-testid="setup-organization-name"]')!.setInputValue('Founded');
      page.findInput('[data-testid="setup-contact-email"]')!.setInputValue('not an address');
      page.findButton('[data-testid="setup-submit"]')!.click();
    });
    expect(await screen.findByText(/valid e-mail/i)).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'completeAccountSetup')).toBe(false);
    act(() => {
      page.findInput('[data-testid="setup-contact-email"]')!.setInputValue('privacy@founded.test');
      page.findButton('[data-testid="setup-submit"]')!.click();
    });
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'completeAccountSetup')?.body).toEqual({
        organizationName: 'Founded',
        contactEmail: 'privacy@founded.test',
      }),
    );
  });
});

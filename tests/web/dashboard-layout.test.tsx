import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../web/src/api/client';
import { DashboardLayout } from '../../web/src/components/dashboard-layout';
import { writeTokens } from '../../web/src/auth/token-store';
import { PathProbe, renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));

describe('dashboard layout', () => {
  it('links the sections and shows the signed-in manager', async () => {
    writeTokens({ idToken: 'i', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 });
    vi.mocked(apiCall).mockResolvedValue({
      userId: 'u',
      email: 'demo@hiring.local',
      name: 'Demo',
      orgId: 'o',
      orgName: 'Acme Hiring',
      role: 'owner',
    } as never);
    renderRoutes(
      [
        {
          element: <DashboardLayout />,
          children: [{ path: '/applicants', element: <PathProbe label="page" /> }],
        },
      ],
      '/applicants',
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    const hrefs = {
      'nav-applicants': '/applicants',
      'nav-templates': '/templates',
      'nav-job-positions': '/jobPositions',
      'nav-interview-sessions': '/interviewsessions',
      'nav-sign-out': '/logout',
    };
    for (const [testId, href] of Object.entries(hrefs)) {
      expect(screen.getByTestId(testId).closest('a')).toHaveAttribute('href', href);
    }
    await waitFor(() => expect(screen.getAllByText('demo@hiring.local').length).toBeGreaterThan(0));
    expect(vi.mocked(apiCall)).toHaveBeenCalledWith('me', undefined, expect.anything());
  });

  it('shows an auditor only the adverse-impact report and sign-out', async () => {
    writeTokens({ idToken: 'i', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 });
    vi.mocked(apiCall).mockResolvedValue({
      userId: 'a',
      email: 'auditor@audit.example',
      name: 'Ada',
      orgId: 'o',
      orgName: 'Acme Hiring',
      role: 'auditor',
    } as never);
    renderRoutes(
      [
        {
          element: <DashboardLayout />,
          children: [{ path: '/reports/adverse-impact', element: <PathProbe label="report" /> }],
        },
      ],
      '/reports/adverse-impact',
    );
    expect(await screen.findByText('report')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('nav-applicants')).toBeNull());
    expect(screen.getByTestId('nav-adverse-impact').closest('a')).toHaveAttribute(
      'href',
      '/reports/adverse-impact',
    );
    expect(screen.getByTestId('nav-sign-out')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-audit')).toBeNull();
  });
});

import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../web/src/api/client';
import { writeTokens } from '../../web/src/auth/token-store';
import { DashboardLayout } from '../../web/src/components/dashboard-layout';
import { TOUR_STEPS, tourStorageKey } from '../../web/src/components/tour-steps';
import { useWelcomeTour, WelcomeTour } from '../../web/src/components/welcome-tour';
import { PathProbe, renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));

/** The tour as the dashboard mounts it, with a stand-in for the Help menu's restart item. */
function Harness({ userId }: { userId?: string }) {
  const tour = useWelcomeTour(userId);
  return (
    <>
      <button type="button" onClick={tour.restart}>
        restart
      </button>
      <WelcomeTour tour={tour} />
    </>
  );
}

const tourStep = () => screen.queryByTestId('welcome-tour')?.getAttribute('data-step');
const click = (testId: string) =>
  act(() => createWrapper(document.body).findButton(`[data-testid="${testId}"]`)!.click());
const press = (key: string) => act(() => void fireEvent.keyDown(window, { key }));

afterEach(() => localStorage.clear());

describe('welcome tour', () => {
  it('starts once the manager is known and has not completed it', async () => {
    const { rerender } = render(<Harness />);
    expect(tourStep()).toBeUndefined();
    rerender(<Harness userId="u1" />);
    await waitFor(() => expect(tourStep()).toBe('welcome'));
    expect(screen.getByText(TOUR_STEPS[0]!.title)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  it('moves with Next and Previous and finishes on the last step', async () => {
    render(<Harness userId="u1" />);
    await waitFor(() => expect(tourStep()).toBe('welcome'));
    expect(createWrapper(document.body).findButton('[data-testid="tour-previous"]')!.isDisabled()).toBe(true);
    click('tour-next');
    expect(tourStep()).toBe('applicants');
    click('tour-previous');
    expect(tourStep()).toBe('welcome');
    click('tour-next');
    click('tour-next');
    click('tour-next');
    expect(tourStep()).toBe('job-positions');
    expect(screen.queryByTestId('tour-next')).not.toBeInTheDocument();
    click('tour-finish');
    expect(tourStep()).toBeUndefined();
    expect(localStorage.getItem(tourStorageKey('u1'))).toBe('true');
  });

  it('follows the arrow keys and stops on Escape', async () => {
    render(<Harness userId="u1" />);
    await waitFor(() => expect(tourStep()).toBe('welcome'));
    press('ArrowRight');
    press('ArrowRight');
    expect(tourStep()).toBe('templates');
    press('ArrowLeft');
    expect(tourStep()).toBe('applicants');
    press('Escape');
    expect(tourStep()).toBeUndefined();
    expect(localStorage.getItem(tourStorageKey('u1'))).toBe('true');
  });

  it('remembers completion per manager and can be restarted', async () => {
    const first = render(<Harness userId="u1" />);
    await waitFor(() => expect(tourStep()).toBe('welcome'));
    click('tour-skip');
    expect(tourStep()).toBeUndefined();
    first.unmount();

    const again = render(<Harness userId="u1" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tourStep()).toBeUndefined();
    act(() => screen.getByText('restart').click());
    expect(tourStep()).toBe('welcome');
    press('Escape');
    again.unmount();

    render(<Harness userId="u2" />);
    await waitFor(() => expect(tourStep()).toBe('welcome'));
  });

  it('is mounted by the dashboard and restarted from the Help menu', async () => {
    writeTokens({ idToken: 'i', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 });
    localStorage.setItem(tourStorageKey('u'), 'true');
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
    await waitFor(() => expect(screen.getAllByText('demo@hiring.local').length).toBeGreaterThan(0));
    expect(tourStep()).toBeUndefined();
    expect(screen.getByTestId('nav-team').closest('a')).toHaveAttribute('href', '/team');
    // jsdom has no width, so the top navigation folds its utilities into the overflow menu.
    const nav = createWrapper(document.body).findTopNavigation()!;
    act(() => nav.findOverflowMenuButton()!.click());
    act(() => nav.findOverflowMenu()!.findUtility(1)!.click());
    act(() => nav.findOverflowMenu()!.findMenuDropdownItemById('restart-tour')!.click());
    await waitFor(() => expect(tourStep()).toBe('welcome'));
    click('tour-next');
    expect(screen.getByTestId('nav-applicants').closest('a')).toHaveAttribute('data-tour-active', 'true');
  });
});

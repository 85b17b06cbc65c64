import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { adverseImpact } from '../../shared/adverse-impact';
import { apiCall } from '../../web/src/api/client';
import { writeTokens } from '../../web/src/auth/token-store';
import AdverseImpactPage, { endedQuarters } from '../../web/src/pages/reports/adverse-impact-page';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));

const POSITION = { id: '01KAXD1T0000000000000000PP', title: 'Backend Developer' };
/** 30 applicants: 15 men (9 advanced), 15 women (6 advanced), all Asian. */
const REPORT = adverseImpact(
  'selection',
  [
    ...Array.from(
      { length: 15 },
      (_, i) => ({ sex: 'male', raceEthnicity: 'asian', selected: i < 9 }) as const,
    ),
    ...Array.from(
      { length: 15 },
      (_, i) => ({ sex: 'female', raceEthnicity: 'asian', selected: i < 6 }) as const,
    ),
  ],
  50,
);

describe('adverse-impact page', () => {
  it('offers the last eight ended quarters, newest first', () => {
    expect(endedQuarters(Date.UTC(2026, 10, 28), 3)).toEqual(['2026-Q3', '2026-Q2', '2026-Q1']);
    expect(endedQuarters(Date.UTC(2026, 0, 5), 2)).toEqual(['2025-Q4', '2025-Q3']);
  });

  it('shows the chosen position’s rates and ratios with the small-sample warning', async () => {
    vi.mocked(apiCall).mockImplementation((async (name: string) => {
      if (name === 'listJobPositions') return { items: [POSITION], nextCursor: null };
      if (name === 'getAdverseImpactReport') return REPORT;
      throw new Error(`unexpected call ${name}`);
    }) as unknown as typeof apiCall);
    writeTokens({ idToken: 'i', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 });
    const view = renderRoutes([{ path: '/r', element: <AdverseImpactPage /> }], '/r');
    const page = createWrapper(view.container);
    expect(await screen.findByText('Choose a job position to see its report.')).toBeInTheDocument();
    expect(vi.mocked(apiCall)).not.toHaveBeenCalledWith(
      'getAdverseImpactReport',
      expect.anything(),
      expect.anything(),
    );

    const select = page.findSelect()!;
    act(() => select.openDropdown());
    await waitFor(() => expect(select.findDropdown().findOptions().length).toBe(1));
    act(() => select.selectOption(1));

    await screen.findByTestId('adverse-impact-sex');
    const sex = page.findTable('[data-testid="adverse-impact-sex"]')!;
    await waitFor(() => expect(sex.findRows()).toHaveLength(2));
    // Men 9 of 15 = 60.0 %, ratio 1.00; women 6 of 15 = 40.0 %, ratio 0.67.
    expect(sex.findBodyCell(1, 3)!.getElement()).toHaveTextContent('60.0 %');
    expect(sex.findBodyCell(2, 3)!.getElement()).toHaveTextContent('40.0 %');
    expect(sex.findBodyCell(2, 4)!.getElement()).toHaveTextContent('0.67');
    // Nobody declined: 0 is under 5, so the page says withheld rather than a number.
    expect(screen.getByText(/declined to say: sex withheld/)).toBeInTheDocument();
    expect(screen.getByText(/Only 30 applicants/)).toBeInTheDocument();
    // The period is the last calendar quarter that has ended: never days.
    expect(vi.mocked(apiCall)).toHaveBeenCalledWith(
      'getAdverseImpactReport',
      {
        query: {
          jobPositionId: POSITION.id,
          measure: 'selection',
          minSample: 50,
          period: endedQuarters()[0],
        },
      },
      expect.anything(),
    );
  });

  it('on a phone, keeps every figure in three columns and names the measure once', async () => {
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    onTestFinished(() => phone.mockRestore());
    vi.mocked(apiCall).mockImplementation((async (name: string) => {
      if (name === 'listJobPositions') return { items: [POSITION], nextCursor: null };
      if (name === 'getAdverseImpactReport') return REPORT;
      throw new Error(`unexpected call ${name}`);
    }) as unknown as typeof apiCall);
    writeTokens({ idToken: 'i', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 });
    const view = renderRoutes([{ path: '/r', element: <AdverseImpactPage /> }], '/r');
    const page = createWrapper(view.container);
    const select = page.findSelect()!;
    act(() => select.openDropdown());
    await waitFor(() => expect(select.findDropdown().findOptions().length).toBe(1));
    act(() => select.selectOption(1));

    await screen.findByTestId('adverse-impact-sex');
    const sex = page.findTable('[data-testid="adverse-impact-sex"]')!;
    await waitFor(() => expect(sex.findRows()).toHaveLength(2));
    expect(sex.findColumnHeaders().map((h) => h.getElement().textContent)).toEqual([
      'Category and applicants',
      'Selection rate',
      'Impact ratio',
    ]);
    expect(sex.findBodyCell(2, 1)!.getElement()).toHaveTextContent('Female15 applicants');
    expect(sex.findBodyCell(2, 2)!.getElement()).toHaveTextContent('40.0 %');
    expect(sex.findBodyCell(2, 3)!.getElement()).toHaveTextContent('0.67');
    expect(screen.getAllByText('Measure', { exact: true })).toHaveLength(1);
    expect(screen.getByRole('toolbar', { name: 'Measure' })).toBeInTheDocument();
  });
});

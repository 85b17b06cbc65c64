import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AiUsage } from '../../shared/schemas/interview-template';
import { apiCall } from '../../web/src/api/client';
import { AiUsageWidget } from '../../web/src/components/ai-usage-widget';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

function show(usage: AiUsage) {
  apiCallMock.mockImplementation(async (name) => {
    if (name !== 'aiUsage') throw new Error(`unexpected ${name}`);
    return usage as never;
  });
  renderRoutes([{ path: '/', element: <AiUsageWidget /> }], '/');
}

describe('AI budget widget', () => {
  it('shows what the organization spent this month against its budget', async () => {
    show({
      month: '2026-11',
      usedUsd: 12.5,
      limitUsd: 50,
      usedPercent: 25,
      usedTokens: 90_000,
      exceeded: false,
    });
    expect(await screen.findByText('$12.50 of $50.00 used in 2026-11')).toBeInTheDocument();
    expect(screen.queryByTestId('ai-usage-exceeded')).not.toBeInTheDocument();
    expect(apiCallMock).toHaveBeenCalledWith('aiUsage', undefined, expect.anything());
  });

  it('says what is refused and what waits once the budget is spent', async () => {
    show({
      month: '2026-11',
      usedUsd: 50.2,
      limitUsd: 50,
      usedPercent: 100.4,
      usedTokens: 1,
      exceeded: true,
    });
    expect(await screen.findByTestId('ai-usage-exceeded')).toHaveTextContent(
      /generating templates is refused and submitted sessions wait for scoring/,
    );
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../web/src/i18n/session-i18n';
import { TimeLeft } from '../../web/src/pages/session/time-left';

const START = Date.parse('2026-01-05T09:00:00.000Z');

beforeAll(() => loadCatalog('en'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('time left of a timed session', () => {
  it('counts down every second but tells screen readers only at 10, 5, 2 and 1 minutes left and when time is up', () => {
    render(
      <TimeLeft
        timing={{
          limits: { perQuestionSeconds: 600 },
          extraTimeFactor: 1.5,
          startedAt: new Date(START).toISOString(),
        }}
        answers={[]}
      />,
    );
    const shown = screen.getByTestId('session-time-left');
    const announced = screen.getByTestId('session-time-announcement');
    expect(announced).toHaveAttribute('aria-live', 'polite');
    // 10 minutes × 1.5 extra time.
    expect(shown).toHaveTextContent('Time left: 15:00');
    expect(announced).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(5 * 60_000 + 1000));
    expect(shown).toHaveTextContent('Time left: 9:59');
    expect(announced).toHaveTextContent('Time left: 10:00');
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown).toHaveTextContent('Time left: 8:59');
    expect(announced).toHaveTextContent('Time left: 10:00');
    act(() => vi.advanceTimersByTime(8 * 60_000 + 1000));
    expect(announced).toHaveTextContent('Time left: 1:00');
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown).toHaveTextContent('Time is up. Your saved answers are kept.');
    expect(announced).toHaveTextContent('Time is up.');
  });

  it('counts a question from the last save and shows nothing without limits', () => {
    const { rerender } = render(
      <TimeLeft
        timing={{ limits: { perQuestionSeconds: 120 }, startedAt: new Date(START - 3_600_000).toISOString() }}
        answers={[
          { questionId: 'Q1', text: 'a', version: 1, createdAt: new Date(START - 30_000).toISOString() },
        ]}
      />,
    );
    expect(screen.getByTestId('session-time-left')).toHaveTextContent('Time left: 1:30');
    rerender(<TimeLeft timing={undefined} answers={[]} />);
    expect(screen.queryByTestId('session-time-left')).toBeNull();
  });

  it('counts a question from when it was first opened, not from the last save', () => {
    render(
      <TimeLeft
        timing={{ limits: { perQuestionSeconds: 120 }, startedAt: new Date(START - 3_600_000).toISOString() }}
        answers={[
          { questionId: 'Q1', text: 'a', version: 1, createdAt: new Date(START - 10_000).toISOString() },
        ]}
        openedAt={new Date(START - 90_000).toISOString()}
      />,
    );
    expect(screen.getByTestId('session-time-left')).toHaveTextContent('Time left: 0:30');
  });
});

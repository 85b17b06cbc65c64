import { describeSignalSummary, signalNote, summarizeSignals } from '../../shared/signal-summary';

describe('signal summary of a session', () => {
  it('counts an answer as mostly pasted only past half its characters, and sums the time away', () => {
    const stored = {
      q1: signalNote({ pastedChars: 412, typedChars: 18, blurCount: 1, hiddenMs: 2_000 }, 430),
      q2: signalNote({ pasteEvents: [{ atMs: 1, chars: 50 }], typedChars: 50 }, 100),
      q3: signalNote({ typedChars: 90, blurCount: 1 }, 90),
      broken: { chars: -1 },
    };
    const summary = summarizeSignals(stored)!;
    expect(summary).toEqual({ answers: 3, mostlyPasted: 1, blurCount: 2, hiddenMs: 2_000 });
    expect(describeSignalSummary(summary)).toBe(
      '1 of 3 answers mostly pasted; page hidden or out of focus 2×',
    );
  });

  it('says nothing for a session without notes, and that the page stayed in view when it did', () => {
    expect(summarizeSignals(undefined)).toBeUndefined();
    expect(summarizeSignals({})).toBeUndefined();
    const one = summarizeSignals({ q1: signalNote({ typedChars: 10 }, 10) })!;
    expect(describeSignalSummary(one)).toBe('0 of 1 answer mostly pasted; page stayed in view');
  });
});

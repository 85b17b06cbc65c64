import {
  describeSignalSummary,
  noteShowsSame,
  signalNote,
  summarizeSignals,
} from '../../shared/signal-summary';

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

  it('tells a note that shows something else in the summary from one that only counts more characters', () => {
    const typed = signalNote({ typedChars: 40 }, 40);
    expect(noteShowsSame(typed, signalNote({ typedChars: 90 }, 90))).toBe(true);
    expect(noteShowsSame(undefined, undefined)).toBe(true);
    expect(noteShowsSame(typed, undefined)).toBe(false);
    expect(noteShowsSame(typed, signalNote({ typedChars: 40, blurCount: 1 }, 40))).toBe(false);
    expect(noteShowsSame(typed, signalNote({ typedChars: 40, hiddenMs: 500 }, 40))).toBe(false);
    // 30 pasted of 40 is mostly pasted; 30 of 90 is not.
    const pasted = signalNote({ pastedChars: 30, typedChars: 10 }, 40);
    expect(noteShowsSame(pasted, signalNote({ pastedChars: 30, typedChars: 60 }, 90))).toBe(false);
    expect(noteShowsSame(pasted, signalNote({ pastedChars: 30, typedChars: 20 }, 50))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  IntegritySignalsSchema,
  MAX_PASTE_EVENTS,
  MAX_SIGNAL_MS,
} from '../../shared/schemas/integrity-signals';
import { SaveAnswerRequestSchema } from '../../shared/schemas/session';

const ID = '01J0000000000000000000000S';

describe('integrity signals schema', () => {
  it('accepts every signal, and none at all', () => {
    const all = {
      typedChars: 18,
      pastedChars: 412,
      pasteEvents: [{ atMs: 20_000, chars: 412 }],
      firstKeyMs: 20_000,
      activeMs: 35_000,
      hiddenMs: 0,
      blurCount: 0,
    };
    expect(IntegritySignalsSchema.parse(all)).toEqual(all);
    expect(IntegritySignalsSchema.parse({})).toEqual({});
    expect(
      SaveAnswerRequestSchema.parse({ sessionId: ID, questionId: ID, response: 'An answer' }).signals,
    ).toBeUndefined();
  });

  it.each([
    ['a negative count', { typedChars: -1 }, 'typedChars'],
    ['a fraction', { blurCount: 1.5 }, 'blurCount'],
    ['a time over 7 days', { hiddenMs: MAX_SIGNAL_MS + 1 }, 'hiddenMs'],
    ['a paste larger than an answer', { pasteEvents: [{ atMs: 0, chars: 10_001 }] }, 'pasteEvents'],
    [
      'too many pastes',
      { pasteEvents: Array.from({ length: MAX_PASTE_EVENTS + 1 }, () => ({ atMs: 1, chars: 1 })) },
      'pasteEvents',
    ],
    ['text instead of a number', { activeMs: '5000' }, 'activeMs'],
  ])('refuses %s, naming the field', (_, signals, field) => {
    const result = SaveAnswerRequestSchema.safeParse({
      sessionId: ID,
      questionId: ID,
      response: 'An answer',
      signals,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path.slice(0, 2)).toEqual(['signals', field]);
  });
});

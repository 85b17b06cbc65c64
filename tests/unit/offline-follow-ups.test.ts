import { describe, expect, it } from 'vitest';
import { gapOf, offlineFollowUp } from '../../functions/ai/offline/follow-up';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { answerWithFollowUps, followUpsAllowed } from '../../shared/follow-ups';

const question = 'How do you handle an angry customer?';
const keyPoints = ['Listens without interrupting', 'Offers a concrete fix'];
const probe = (tag: string, kind: string) =>
  ((CATALOGS[tag] as any).followUp as Record<string, string>)[kind];

describe('offline follow-ups', () => {
  it('asks for an example after a general answer, from the catalog of the interview language', () => {
    const input = { topic: 'Support', question, keyPoints, answer: 'I am good with people.', asked: [] };
    expect(gapOf(input.answer, question, keyPoints, 'English')).toBe('example');
    expect(offlineFollowUp({ ...input, language: 'English' })).toBe(probe('en', 'example'));
    expect(offlineFollowUp({ ...input, language: 'Japanese' })).toBe(probe('ja', 'example'));
  });

  it('never asks the same probe twice on a question, and names no key point', () => {
    const input = {
      topic: 'Support',
      question,
      keyPoints,
      answer: 'I stay calm.',
      language: 'English' as const,
    };
    const first = offlineFollowUp({ ...input, asked: [] })!;
    const second = offlineFollowUp({ ...input, asked: [first] })!;
    expect(second).not.toBe(first);
    for (const text of [first, second]) expect(text.toLowerCase()).not.toMatch(/interrupt|fix/);
  });

  it('asks nothing once every key point is covered', () => {
    const answer =
      'Last March I listened without interrupting for five minutes, then offered a concrete fix: a refund of 40 euros.';
    expect(
      offlineFollowUp({ topic: 'Support', question, keyPoints, answer, language: 'English', asked: [] }),
    ).toBeNull();
  });

  it('counts the question’s own setting before the template’s, and 1 by default', () => {
    expect(followUpsAllowed({}, {})).toBe(1);
    expect(followUpsAllowed({ followUps: 2 }, {})).toBe(2);
    expect(followUpsAllowed({ followUps: 2 }, { followUps: 0 })).toBe(0);
    expect(answerWithFollowUps('A', [{ answer: 'B' }, {}])).toBe('A\n\nB');
  });
});

import { redraftable, STALE_DRAFTING_MS } from '../../functions/feedback/model-draft';

/**
 * When a feedback report may be drafted again (docs/decisions/0168-feedback-drafted-by-the-model.md): a
 * failed model draft at once, a draft still `drafting` only once it is lost (older than an hour), never a
 * draft to edit or a report sent.
 */
describe('drafting a feedback report again', () => {
  const now = Date.parse('2026-11-29T12:00:00.000Z');
  const at = (ms: number) => new Date(now - ms).toISOString();

  it('retries a failed draft, and a drafting one only once it is lost', () => {
    expect(redraftable({ status: 'failed', text: '', draftedAt: at(1000) }, now)).toBe(true);
    expect(
      redraftable({ status: 'drafting', text: '', draftedAt: at(STALE_DRAFTING_MS - 60_000) }, now),
    ).toBe(false);
    expect(
      redraftable({ status: 'drafting', text: '', draftedAt: at(STALE_DRAFTING_MS + 60_000) }, now),
    ).toBe(true);
  });

  it('never replaces a draft, a report sent, or nothing at all', () => {
    expect(redraftable({ status: 'draft', text: 'Hello', draftedAt: at(STALE_DRAFTING_MS * 2) }, now)).toBe(
      false,
    );
    expect(redraftable({ status: 'sent', text: 'Hello', draftedAt: at(STALE_DRAFTING_MS * 2) }, now)).toBe(
      false,
    );
    expect(redraftable(undefined, now)).toBe(false);
  });
});

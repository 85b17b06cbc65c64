import { api, newManagerInNewOrg } from '../support/api';
import { waitForEmail } from '../support/inbox';
import { enteredSession } from '../support/sessions';

/**
 * Feedback reports to applicants (docs/decisions/0162-feedback-reports.md) on the real API: off by default;
 * with `review` a person drafts, edits and sends, and the applicant reads it from the e-mail's link; with
 * `auto` it goes out when the decision is recorded. Every step is in the session history and audit log.
 */
let owner: string;

/** A session answered, submitted, scored and decided `reject`; returns its id, e-mail and question texts. */
async function decidedSession(name: string, jobPositionId?: string) {
  const s = await enteredSession(
    owner,
    { firstName: name, lastName: 'Feedback' },
    { topic: 'QA Engineer', numberOfQuestions: 2, jobPositionId },
  );
  await api('POST', '/api/session/SaveAnswer', {
    token: s.applicantToken,
    body: {
      sessionId: s.id,
      questionId: s.questions[0]!.id,
      response: 'I would write a test plan first, then automate the riskiest paths.',
    },
  });
  expect((await api('POST', `/api/session/${s.id}/finish`, { token: s.applicantToken })).status).toBe(200);
  for (let i = 0; i < 50; i++) {
    const d = await api('GET', `/api/session/${s.id}/details`, { token: owner });
    if (d.body.status === 'scored') {
      const seen = d.body.questions
        .filter(
          (q: { needsReview?: boolean; injectionSuspected?: boolean }) =>
            q.needsReview || q.injectionSuspected,
        )
        .map((q: { id: string }) => q.id);
      const decided = await api('POST', `/api/session/${s.id}/decision`, {
        token: owner,
        body: { decision: 'reject', reason: 'Too little testing experience', flaggedSeen: seen },
      });
      expect(decided.status).toBe(201);
      return { id: s.id, email: s.email, keyPoints: d.body.questions[0].keyPoints as string[] };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('not scored in time');
}

const linkTokenIn = (text: string) => /\/session\/\S+\/requests#(\S+)/.exec(text)![1]!;

beforeAll(async () => {
  ({ token: owner } = await newManagerInNewOrg('Feedback Company'));
});

it('review: a person drafts, edits and sends; the applicant reads it from the link; auto sends with the decision', async () => {
  const settings = await api('GET', '/api/organization/settings', { token: owner });
  expect(settings.body.feedbackReports).toBe('off');
  const s = await decidedSession('Fiona');
  expect((await api('POST', `/api/session/${s.id}/feedback`, { token: owner })).status).toBe(409);
  expect(
    (await api('PUT', '/api/organization/settings', { token: owner, body: { feedbackReports: 'sometimes' } }))
      .status,
  ).toBe(400);
  await api('PUT', '/api/organization/settings', { token: owner, body: { feedbackReports: 'review' } });

  const draft = await api('POST', `/api/session/${s.id}/feedback`, { token: owner });
  expect(draft.status).toBe(202);
  expect(draft.body).toMatchObject({ status: 'draft', language: 'English' });
  expect(draft.body.text).toContain('Question 1:');
  expect(draft.body.text).toContain('What a stronger answer would have covered');
  // The second question was left unanswered, and the draft says so instead of praising it.
  expect(draft.body.text).toMatch(/Question 2: .*\nThis question was not answered\./);
  // Never the key points word for word, the score or a comparison with others.
  for (const keyPoint of s.keyPoints) expect(draft.body.text).not.toContain(keyPoint);
  expect(draft.body.text).not.toMatch(/\d+\s*\/\s*(10|100)|rank/i);
  // Drafting again gives the same draft.
  expect((await api('POST', `/api/session/${s.id}/feedback`, { token: owner })).body.draftedAt).toBe(
    draft.body.draftedAt,
  );

  const edited = `${draft.body.text}\n\nWe hope this helps. <b>Good luck!</b>`;
  const sent = await api('POST', `/api/session/${s.id}/feedback/send`, {
    token: owner,
    body: { text: edited },
  });
  expect(sent.status).toBe(200);
  expect(sent.body).toMatchObject({ status: 'sent', text: edited });
  expect(
    (await api('POST', `/api/session/${s.id}/feedback/send`, { token: owner, body: { text: 'again' } }))
      .status,
  ).toBe(409);
  const mail = await waitForEmail(s.email, (e) => e.subject.startsWith('Feedback on your interview'));
  expect(mail.body.text).not.toContain('Good luck');
  const token = linkTokenIn(mail.body.text ?? '');
  const read = await api('GET', `/api/session/${s.id}/feedback`, { token });
  expect(read.status).toBe(200);
  expect(read.body).toMatchObject({
    organizationName: 'Feedback Company',
    language: 'English',
    text: edited,
  });

  const history = await api('GET', `/api/session/${s.id}/history`, { token: owner });
  expect(
    history.body.items
      .filter((e: { kind: string }) => e.kind === 'feedback')
      .map((e: { detail: string }) => e.detail),
  ).toEqual(['drafted', 'sent']);
  const audit = await api('GET', '/api/audit?action=session.feedback', { token: owner });
  // Drafting again read the draft kept: only the draft written is audited.
  expect(audit.body.items.map((e: { detail: string }) => e.detail).sort()).toEqual(['drafted', 'sent']);

  // Auto: the report goes out when the decision is recorded, without a person's edit.
  await api('PUT', '/api/organization/settings', { token: owner, body: { feedbackReports: 'auto' } });
  const auto = await decidedSession('Arno');
  const autoMail = await waitForEmail(auto.email, (e) => e.subject.startsWith('Feedback on your interview'));
  const autoRead = await api('GET', `/api/session/${auto.id}/feedback`, {
    token: linkTokenIn(autoMail.body.text ?? ''),
  });
  expect(autoRead.body.text).toContain('Question 1:');
  const autoHistory = await api('GET', `/api/session/${auto.id}/history`, { token: owner });
  expect(
    autoHistory.body.items.some(
      (e: { kind: string; detail?: string }) => e.kind === 'feedback' && e.detail === 'sent automatically',
    ),
  ).toBe(true);

  // A job position's own setting wins over the organization's: off here, while the organization says auto.
  const position = await api('POST', '/api/jobPositions', {
    token: owner,
    body: { title: 'QA Engineer', feedbackReports: 'off' },
  });
  expect(position.status).toBe(201);
  expect(position.body.feedbackReports).toBe('off');
  const quiet = await decidedSession('Olga', position.body.id);
  const refused = await api('POST', `/api/session/${quiet.id}/feedback`, { token: owner });
  expect(refused.status).toBe(409);
  expect(refused.body.message).toContain('off for this job position');
  const quietHistory = await api('GET', `/api/session/${quiet.id}/history`, { token: owner });
  expect(quietHistory.body.items.some((e: { kind: string }) => e.kind === 'feedback')).toBe(false);
});

import { api, newManagerInNewOrg } from '../support/api';
import { enteredSession } from '../support/sessions';

/**
 * The practice question (docs/decisions/0161-practice-question.md) on the real API: offered before the
 * first real question, in the interview's language, answered with a follow-up where the interview asks
 * them, and never stored: the session holds no answer and no history entry of it, and the manager sees
 * nothing of it.
 */
it('the practice is answered, never stored or shown to the manager, and ends with the first real question', async () => {
  const { token: owner } = await newManagerInNewOrg('Practice Company');
  const s = await enteredSession(
    owner,
    { firstName: 'Pia', lastName: 'Practice' },
    { topic: 'QA Engineer', numberOfQuestions: 1 },
  );
  const practice = await api('GET', `/api/session/${s.id}/practice`, { token: s.applicantToken });
  expect(practice.status).toBe(200);
  expect(practice.body).toMatchObject({ available: true, counted: false, followUps: 1 });
  expect(practice.body.question).toContain('learned');
  const history = async () => (await api('GET', `/api/session/${s.id}/history`, { token: owner })).body;
  const before = await history();

  const answered = await api('POST', `/api/session/${s.id}/practice/answer`, {
    token: s.applicantToken,
    body: { response: 'I learned to write property-based tests last month.' },
  });
  expect(answered.status).toBe(200);
  expect(answered.body).toMatchObject({
    counted: false,
    characters: 51,
    followUp: { text: expect.any(String) },
  });
  const reply = await api('POST', `/api/session/${s.id}/practice/answer`, {
    token: s.applicantToken,
    body: { response: 'At work, on a parser.', followUp: true },
  });
  expect(reply.body.followUp).toBeUndefined();
  const tooLong = await api('POST', `/api/session/${s.id}/practice/answer`, {
    token: s.applicantToken,
    body: { response: 'x'.repeat(10_001) },
  });
  expect(tooLong.status).toBe(400);

  // Nothing of it is stored: no answer for the applicant or the manager, no history entry.
  expect((await api('GET', `/api/session/${s.id}`, { token: s.applicantToken })).body.answers).toEqual([]);
  const details = await api('GET', `/api/session/${s.id}/details`, { token: owner });
  expect(JSON.stringify(details.body)).not.toContain('property-based');
  expect(await history()).toEqual(before);
  expect((await api('GET', `/api/session/${s.id}/practice`)).status).toBe(401);

  // Once the first real question is opened, the practice is no longer offered.
  await api('POST', `/api/session/${s.id}/questions/${s.questions[0]!.id}/open`, { token: s.applicantToken });
  const after = await api('GET', `/api/session/${s.id}/practice`, { token: s.applicantToken });
  expect(after.body.available).toBe(false);
});

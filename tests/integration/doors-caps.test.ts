import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { api, newManagerInNewOrg } from '../support/api';
import { enteredWrittenSession } from '../support/sessions';

/**
 * Free sign-up does not buy unlimited mail and AI (decision record 0078). Before, a new organization could
 * mail any number of addresses on its first day and had the full monthly AI budget of any other.
 */
const env = () => inject('stack').env;
const invite = (token: string) =>
  api('POST', '/api/team/invitations', {
    token,
    body: { email: `capped-${randomUUID().slice(0, 8)}@example.com` },
  });

describe('caps for new organizations', () => {
  it('stops a new organization’s mail at the daily new-organization cap, and changes nothing then', async () => {
    const fresh = await newManagerInNewOrg('Fresh Org', { fresh: true });
    const cap = Number(env().MAIL_DAILY_CAP_NEW_ORG);
    for (let i = 0; i < cap; i++) expect((await invite(fresh.token)).status, `mail ${i + 1}`).toBe(201);
    const refused = await invite(fresh.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'TooManyRequests', message: expect.stringMatching(/today/) });
    const untilTomorrow = Number(refused.headers.get('retry-after'));
    expect(untilTomorrow).toBeGreaterThan(0);
    expect(untilTomorrow).toBeLessThanOrEqual(24 * 60 * 60);
    const team = await api('GET', '/api/team', { token: fresh.token });
    expect(team.body.invitations).toHaveLength(cap);
  });

  it('counts decision e-mails against the caps: a new organization cannot loop them (decision 0133)', async () => {
    // Before, `sendDecisionEmail` counted no cap: one session's decision e-mail could be sent 86,000 times a day.
    const fresh = await newManagerInNewOrg('Decision Mail Org', { fresh: true });
    const cap = Number(env().MAIL_DAILY_CAP_NEW_ORG);
    const settings = await api('PUT', '/api/organization/settings', {
      token: fresh.token,
      body: { decisionEmails: true },
    });
    expect(settings.status).toBe(200);
    const s = await enteredWrittenSession(
      fresh.token,
      { topic: 'Support', language: 'English', questions: [{ text: 'Why support?', keyPoints: ['Cares'] }] },
      { firstName: 'Dee', lastName: 'Mail' },
    );
    const submitted = await api('POST', `/api/session/checkForCompletion/${s.sessionId}/force`, {
      token: fresh.token,
    });
    expect(submitted.status).toBe(200);
    const decided = await api('POST', `/api/session/${s.sessionId}/decision`, {
      token: fresh.token,
      body: {
        decision: 'reject',
        reason: 'Other applicants fit better',
        flaggedSeen: s.view.questions.map((q: { id: string }) => q.id),
      },
    });
    expect(decided.status).toBe(201);
    // The session's access code was the first e-mail of the day.
    for (let i = 1; i < cap; i++) {
      const sent = await api('POST', `/api/session/${s.sessionId}/decision-email`, { token: fresh.token });
      expect(sent.status, `mail ${i + 1}`).toBe(200);
    }
    const refused = await api('POST', `/api/session/${s.sessionId}/decision-email`, { token: fresh.token });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'TooManyRequests', message: expect.stringMatching(/today/) });
  });

  it('lets an established organization send past the new-organization cap', async () => {
    const established = await newManagerInNewOrg('Established Org');
    const cap = Number(env().MAIL_DAILY_CAP_NEW_ORG);
    for (let i = 0; i <= cap; i++)
      expect((await invite(established.token)).status, `mail ${i + 1}`).toBe(201);
  });

  it('gives a new organization the lower AI budget, an established one the full budget', async () => {
    const fresh = await newManagerInNewOrg('Fresh AI Org', { fresh: true });
    const established = await newManagerInNewOrg('Established AI Org');
    const freshUsage = await api('GET', '/api/ai-usage', { token: fresh.token });
    expect(freshUsage.body.limitUsd).toBe(Number(env().AI_NEW_ORG_MONTHLY_BUDGET_USD));
    const fullUsage = await api('GET', '/api/ai-usage', { token: established.token });
    expect(fullUsage.body.limitUsd).toBe(Number(env().AI_MONTHLY_BUDGET_USD));
    expect(freshUsage.body.limitUsd).toBeLessThan(fullUsage.body.limitUsd);
  });
});

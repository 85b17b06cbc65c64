import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { documentClient } from '../../functions/data/client';
import { db } from '../../functions/data/service';
import { api, newManagerInNewOrg } from '../support/api';
import { advanceDays } from '../support/clock';
import { scoredInterview } from '../support/sessions';
import { generateTemplate } from '../support/templates';

/**
 * Erasure (docs/product.md, Erasure): deleting an applicant deletes their sessions with everything in
 * them, whatever kind of item, and the applicant, records it in the audit log and unlinks it from its job
 * position.
 */
let token: string;

beforeAll(async () => {
  ({ token } = await newManagerInNewOrg('Erasure'));
});

/** How many items, of any kind, the table still holds in a session's partition (read raw, not by entity). */
async function itemsInPartition(sessionId: string): Promise<number> {
  const { Key, TableName } = db.entities.session.get({ sessionId }).params();
  const answer = await documentClient.send(
    new QueryCommand({
      TableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': Key.pk },
      Select: 'COUNT',
    }),
  );
  return answer.Count ?? 0;
}

const pasted = {
  typedChars: 12,
  pastedChars: 300,
  pasteEvents: [{ atMs: 5_000, chars: 300 }],
  firstKeyMs: 2_000,
  activeMs: 20_000,
  hiddenMs: 1_000,
  blurCount: 1,
};

describe('erasing an applicant', () => {
  it('deletes every item of their sessions, the applicant and its link, and records it once', async () => {
    const position = (await api('POST', '/api/jobPositions', { token, body: { title: 'Erasure analyst' } }))
      .body.id as string;
    const applicant = await api('POST', '/api/applicants', {
      token,
      body: {
        firstName: 'Erin',
        lastName: 'Erasmus',
        jobTitle: 'Analyst',
        email: `erin-${randomUUID().slice(0, 8)}@example.com`,
        jobPositionId: position,
      },
    });
    const applicantId = applicant.body.id as string;
    const template = await generateTemplate(token, {
      topic: 'Data Analyst',
      language: 'English',
      numberOfQuestions: 2,
    });
    // A scored session with a decision (answers, result, history) and an open one with saved versions and signals.
    const scored = await scoredInterview(token, applicantId, template.id, (k) => k.join(' '));
    await api('POST', `/api/session/${scored.id}/decision`, {
      token,
      body: { decision: 'hold', reason: 'Compare first.' },
    });
    const open = await api('POST', `/api/applicants/${applicantId}/AddSession`, {
      token,
      body: { applicantId, interviewId: template.id },
    });
    const entered = await api('POST', `/api/session/${open.body.id}/auth`, {
      body: { code: open.body.accessCode, noticeAccepted: true },
    });
    for (const response of ['A first draft.', 'A second draft.'])
      await api('POST', '/api/session/SaveAnswer', {
        token: entered.body.token,
        body: { sessionId: open.body.id, questionId: template.questions[0]!.id, response, signals: pasted },
      });
    const sessions = [scored.id as string, open.body.id as string];
    expect(await itemsInPartition(sessions[0]!)).toBeGreaterThanOrEqual(5);
    expect(await itemsInPartition(sessions[1]!)).toBeGreaterThanOrEqual(3);
    const positionOf = async () => (await api('GET', `/api/jobPositions/${position}`, { token })).body;
    expect((await positionOf()).candidateCount).toBe(1);

    expect((await api('DELETE', `/api/applicants/${applicantId}`, { token })).status).toBe(204);

    for (const sessionId of sessions) {
      expect(await itemsInPartition(sessionId)).toBe(0);
      expect((await api('GET', `/api/session/${sessionId}/details`, { token })).status).toBe(404);
    }
    expect((await api('GET', `/api/applicants/${applicantId}`, { token })).status).toBe(404);
    expect((await api('GET', '/api/session?q=erasmus', { token })).body.items).toEqual([]);
    expect((await positionOf()).candidateCount).toBe(0);
    expect((await api('GET', `/api/jobPositions/${position}/candidates`, { token })).body.items).toEqual([]);
    const log = (await api('GET', '/api/audit?action=applicant.delete&limit=100', { token })).body.items;
    expect(log.filter((e: { targetId?: string }) => e.targetId === applicantId)).toHaveLength(1);
    // Gone means gone: a second delete finds nothing and records nothing.
    expect((await api('DELETE', `/api/applicants/${applicantId}`, { token })).status).toBe(404);
    const again = (await api('GET', '/api/audit?action=applicant.delete&limit=100', { token })).body.items;
    expect(again.filter((e: { targetId?: string }) => e.targetId === applicantId)).toHaveLength(1);
  });
});

describe('door: erasure leaves no text of the applicant behind (decision record 0137)', () => {
  it('exports their requests and self-identification, then erasure strips the requests and keeps the self-identification without a link to them', async () => {
    const name = `Zelda${randomUUID().slice(0, 6)}`;
    const email = `${name.toLowerCase()}@example.com`;
    const applicantId = (
      await api('POST', '/api/applicants', {
        token,
        body: { firstName: name, lastName: 'Quux', jobTitle: 'Analyst', email },
      })
    ).body.id as string;
    const template = await generateTemplate(token, {
      topic: 'Data Analyst',
      language: 'English',
      numberOfQuestions: 1,
    });
    const scored = await scoredInterview(token, applicantId, template.id, (k) => k.join(' '));
    const sessionId = scored.id as string;
    await api('POST', `/api/session/${sessionId}/decision`, {
      token,
      body: { decision: 'reject', reason: 'Others covered more.', flaggedSeen: [] },
    });
    // The applicant's own token, as the decision e-mail's link gives it.
    const { newApplicantToken } = await import('../../functions/sessions');
    const applicantToken = newApplicantToken();
    const { data: stored } = await db.entities.session.get({ sessionId }).go();
    await db.entities.applicantToken
      .create({
        tokenHash: applicantToken.hash,
        sessionId,
        accessCodeHash: stored!.accessCodeHash,
        // The runner's clock, which earlier files may have moved forward, not this process's.
        expiresAt: Math.floor((await advanceDays(0)).now / 1000) + 30 * 86_400,
      })
      .go();
    const selfId = await api('POST', `/api/session/${sessionId}/self-identification`, {
      token: applicantToken.token,
      body: { sex: 'female', raceEthnicity: 'asian' },
    });
    expect(selfId.status).toBe(204);
    const words = `I am ${name} Quux and I would like to know why.`;
    const asked = await api('POST', `/api/session/${sessionId}/requests`, {
      token: applicantToken.token,
      body: { kind: 'explanation', message: words },
    });
    expect(asked.status).toBe(201);
    const answer = `Dear ${name}, other applicants covered more key points.`;
    expect(
      (await api('POST', `/api/requests/${asked.body.id}/response`, { token, body: { text: answer } }))
        .status,
    ).toBe(200);

    // Before: the export had neither; now it carries both (subject access).
    const exported = (await api('GET', `/api/applicants/${applicantId}/export`, { token })).body;
    expect(exported.sessions[0].requests).toEqual([
      expect.objectContaining({ id: asked.body.id, kind: 'explanation', message: words, response: answer }),
    ]);
    expect(exported.sessions[0].selfIdentification).toMatchObject({ sex: 'female', raceEthnicity: 'asian' });

    expect((await api('DELETE', `/api/applicants/${applicantId}`, { token })).status).toBe(204);

    // Before: the request kept the applicant's words and the answer for the record period.
    const { orgId } = (await api('GET', '/api/account/me', { token })).body;
    const { data: request } = await db.entities.applicantRequest
      .get({ orgId, requestId: asked.body.id })
      .go();
    expect(request).toMatchObject({ kind: 'explanation', status: 'answered' });
    expect(request?.message).toBeUndefined();
    expect(request?.response).toBeUndefined();
    const listed = (await api('GET', '/api/requests', { token })).body.items.find(
      (r: { id: string }) => r.id === asked.body.id,
    );
    expect(JSON.stringify(listed ?? {})).not.toContain(name);
    // The self-identification keeps the outcome for the report, named by a session nobody can trace.
    const { data: identification } = await db.entities.selfIdentification
      .get({ orgId, jobPositionKey: 'none', sessionId })
      .go();
    expect(identification).toMatchObject({ sex: 'female', outcomeKept: true, decision: 'reject' });
    // No item of the table names them any more: neither name, e-mail nor their words.
    const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
    const { TableName } = db.entities.session.get({ sessionId }).params();
    let left: string[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await documentClient.send(new ScanCommand({ TableName, ExclusiveStartKey }));
      left = left.concat(
        (page.Items ?? []).map((i) => JSON.stringify(i)).filter((t) => t.includes(name) || t.includes(email)),
      );
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    expect(left).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { rankingCsv, toRankingRows } from '../../shared/ranking';
import { api, newManagerInNewOrg, signInDemo } from '../support/api';
import { scoredInterview } from '../support/sessions';
import { generateTemplate } from '../support/templates';

let token: string;

const position = {
  title: 'Senior Backend Engineer',
  description: 'Builds and runs our payments APIs.',
  education: 'BSc Computer Science or equivalent',
  workExperience: '5+ years of backend development',
  certifications: 'AWS Developer Associate',
  softSkills: 'Ownership, Communication',
  technicalSkills: 'Node.js, TypeScript, DynamoDB',
};

async function newApplicant(firstName: string, jobPositionId?: string) {
  const res = await api('POST', '/api/applicants', {
    token,
    body: {
      firstName,
      lastName: 'Tester',
      jobTitle: 'Backend Engineer',
      email: `${firstName.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com`,
      ...(jobPositionId ? { jobPositionId } : {}),
    },
  });
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  token = await signInDemo();
});

describe('job positions', () => {
  it('creates, reads, updates, lists and validates positions', async () => {
    const created = await api('POST', '/api/jobPositions', { token, body: position });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...position, candidateCount: 0 });
    const id = created.body.id;
    const { technicalSkills: _t, ...withoutSkills } = position;
    const updated = await api('PUT', `/api/jobPositions/${id}`, {
      token,
      body: { ...withoutSkills, title: 'Staff Engineer' },
    });
    expect(updated.body.title).toBe('Staff Engineer');
    expect(updated.body.technicalSkills).toBeUndefined();
    const list = await api('GET', '/api/jobPositions', { token });
    expect(list.body.items[0].id).toBe(id);
    const bad = await api('POST', '/api/jobPositions', { token, body: { description: 'no title' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.title).toBeDefined();
    expect((await api('GET', '/api/jobPositions/01J00000000000000000000000', { token })).status).toBe(404);
  });

  it("hides another organization's positions", async () => {
    const id = (await api('POST', '/api/jobPositions', { token, body: position })).body.id;
    const other = await newManagerInNewOrg();
    expect((await api('GET', `/api/jobPositions/${id}`, { token: other.token })).status).toBe(404);
    expect((await api('PUT', `/api/jobPositions/${id}`, { token: other.token, body: position })).status).toBe(
      404,
    );
    expect((await api('DELETE', `/api/jobPositions/${id}`, { token: other.token })).status).toBe(404);
    expect((await api('GET', `/api/jobPositions/${id}/candidates`, { token: other.token })).status).toBe(404);
    const applicant = await newApplicant('Eve');
    const link = await api('POST', `/api/jobPositions/${id}/candidates`, {
      token: other.token,
      body: { applicantId: applicant.id },
    });
    expect(link.status).toBe(404);
  });

  it('writes custom templates, links candidates, ranks them by score and exports the ranking', async () => {
    const id = (await api('POST', '/api/jobPositions', { token, body: position })).body.id;
    const template = await generateTemplate(
      token,
      { jobPositionId: id, numberOfQuestions: 3, language: 'English' },
      '/api/interviews/GenerateCustomForJobPosition',
    );
    expect(template.source).toEqual({ kind: 'jobPosition', id });

    const strong = await newApplicant('Strong', id);
    const weak = await newApplicant('Weak');
    const unscored = await newApplicant('Pending');
    expect(
      (await api('POST', `/api/jobPositions/${id}/candidates`, { token, body: { applicantId: weak.id } }))
        .status,
    ).toBe(204);
    await api('POST', `/api/jobPositions/${id}/candidates`, { token, body: { applicantId: unscored.id } });

    const details = await api('GET', `/api/jobPositions/${id}`, { token });
    expect(details.body.candidateCount).toBe(3);
    expect(details.body.customInterviews.map((t: any) => t.id)).toEqual([template.id]);

    const strongRun = await scoredInterview(
      token,
      strong.id,
      template.id,
      (kp) => kp.join('. ') + '. In production I measured it.',
    );
    const weakRun = await scoredInterview(token, weak.id, template.id, () => 'Not sure.');
    expect(strongRun.jobPositionId).toBe(id);

    const ranking = (await api('GET', `/api/jobPositions/${id}/candidates`, { token })).body.items;
    expect(ranking.map((c: any) => c.applicant.firstName)).toEqual(['Strong', 'Weak', 'Pending']);
    expect(ranking.map((c: any) => c.rank)).toEqual([1, 2, null]);
    expect(ranking[0].session.result.score).toBeGreaterThan(ranking[1].session.result.score);
    expect(weakRun.result.score).toBe(ranking[1].session.result.score);

    const csv = (await api('GET', `/api/jobPositions/${id}/candidates/export`, { token })).body.csv;
    expect(csv).toBe(rankingCsv(toRankingRows(ranking)));
    expect(csv.split('\r\n')[1]).toMatch(/^"1","Strong","Tester",/);

    // Unlinking moves the count; deleting the position keeps applicants and sessions.
    expect((await api('DELETE', `/api/jobPositions/${id}/candidates/${unscored.id}`, { token })).status).toBe(
      204,
    );
    expect((await api('GET', `/api/jobPositions/${id}`, { token })).body.candidateCount).toBe(2);
    expect((await api('DELETE', `/api/jobPositions/${id}`, { token })).status).toBe(204);
    const kept = await api('GET', `/api/applicants/${strong.id}`, { token });
    expect(kept.status).toBe(200);
    expect(kept.body.jobPositionId).toBeUndefined();
    expect(kept.body.sessions).toHaveLength(1);
  });

  it('moves a candidate between positions through the applicant form', async () => {
    const a = (await api('POST', '/api/jobPositions', { token, body: { title: 'A' } })).body.id;
    const b = (await api('POST', '/api/jobPositions', { token, body: { title: 'B' } })).body.id;
    const applicant = await newApplicant('Mover', a);
    const { id, createdAt: _c, updatedAt: _u, ...fields } = applicant;
    const moved = await api('PUT', `/api/applicants/${id}`, { token, body: { ...fields, jobPositionId: b } });
    expect(moved.body.jobPositionId).toBe(b);
    expect((await api('GET', `/api/jobPositions/${a}`, { token })).body.candidateCount).toBe(0);
    expect((await api('GET', `/api/jobPositions/${b}`, { token })).body.candidateCount).toBe(1);
    await api('DELETE', `/api/applicants/${id}`, { token });
    expect((await api('GET', `/api/jobPositions/${b}`, { token })).body.candidateCount).toBe(0);
  });
});

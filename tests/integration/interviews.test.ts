import { api, newManagerInNewOrg, signInDemo } from '../support/api';
import { waitForTemplate } from '../support/templates';

let token: string;
beforeAll(async () => {
  token = await signInDemo();
});

describe('interview templates on the local stack (offline provider)', () => {
  it('generates a template, lists it and reads it back', async () => {
    const started = Date.now();
    const res = await api('POST', '/api/interviews/generate', {
      token,
      body: {
        topic: 'Frontend Developer',
        language: 'Spanish',
        numberOfQuestions: 10,
        skills: 'React, TypeScript',
        seniority: 'Senior',
      },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.any(String), status: 'generating' });
    const template = await waitForTemplate(token, res.body.id);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(template).toMatchObject({
      status: 'ready',
      progress: { done: 10, total: 10 },
      topic: 'Frontend Developer',
      language: 'Spanish',
      numberOfQuestions: 10,
      provider: 'offline',
      source: { kind: 'topic' },
      usage: { estimated: true },
    });
    expect(template.questions).toHaveLength(10);
    expect(template.questions.map((q) => q.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const q of template.questions) expect(q.keyPoints.length).toBeGreaterThanOrEqual(2);
    expect((template as unknown as { promptVersion: string }).promptVersion).not.toBe('pending');

    const list = await api('GET', '/api/interviews', { token });
    expect(list.body.items[0]).toMatchObject({
      id: res.body.id,
      status: 'ready',
      topic: 'Frontend Developer',
      numberOfQuestions: 10,
    });
    expect(list.body.items[0].questions).toBeUndefined();

    const detail = await api('GET', `/api/interviews/${res.body.id}`, { token });
    expect(detail.body).toEqual(template);
  });

  it('writes Japanese questions, saying role questions exist in English and Spanish only', async () => {
    const res = await api('POST', '/api/interviews/generate', {
      token,
      body: { topic: 'Nurse', language: 'Japanese', numberOfQuestions: 3 },
    });
    expect(res.status).toBe(202);
    const template = await waitForTemplate(token, res.body.id);
    expect(template.language).toBe('Japanese');
    expect(template.notice).toMatch(/Role-specific questions are written in English and Spanish only/);
    for (const q of template.questions) expect(q.text).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
  });

  it('answers 400 with details for missing and out-of-range fields and stores nothing', async () => {
    const before = (await api('GET', '/api/interviews?limit=100', { token })).body.items.length;
    const missing = await api('POST', '/api/interviews/generate', { token, body: { bio: 'x' } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.details).sort()).toEqual(['language', 'numberOfQuestions', 'topic']);
    const range = await api('POST', '/api/interviews/generate', {
      token,
      body: { topic: 'Sales', language: 'Klingon', numberOfQuestions: 31 },
    });
    expect(range.status).toBe(400);
    expect(Object.keys(range.body.details).sort()).toEqual(['language', 'numberOfQuestions']);
    const zero = await api('POST', '/api/interviews/generate', {
      token,
      body: { topic: 'Sales', language: 'English', numberOfQuestions: 0 },
    });
    expect(zero.body.details.numberOfQuestions).toBeDefined();
    expect((await api('GET', '/api/interviews?limit=100', { token })).body.items.length).toBe(before);
  });

  it("hides another organization's template (404)", async () => {
    const res = await api('POST', '/api/interviews/generate', {
      token,
      body: { topic: 'Accountant', language: 'English', numberOfQuestions: 2 },
    });
    const other = await newManagerInNewOrg();
    expect((await api('GET', `/api/interviews/${res.body.id}`, { token: other.token })).status).toBe(404);
    expect((await api('GET', '/api/interviews', { token: other.token })).body.items).toEqual([]);
    expect((await api('GET', '/api/interviews')).status).toBe(401);
  });
});

import { GENERATION_MAX_RECEIVES } from '../../shared/model-queue';
import { resetAiProvider } from '../../functions/ai';
import { resetConfig } from '../../functions/config';
import { api, newManagerInNewOrg, signInDemo } from '../support/api';
import { waitForTemplate } from '../support/templates';

let token: string;
beforeAll(async () => {
  token = await signInDemo();
});

describe('generation in the background (offline provider, in-process queue)', () => {
  it('answers 202 generating, then shows the ready template with every question', async () => {
    const res = await api('POST', '/api/interviews/generate', {
      token,
      body: { topic: 'Warehouse Supervisor', language: 'English', numberOfQuestions: 12 },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.any(String), status: 'generating' });
    const ready = await waitForTemplate(token, res.body.id);
    expect(ready).toMatchObject({
      status: 'ready',
      progress: { done: 12, total: 12 },
      numberOfQuestions: 12,
    });
    expect(new Set(ready.questions.map((q) => q.text)).size).toBe(12);
    expect(ready.usage.totalTokens).toBeGreaterThan(0);
    const listed = await api('GET', '/api/interviews?q=warehouse', { token });
    expect(listed.body.items[0]).toMatchObject({ id: res.body.id, status: 'ready' });
  });

  it('shows a template while it is written: its progress, its state in the list, and no session yet', async () => {
    // This worker serves the in-process queue itself, holding the run until the checks below are done.
    const me = (await api('GET', '/api/account/me', { token })).body as { orgId: string; userId: string };
    const { generateTemplate, serveGenerationInProcess, writeTemplateQuestions } =
      await import('../../functions/interview-templates');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Only templates are queued here: the queue's feedback drafts (decision record 0168) never come.
    serveGenerationInProcess(async (event) => {
      await held;
      return writeTemplateQuestions(event as { orgId: string; interviewId: string });
    });
    const started = await generateTemplate(me.orgId, me.userId, {
      topic: 'Forklift Instructor',
      language: 'English',
      numberOfQuestions: 4,
    });

    const early = await api('GET', `/api/interviews/${started.id}`, { token });
    expect(early.body).toMatchObject({
      status: 'generating',
      progress: { done: 0, total: 4 },
      questions: [],
    });
    const listed = await api('GET', '/api/interviews?q=forklift', { token });
    expect(listed.body.items[0]).toMatchObject({ id: started.id, status: 'generating' });
    const applicant = await api('POST', '/api/applicants', {
      token,
      body: { firstName: 'Gus', lastName: 'Early', jobTitle: 'Instructor', email: 'gus.early@example.com' },
    });
    const session = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
      token,
      body: { applicantId: applicant.body.id, interviewId: started.id },
    });
    expect(session.status).toBe(409);
    expect(
      (
        await api('PUT', `/api/interviews/${started.id}`, {
          token,
          body: {
            topic: 'Forklift Instructor',
            language: 'English',
            questions: [{ text: 'Why?', keyPoints: ['Because'] }],
          },
        })
      ).status,
    ).toBe(409);

    release();
    const ready = await waitForTemplate(token, started.id);
    expect(ready).toMatchObject({ status: 'ready', progress: { done: 4, total: 4 } });
  });

  it('refuses a retry unless generation failed, and outside the organization', async () => {
    const res = await api('POST', '/api/interviews/generate', {
      token,
      body: { topic: 'Baker', language: 'Spanish', numberOfQuestions: 2 },
    });
    await waitForTemplate(token, res.body.id);
    const retry = await api('POST', `/api/interviews/${res.body.id}/retry`, { token });
    expect(retry.status).toBe(409);
    expect(retry.body.error).toBe('Conflict');
    const other = await newManagerInNewOrg();
    expect((await api('POST', `/api/interviews/${res.body.id}/retry`, { token: other.token })).status).toBe(
      404,
    );
  });

  describe('when the model cannot be reached', () => {
    const saved = { ...process.env };
    afterAll(() => {
      process.env = saved;
      resetConfig();
      resetAiProvider();
    });

    it('retries, ends failed with the reason, and Retry writes the questions', async () => {
      // This worker runs generation itself, against an OpenAI-compatible server that is not there: the
      // provider's real error path, not a stand-in.
      Object.assign(process.env, {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: 'http://127.0.0.1:9/v1',
        AI_MODEL: 'unreachable-model',
      });
      resetConfig();
      resetAiProvider();
      const me = (await api('GET', '/api/account/me', { token })).body as { orgId: string; userId: string };
      const { generateTemplate, serveGenerationInProcess, writeTemplateQuestions } =
        await import('../../functions/interview-templates');
      const runs: string[] = [];
      // The runner's queue: a failed run is delivered again, as SQS delivers it to the worker.
      const { LocalWorkQueue } = await import('../../infra/local/model-queues');
      const queue = new LocalWorkQueue(
        'generation queue',
        async (event: { orgId: string; interviewId: string }) => {
          runs.push(event.interviewId);
          return writeTemplateQuestions(event);
        },
        { concurrency: 2, maxReceives: GENERATION_MAX_RECEIVES, retryDelayMs: 0 },
      );
      serveGenerationInProcess((event) => queue.send(event as { orgId: string; interviewId: string }));
      const started = await generateTemplate(me.orgId, me.userId, {
        topic: 'Pastry Chef',
        language: 'English',
        numberOfQuestions: 3,
      });
      expect(started).toEqual({ id: expect.any(String), status: 'generating' });

      const failed = await waitForTemplate(token, started.id, 25_000);
      expect(failed).toMatchObject({ status: 'failed', progress: { done: 0, total: 3 }, questions: [] });
      expect(failed.failure).toMatch(/could not write the questions/);
      // One run and the two more deliveries of its message.
      expect(runs).toEqual([started.id, started.id, started.id]);

      // Retry goes through the API, whose worker runs the offline provider.
      const retry = await api('POST', `/api/interviews/${started.id}/retry`, { token });
      expect(retry.status).toBe(202);
      expect(retry.body).toEqual({ id: started.id, status: 'generating' });
      const ready = await waitForTemplate(token, started.id);
      expect(ready).toMatchObject({ status: 'ready', progress: { done: 3, total: 3 } });
      expect(ready.failure).toBeUndefined();
      expect((await api('POST', `/api/interviews/${started.id}/retry`, { token })).status).toBe(409);
    }, 60_000);
  });
});

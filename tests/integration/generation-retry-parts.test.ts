import { resetAiProvider, aiProvider } from '../../functions/ai';
import { UNAVAILABLE_MESSAGE } from '../../functions/ai/bedrock/errors';
import { resetConfig } from '../../functions/config';
import { UpstreamFailed } from '../../functions/errors/errors';
import { startModelEmulator, type ModelEmulator } from '../../infra/local/model-emulator/server';
import { api, newManagerInNewOrg } from '../support/api';

/**
 * No retry storm (docs/decisions/0147-generation-bounded-by-its-worker.md): a generation run that fails
 * after some parts were written leaves them stored, and the run delivered again asks the model only for
 * the questions still missing. Against the model emulator over the OpenAI-compatible protocol, at real
 * question lengths.
 */

let emulator: ModelEmulator;
const saved = { ...process.env };

beforeAll(async () => {
  emulator = await startModelEmulator({ seed: 3 });
  Object.assign(process.env, {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: `${emulator.url}/v1`,
    AI_MODEL: 'emulated-model',
  });
  resetConfig();
  resetAiProvider();
});

afterAll(async () => {
  await emulator?.stop();
  process.env = saved;
  resetConfig();
  resetAiProvider();
});

describe('a generation run delivered again', () => {
  it('keeps the parts already written and asks the model only for the rest', async () => {
    const { token, orgId, userId } = await newManagerInNewOrg('Retry Parts Company');
    const { generateTemplate, serveGenerationInProcess, writeTemplateQuestions } =
      await import('../../functions/interview-templates');
    // The runs are delivered by hand below, as the queue would deliver them.
    serveGenerationInProcess(async () => undefined);
    const started = await generateTemplate(orgId, userId, {
      topic: 'Site Reliability Engineer',
      language: 'English',
      numberOfQuestions: 30,
    });
    const event = { orgId, interviewId: started.id };

    // The first run writes two parts of 10, then the model goes away before the third.
    const provider = await aiProvider();
    const generate = provider.generateQuestions.bind(provider);
    const asked: number[] = [];
    const spy = vi.spyOn(provider, 'generateQuestions').mockImplementation(async (input) => {
      asked.push(input.numberOfQuestions);
      if (asked.length > 1) return generate(input);
      await generate({ ...input, numberOfQuestions: 20 });
      throw new UpstreamFailed(UNAVAILABLE_MESSAGE);
    });
    try {
      await expect(writeTemplateQuestions(event)).rejects.toThrow(UNAVAILABLE_MESSAGE);
      const between = await api('GET', `/api/interviews/${started.id}`, { token });
      expect(between.body).toMatchObject({ status: 'generating', progress: { done: 20, total: 30 } });
      const written = (between.body.questions as { id: string; text: string }[]).map((q) => q.id);
      const callsBefore = emulator.calls.filter((c) => c.kind === 'generate').length;

      // Delivered again: one call, for the 10 questions still missing.
      expect(await writeTemplateQuestions(event)).toBe('ready');
      expect(asked).toEqual([30, 10]);
      const again = emulator.calls.filter((c) => c.kind === 'generate').slice(callsBefore);
      expect(again).toHaveLength(1);
      expect(again[0]!.status).toBe(200);
      const ready = await api('GET', `/api/interviews/${started.id}`, { token });
      expect(ready.body).toMatchObject({ status: 'ready', progress: { done: 30, total: 30 } });
      const ids = (ready.body.questions as { id: string }[]).map((q) => q.id);
      expect(ids.slice(0, 20)).toEqual(written);
      expect(new Set(ids).size).toBe(30);
    } finally {
      spy.mockRestore();
    }
  });
});

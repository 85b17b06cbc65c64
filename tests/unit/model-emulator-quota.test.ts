import { BedrockRuntimeClient, ConverseCommand, ThrottlingException } from '@aws-sdk/client-bedrock-runtime';
import OpenAI from 'openai';
import { jsonSchemaOf } from '../../functions/ai/structured-call';
import * as answerPrompt from '../../functions/ai/prompts/score-answer.v2';
import * as generatePrompt from '../../functions/ai/prompts/generate-questions.v1';
import { tokenQuota } from '../../infra/local/model-emulator/quota';
import { startModelEmulator, type ModelEmulator } from '../../infra/local/model-emulator/server';
import { modelEmulatorFromEnv } from '../../infra/local/model-emulator/settings';

/**
 * The model emulator is as strict as the service it stands for: replies as long as real models write them,
 * and Bedrock's tokens-per-minute accounting (input + maxTokens reserved at the start, input + output ×
 * burndown charged at the end; https://docs.aws.amazon.com/bedrock/latest/userguide/quotas-token-burndown.html)
 * with each protocol's throttling error.
 */

const ANSWER =
  'I reduced our release time by automating the deployment pipeline with GitHub Actions. Every change now ' +
  'runs the full test suite before it ships, and a failed check stops the release. We measure lead time ' +
  'every week: it went from three days to four hours.';
const KEY_POINTS = [
  'Automates the deployment pipeline',
  'Runs tests before every release',
  'Measures lead time',
  'Mentors juniors',
];
const NOVA = 'amazon.nova-lite-v1:0';
const SONNET = 'us.anthropic.claude-sonnet-4-5-20250929-v1:0';

function scoring(modelId: string, maxTokens = 800) {
  return new ConverseCommand({
    modelId,
    system: [{ text: answerPrompt.SYSTEM_PROMPT }],
    messages: [
      {
        role: 'user',
        content: [
          {
            text: answerPrompt.buildScoreAnswerPrompt({
              topic: 'DevOps',
              question: 'How did you speed up releases?',
              keyPoints: KEY_POINTS,
              answer: ANSWER,
              language: 'English',
              reportLanguage: 'English',
            }),
          },
        ],
      },
    ],
    inferenceConfig: { maxTokens, temperature: 0 },
    toolConfig: {
      tools: [
        {
          toolSpec: {
            name: answerPrompt.TOOL_NAME,
            inputSchema: { json: jsonSchemaOf(answerPrompt.answerToolSchema(4)) as never },
          },
        },
      ],
      toolChoice: { tool: { name: answerPrompt.TOOL_NAME } },
    },
  });
}

const bedrock = (emulator: ModelEmulator) =>
  new BedrockRuntimeClient({
    region: 'us-east-1',
    endpoint: emulator.url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });

const openai = (emulator: ModelEmulator) =>
  new OpenAI({ baseURL: `${emulator.url}/v1`, apiKey: 'none', maxRetries: 0 });

const questions = (emulator: ModelEmulator, count: number, maxTokens = 300 + 150 * count) =>
  openai(emulator).chat.completions.create({
    model: 'emulated-model',
    max_tokens: maxTokens,
    messages: [
      { role: 'system', content: generatePrompt.SYSTEM_PROMPT },
      {
        role: 'user',
        content: generatePrompt.buildGenerateQuestionsPrompt({
          topic: 'Site Reliability Engineer',
          numberOfQuestions: count,
          language: 'English',
        }),
      },
    ],
    tools: [
      {
        type: 'function',
        function: {
          name: generatePrompt.TOOL_NAME,
          parameters: jsonSchemaOf(generatePrompt.questionsToolSchema(count)),
        },
      },
    ],
    tool_choice: 'required',
  });

let emulator: ModelEmulator | undefined;
afterEach(async () => {
  await emulator?.stop();
  emulator = undefined;
});

describe('model emulator output lengths', () => {
  it('writes questions of about 150 tokens, each with four key points', async () => {
    emulator = await startModelEmulator();
    const out = await questions(emulator, 10);
    const call = out.choices[0]!.message.tool_calls![0]!;
    const written = JSON.parse(call.type === 'function' ? call.function.arguments : '{}') as {
      questions: { keyPoints: string[] }[];
    };
    expect(written.questions).toHaveLength(10);
    for (const q of written.questions) expect(q.keyPoints).toHaveLength(4);
    const perQuestion = out.usage!.completion_tokens / 10;
    expect(perQuestion).toBeGreaterThanOrEqual(130);
    expect(perQuestion).toBeLessThanOrEqual(170);
  });

  it('writes a scoring reply of 250-350 tokens', async () => {
    emulator = await startModelEmulator();
    const out = await bedrock(emulator).send(scoring(NOVA));
    expect(out.stopReason).toBe('tool_use');
    expect(out.usage!.outputTokens).toBeGreaterThanOrEqual(250);
    expect(out.usage!.outputTokens).toBeLessThanOrEqual(350);
  });
});

describe('model emulator tokens-per-minute quota', () => {
  it('refuses a Converse call whose input + maxTokens does not fit, with the ThrottlingException the SDK reads', async () => {
    const probe = await startModelEmulator();
    const { usage } = await bedrock(probe).send(scoring(NOVA));
    await probe.stop();
    const reserved = usage!.inputTokens! + 800;

    emulator = await startModelEmulator({ tokensPerMinute: reserved - 1 });
    const refused = bedrock(emulator).send(scoring(NOVA));
    await expect(refused).rejects.toBeInstanceOf(ThrottlingException);
    await expect(refused).rejects.toThrow('Too many tokens, please wait before trying again.');
    expect(emulator.calls).toMatchObject([{ status: 429, refusedByQuota: true, quotaTokens: 0 }]);
    await emulator.stop();

    // The same call fits a quota of exactly its reservation, though it uses far less of it.
    emulator = await startModelEmulator({ tokensPerMinute: reserved });
    await bedrock(emulator).send(scoring(NOVA));
    expect(emulator.calls[0]).toMatchObject({ status: 200, modelId: NOVA });
  });

  it('charges a Claude call its output five times, a Nova call once', async () => {
    emulator = await startModelEmulator();
    const nova = await bedrock(emulator).send(scoring(NOVA));
    const claude = await bedrock(emulator).send(scoring(SONNET));
    const [novaCall, claudeCall] = emulator.calls;
    expect(novaCall!.quotaTokens).toBe(nova.usage!.inputTokens! + nova.usage!.outputTokens!);
    expect(claudeCall).toMatchObject({ modelId: SONNET });
    expect(claudeCall!.quotaTokens).toBe(claude.usage!.inputTokens! + 5 * claude.usage!.outputTokens!);
  });

  it('answers an OpenAI-compatible call over the limit with 429, Retry-After and the OpenAI error', async () => {
    emulator = await startModelEmulator({ tokensPerMinute: 3000 });
    await questions(emulator, 10, 1800); // leaves less than the next call reserves
    const res = await fetch(`${emulator.url}/v1/chat/completions`, {
      method: 'POST',
      body: JSON.stringify({
        model: 'emulated-model',
        max_tokens: 1800,
        messages: [{ role: 'user', content: '<topic>Nursing</topic>' }],
      }),
    });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(Number(res.headers.get('retry-after-ms'))).toBeLessThanOrEqual(retryAfter * 1000);
    expect(res.headers.get('x-ratelimit-limit-tokens')).toBe('3000');
    expect(await res.json()).toMatchObject({ error: { type: 'tokens', code: 'rate_limit_exceeded' } });

    // The official client reads it as a rate limit with the wait in its headers.
    const error = await questions(emulator, 10, 1800).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect((error as InstanceType<typeof OpenAI.RateLimitError>).headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('frees the minute as it passes: a refused reservation fits once its wait is over', () => {
    let now = 0;
    const quota = tokenQuota(60_000, () => now);
    expect(quota.reserve({ inputTokens: 40_000, maxTokens: 10_000 })).toEqual({ reserved: 50_000 });
    const refused = quota.reserve({ inputTokens: 15_000, maxTokens: 5_000 });
    expect(refused).toEqual({ retryAfterMs: 10_000 });
    now += 9_000;
    expect('retryAfterMs' in quota.reserve({ inputTokens: 15_000, maxTokens: 5_000 })).toBe(true);
    now += 1_000;
    expect(quota.reserve({ inputTokens: 15_000, maxTokens: 5_000 })).toEqual({ reserved: 20_000 });
    // A finished call gives back what it reserved and did not use (Nova: output once).
    quota.settle(20_000, NOVA, { inputTokens: 15_000, outputTokens: 1_000 });
    expect(quota.available()).toBe(4_000);
  });

  it('takes its quota from the environment, else the quota the product is told it has', () => {
    const base = { MODEL_EMULATOR: 'bedrock' };
    expect(
      modelEmulatorFromEnv({ ...base, MODEL_EMULATOR_TOKENS_PER_MINUTE: '300000' })?.options,
    ).toMatchObject({ tokensPerMinute: 300_000 });
    expect(modelEmulatorFromEnv({ ...base, AI_TOKENS_PER_MINUTE: '250000' })?.options).toMatchObject({
      tokensPerMinute: 250_000,
    });
    expect(modelEmulatorFromEnv(base)?.options).toMatchObject({ tokensPerMinute: 4_000_000 });
    expect(() => modelEmulatorFromEnv({ ...base, MODEL_EMULATOR_TOKENS_PER_MINUTE: '0' })).toThrow(
      /MODEL_EMULATOR_TOKENS_PER_MINUTE=0/,
    );
  });
});

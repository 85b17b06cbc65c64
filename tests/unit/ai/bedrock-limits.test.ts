import {
  AccessDeniedException,
  BedrockRuntimeClient,
  ConverseCommand,
  ModelErrorException,
  ValidationException,
  type ConverseCommandInput,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { BedrockProvider } from '../../../functions/ai/bedrock/bedrock-provider';
import { TIMEOUT_MESSAGE } from '../../../functions/ai/bedrock/errors';
import { BEDROCK_MODELS } from '../../../functions/ai/model-limits';
import { questionBatchSize, questionsMaxTokens } from '../../../functions/ai/model-provider';
import { retryMaxTokens } from '../../../functions/ai/structured-call';
import { resetConfig } from '../../../functions/config';
import { UpstreamFailed } from '../../../functions/errors/errors';
import { metrics } from '../../../functions/observability/metrics';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';

// The model quota's reservations (`functions/ai/token-quota.ts`) go to the table: each one is taken here.
mockClient(DynamoDBDocumentClient).on(UpdateCommand).resolves({});

const MODEL = 'amazon.nova-lite-v1:0';
const NOVA_LITE_CAP = 5000;
const bedrock = mockClient(BedrockRuntimeClient);
const provider = new BedrockProvider();

function answer(input: unknown, stopReason = 'tool_use'): ConverseCommandOutput {
  return {
    output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: 't', name: 'x', input } }] } },
    stopReason,
    usage: { inputTokens: 100, outputTokens: 50, totalTokens: 150 },
    metrics: { latencyMs: 1 },
    $metadata: {},
  } as unknown as ConverseCommandOutput;
}
/** A Converse answer calling the request's own tool with `input`. */
function toolAnswer(command: ConverseCommandInput, input: unknown, stopReason = 'tool_use') {
  const out = answer(input, stopReason);
  out.output!.message!.content![0]!.toolUse!.name = command.toolConfig!.tools![0]!.toolSpec!.name!;
  return out;
}
/** How many questions a generation request asks for (its tool schema's maxItems). */
function askedFor(command: ConverseCommandInput): number {
  const schema = command.toolConfig!.tools![0]!.toolSpec!.inputSchema!.json as {
    properties: { questions: { maxItems: number } };
  };
  return schema.properties.questions.maxItems;
}
let serial = 0;
const questionsFor = (n: number) =>
  Array.from({ length: n }, () => ({
    text: `Distinct question number ${++serial} about the role?`,
    keyPoints: ['First point', 'Second point'],
  }));
const sent = () => bedrock.commandCalls(ConverseCommand).map((c) => c.args[0].input);

beforeAll(() => {
  process.env.BEDROCK_MODEL_ID = MODEL;
  resetConfig();
});
afterAll(() => {
  delete process.env.BEDROCK_MODEL_ID;
  resetConfig();
});
afterEach(() => {
  bedrock.reset();
  vi.restoreAllMocks();
});

const generate = (numberOfQuestions: number) =>
  provider.generateQuestions({ topic: 'Backend Developer', numberOfQuestions, language: 'English' });

describe('output budgets from the model limits', () => {
  it('no supported question count asks any known model for more than its output cap, retry included', () => {
    for (const [id, limits] of Object.entries(BEDROCK_MODELS)) {
      const batch = questionBatchSize(limits.maxOutputTokens);
      for (let count = 1; count <= 30; count++) {
        const part = Math.min(batch, count);
        const first = questionsMaxTokens(part);
        const call = { maxTokens: first, maxTokensLimit: limits.maxOutputTokens };
        expect(first, `${id} ${count}`).toBeLessThanOrEqual(limits.maxOutputTokens);
        expect(retryMaxTokens(call), `${id} ${count}`).toBeLessThanOrEqual(limits.maxOutputTokens);
        expect(retryMaxTokens(call), `${id} ${count} grows`).toBeGreaterThan(first);
      }
    }
  });

  it('writes 30 questions on Nova Lite in parts that each fit its 5 000-token cap', async () => {
    bedrock
      .on(ConverseCommand)
      .callsFake((c: ConverseCommandInput) => toolAnswer(c, { questions: questionsFor(askedFor(c)) }));
    const result = await generate(30);
    expect(result.questions).toHaveLength(30);
    expect(new Set(result.questions.map((q) => q.text)).size).toBe(30);
    const calls = sent();
    expect(calls.length).toBeGreaterThan(1);
    for (const c of calls) expect(c.inferenceConfig!.maxTokens).toBeLessThanOrEqual(NOVA_LITE_CAP);
    expect(calls.reduce((n, c) => n + askedFor(c), 0)).toBe(30);
    expect(result.usage.totalTokens).toBe(150 * calls.length);
  });
});

describe('retrying what is retryable', () => {
  it('asks again with a larger budget (within the cap) after a max_tokens stop', async () => {
    bedrock
      .on(ConverseCommand)
      .callsFakeOnce((c: ConverseCommandInput) => toolAnswer(c, { questions: questionsFor(1) }, 'max_tokens'))
      .callsFake((c: ConverseCommandInput) => toolAnswer(c, { questions: questionsFor(askedFor(c)) }));
    const result = await generate(10);
    expect(result.questions).toHaveLength(10);
    const [first, second] = sent();
    expect(second!.inferenceConfig!.maxTokens).toBeGreaterThan(first!.inferenceConfig!.maxTokens!);
    expect(second!.inferenceConfig!.maxTokens).toBeLessThanOrEqual(NOVA_LITE_CAP);
  });

  it('asks again after ModelErrorException (a broken tool call), once', async () => {
    bedrock
      .on(ConverseCommand)
      .rejectsOnce(new ModelErrorException({ message: 'Model produced invalid sequence', $metadata: {} }))
      .callsFake((c: ConverseCommandInput) => toolAnswer(c, { questions: questionsFor(askedFor(c)) }));
    expect((await generate(3)).questions).toHaveLength(3);
    expect(sent()).toHaveLength(2);

    bedrock.reset();
    bedrock
      .on(ConverseCommand)
      .rejects(new ModelErrorException({ message: 'Model produced invalid sequence', $metadata: {} }));
    await expect(generate(3)).rejects.toBeInstanceOf(UpstreamFailed);
    expect(sent()).toHaveLength(2);
  });
});

describe('repairing small mistakes', () => {
  it('drops a repeated question and asks again only for the missing one, showing the kept ones', async () => {
    const repeated = { text: 'How do you review code?', keyPoints: ['Tests', 'Readability'] };
    bedrock
      .on(ConverseCommand)
      .callsFakeOnce((c: ConverseCommandInput) =>
        toolAnswer(c, {
          questions: [repeated, { ...repeated, text: 'How do you REVIEW code ?' }, ...questionsFor(1)],
        }),
      )
      .callsFake((c: ConverseCommandInput) => toolAnswer(c, { questions: questionsFor(askedFor(c)) }));
    const result = await generate(3);
    expect(result.questions).toHaveLength(3);
    expect(result.questions.filter((q) => /review code/i.test(q.text))).toHaveLength(1);
    const [, second] = sent();
    expect(askedFor(second!)).toBe(1);
    expect(second!.messages![0]!.content![0]!.text).toMatch(/<written>1\. How do you review code\?/);
  });

  it('gives up when the model keeps repeating itself', async () => {
    const same = { text: 'How do you review code?', keyPoints: ['Tests', 'Readability'] };
    bedrock
      .on(ConverseCommand)
      .callsFake((c: ConverseCommandInput) => toolAnswer(c, { questions: Array(askedFor(c)).fill(same) }));
    await expect(generate(2)).rejects.toBeInstanceOf(UpstreamFailed);
    expect(sent().length).toBeLessThanOrEqual(3);
  });

  const item = {
    questionId: 'q1',
    question: 'How do you make an endpoint faster?',
    keyPoints: ['Measure', 'Cache'],
    answer: 'I add a cache in front of the database.',
  };
  const scoring = (score: number) => {
    bedrock.on(ConverseCommand).callsFake((c: ConverseCommandInput) =>
      toolAnswer(c, {
        evidence: [
          { keyPoint: 1, verdict: 'missing', quote: '' },
          { keyPoint: 2, verdict: 'covered', quote: 'add a cache in front of the database' },
        ],
        score,
        feedback: 'Caching only.',
        injectionSuspected: false,
      }),
    );
    return provider.scoreSession({ topic: 'Backend', language: 'English', items: [item] });
  };

  it('rounds a fractional score instead of failing the session', async () => {
    const result = await scoring(5.4);
    expect(result.answers[0]!.samples).toEqual([5, 5, 5]);
    expect(sent()).toHaveLength(3); // no re-ask
  });

  it("holds a score outside 0-10 in range (then under its evidence band's ceiling)", async () => {
    expect((await scoring(-3)).answers[0]!.samples).toEqual([0, 0, 0]);
    bedrock.reset();
    expect((await scoring(14)).answers[0]!.score).toBe(6); // clamped to 10, held in the band
  });
});

describe('configuration errors', () => {
  it('names the fix for a model without access, logs it and counts AiConfigurationErrors', async () => {
    const count = vi.spyOn(metrics, 'addMetric');
    bedrock
      .on(ConverseCommand)
      .rejects(new AccessDeniedException({ message: "You don't have access to the model", $metadata: {} }));
    const error = (await generate(3).catch((e: unknown) => e)) as UpstreamFailed;
    expect(error).toBeInstanceOf(UpstreamFailed);
    expect(error.message).toMatch(/not enabled .* Amazon Bedrock console \(Model access\)/);
    expect(count).toHaveBeenCalledWith('AiConfigurationErrors', 'Count', 1);
  });

  it('names the inference profile when the model has no on-demand throughput in the region', async () => {
    bedrock.on(ConverseCommand).rejects(
      new ValidationException({
        message:
          "Invocation of model ID amazon.nova-lite-v1:0 with on-demand throughput isn't supported. Retry your request with the ID or ARN of an inference profile that contains this model.",
        $metadata: {},
      }),
    );
    await expect(generate(3)).rejects.toThrow(/bedrockModelId=us\.amazon\.nova-lite-v1:0/);
  });

  it('another validation error is not a configuration error', async () => {
    const count = vi.spyOn(metrics, 'addMetric');
    bedrock
      .on(ConverseCommand)
      .rejects(new ValidationException({ message: 'Input is too long', $metadata: {} }));
    await expect(generate(3)).rejects.toBeInstanceOf(UpstreamFailed);
    expect(count).not.toHaveBeenCalledWith('AiConfigurationErrors', 'Count', 1);
  });
});

describe('scoring deadline', () => {
  it('starts no model call after the deadline and fails with the timeout message', async () => {
    await expect(
      provider.scoreSession({
        topic: 'Backend',
        language: 'English',
        deadlineAt: Date.now() - 1,
        items: [{ questionId: 'q', question: 'Why?', keyPoints: ['A', 'B'], answer: 'Because.' }],
      }),
    ).rejects.toThrow(TIMEOUT_MESSAGE);
    expect(sent()).toHaveLength(0);
  });
});

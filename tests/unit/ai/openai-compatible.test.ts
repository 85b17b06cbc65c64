import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetAiProvider, aiProvider } from '../../../functions/ai';
import { BUSY_MESSAGE, INVALID_OUTPUT_MESSAGE } from '../../../functions/ai/bedrock/converse-tool';
import { resetConfig } from '../../../functions/config';
import { UpstreamFailed } from '../../../functions/errors/errors';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { ModelThrottled } from '../../../functions/ai/structured-call';

// The model quota's reservations (`functions/ai/token-quota.ts`) go to the table: each one is taken here.
mockClient(DynamoDBDocumentClient).on(UpdateCommand).resolves({});

/** What the stub received, and how it answers: a chat-completions server in a few lines. */
const received: { body: Record<string, any>; auth?: string }[] = [];
let reply: (body: Record<string, any>) => {
  status?: number;
  json: unknown;
  headers?: Record<string, string>;
} = () => ({ json: {} });
let server: Server;

function readJson(req: IncomingMessage): Promise<Record<string, any>> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(JSON.parse(data)));
  });
}

/** A chat completion answering with `args` as a tool call (or as content in json_schema mode). */
function completion(args: unknown, asContent = false) {
  const message = asContent
    ? { role: 'assistant', content: JSON.stringify(args) }
    : {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'c1',
            type: 'function',
            function: { name: 'record_answer_score', arguments: JSON.stringify(args) },
          },
        ],
      };
  return {
    id: 'x',
    object: 'chat.completion',
    model: 'llama3.1:8b',
    choices: [{ index: 0, finish_reason: asContent ? 'stop' : 'tool_calls', message }],
    usage: { prompt_tokens: 200, completion_tokens: 40, total_tokens: 240 },
  };
}

const item = {
  questionId: 'q1',
  question: 'Which customer service metrics have you worked with?',
  keyPoints: ['Knows CSAT or FCR', 'Improved a metric'],
  answer: 'I tracked CSAT weekly and improved FCR to 78%.',
};
const evidence = {
  evidence: [
    { keyPoint: 1, verdict: 'covered', quote: 'I tracked CSAT weekly' },
    { keyPoint: 2, verdict: 'covered', quote: 'improved FCR to 78%' },
  ],
  score: 9,
  feedback: 'Names CSAT and a concrete FCR improvement.',
  injectionSuspected: false,
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readJson(req);
    received.push({ body, auth: req.headers.authorization });
    const { status = 200, json, headers } = reply(body);
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(process.env, {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_MODEL: 'llama3.1:8b',
    AI_API_KEY: 'local-key',
    SCORING_SAMPLES: '3',
  });
});

beforeEach(() => {
  received.length = 0;
  delete process.env.AI_STRUCTURED_OUTPUT;
  resetConfig();
  resetAiProvider();
});

afterAll(async () => {
  for (const key of ['AI_PROVIDER', 'AI_BASE_URL', 'AI_MODEL', 'AI_API_KEY', 'AI_STRUCTURED_OUTPUT'])
    delete process.env[key];
  resetConfig();
  resetAiProvider();
  await new Promise((resolve) => server.close(resolve));
});

describe('AI_PROVIDER=openai-compatible against a chat-completions stub', () => {
  it('scores with a forced tool call per sample, the same evidence checks, and no USD cost', async () => {
    reply = () => ({ json: completion(evidence) });
    const result = await (
      await aiProvider()
    ).scoreSession({ topic: 'Support', language: 'English', items: [item] });
    expect(received).toHaveLength(3);
    const sent = received[0]!;
    expect(sent.auth).toBe('Bearer local-key');
    expect(sent.body).toMatchObject({
      model: 'llama3.1:8b',
      temperature: 0,
      // "required" with the one tool: llama.cpp's server treats the object form as "auto" (its issue #26535).
      tool_choice: 'required',
    });
    expect(sent.body.tools[0].function.parameters.properties.evidence).toBeDefined();
    expect(sent.body.messages[1].content).toContain('<answer>I tracked CSAT weekly');
    expect(result).toMatchObject({ provider: 'openai-compatible', modelId: 'llama3.1:8b', score: 90 });
    expect(result.answers[0]!.evidence[1]).toEqual({
      keyPoint: 'Improved a metric',
      verdict: 'covered',
      quote: 'improved FCR to 78%',
    });
    expect(result.usage).toMatchObject({ inputTokens: 600, outputTokens: 120, totalTokens: 720 });
    expect(result.costUsd).toBeUndefined();
  });

  it('reads a JSON-schema response when AI_STRUCTURED_OUTPUT=json_schema', async () => {
    process.env.AI_STRUCTURED_OUTPUT = 'json_schema';
    resetConfig();
    reply = () => ({
      json: completion(
        {
          ...evidence,
          evidence: [evidence.evidence[0], { keyPoint: 2, verdict: 'covered', quote: 'cut AHT by half' }],
        },
        true,
      ),
    });
    const result = await (
      await aiProvider()
    ).scoreSession({ topic: 'Support', language: 'English', items: [item] });
    expect(received[0]!.body.response_format).toMatchObject({ type: 'json_schema' });
    expect(received[0]!.body.tools).toBeUndefined();
    expect(result.answers[0]!.evidence[1]!.verdict).toBe('missing'); // the quote is not in the answer
    expect(result.answers[0]!.unverifiedQuotes).toBe(1);
    expect(result.answers[0]!.score).toBe(6);
  });

  it('asks again with a larger max_tokens (within the default cap) after a cut-off answer', async () => {
    let calls = 0;
    reply = () => {
      const json = completion(evidence);
      if (calls++ === 0) json.choices[0]!.finish_reason = 'length';
      return { json };
    };
    const result = await (
      await aiProvider()
    ).scoreSession({ topic: 'Support', language: 'English', items: [item] });
    expect(received).toHaveLength(4); // three samples, one of them asked twice
    const budgets = received.map((r) => r.body.max_tokens as number);
    const first = Math.min(...budgets);
    expect(budgets.filter((b) => b > first)).toHaveLength(1);
    expect(Math.max(...budgets)).toBeLessThanOrEqual(4096);
    expect(result.answers[0]!.score).toBe(9);
  });

  it('retries an unusable answer once, then fails with UpstreamFailed', async () => {
    reply = () => ({ json: completion({ score: 'ten' }) });
    const error = await (
      await aiProvider()
    )
      .scoreSession({ topic: 'Support', language: 'English', items: [item] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamFailed);
    expect((error as Error).message).toBe(INVALID_OUTPUT_MESSAGE);
  });

  it('puts the run back on HTTP 429 after one request, honouring its retry-after', async () => {
    let requests = 0;
    reply = () => {
      requests += 1;
      return { status: 429, json: { error: 'slow down' }, headers: { 'retry-after': '7' } };
    };
    const error = await (
      await aiProvider()
    )
      .scoreSession({ topic: 'Support', language: 'English', items: [item] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelThrottled);
    expect((error as ModelThrottled).message).toBe(BUSY_MESSAGE);
    expect((error as ModelThrottled).retryAfterMs).toBe(7000);
    // No client retries: one request per sample, none after.
    expect(requests).toBe(3);
  });

  it('refuses to start without AI_MODEL, naming it', async () => {
    const model = process.env.AI_MODEL;
    delete process.env.AI_MODEL;
    resetConfig();
    await expect(aiProvider()).rejects.toThrow(/Missing environment variable AI_MODEL/);
    process.env.AI_MODEL = model;
  });
});

import { BedrockRuntimeClient, ConverseCommand, ThrottlingException } from '@aws-sdk/client-bedrock-runtime';
import { faultMix, parseFaultMix } from '../../infra/local/model-emulator/faults';
import { startModelEmulator, type ModelEmulator } from '../../infra/local/model-emulator/server';
import { jsonSchemaOf } from '../../functions/ai/structured-call';
import * as answerPrompt from '../../functions/ai/prompts/score-answer.v2';

const ANSWER =
  'I reduced our release time by automating the deployment pipeline. Every change now runs the test suite before it ships.';
const KEY_POINTS = [
  'Automating the deployment pipeline',
  'Runs tests before every release',
  'Mentors juniors',
];

function scoringCommand(modelId = 'amazon.nova-lite-v1:0') {
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
    inferenceConfig: { maxTokens: 800, temperature: 0 },
    toolConfig: {
      tools: [
        {
          toolSpec: {
            name: answerPrompt.TOOL_NAME,
            inputSchema: { json: jsonSchemaOf(answerPrompt.answerToolSchema(3)) as never },
          },
        },
      ],
      toolChoice: { tool: { name: answerPrompt.TOOL_NAME } },
    },
  });
}

const client = (emulator: ModelEmulator, maxAttempts = 1) =>
  new BedrockRuntimeClient({
    region: 'us-east-1',
    endpoint: emulator.url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts,
  });

let emulator: ModelEmulator | undefined;
afterEach(async () => {
  await emulator?.stop();
  emulator = undefined;
});

describe('model emulator', () => {
  it('answers a Bedrock Converse scoring call with verdicts quoting the answer', async () => {
    emulator = await startModelEmulator();
    const out = await client(emulator).send(scoringCommand());
    expect(out.stopReason).toBe('tool_use');
    const input = out.output!.message!.content![0]!.toolUse!.input as {
      evidence: { keyPoint: number; verdict: string; quote: string }[];
    };
    expect(input.evidence.map((e) => e.verdict)).toEqual(['covered', 'covered', 'missing']);
    for (const e of input.evidence.filter((x) => x.quote)) expect(ANSWER).toContain(e.quote);
    expect(out.usage!.inputTokens).toBeGreaterThan(100);
    expect(emulator.tokens().outputTokens).toBe(out.usage!.outputTokens);
  });

  it('throttles the way Bedrock does, so the SDK retries and then names ThrottlingException', async () => {
    emulator = await startModelEmulator({ faults: { throttle: 1 } });
    await expect(client(emulator, 2).send(scoringCommand())).rejects.toBeInstanceOf(ThrottlingException);
    expect(emulator.calls.map((c) => c.status)).toEqual([429, 429]);
  });

  it('cuts an answer that does not fit max_tokens', async () => {
    emulator = await startModelEmulator();
    const command = scoringCommand();
    command.input.inferenceConfig!.maxTokens = 20;
    const out = await client(emulator).send(command);
    expect(out.stopReason).toBe('max_tokens');
    expect(out.usage!.outputTokens).toBe(20);
  });

  it('draws the same faults from the same seed', async () => {
    const run = async () => {
      const e = await startModelEmulator({ seed: 7, faults: faultMix(0.5, 0.2) });
      for (let i = 0; i < 12; i++)
        await client(e)
          .send(scoringCommand())
          .catch(() => undefined);
      await e.stop();
      return e.calls.map((c) => c.fault ?? 'none');
    };
    const first = await run();
    expect(await run()).toEqual(first);
    expect(new Set(first).size).toBeGreaterThan(2);
  });

  it('takes as long as a model of the set speed', async () => {
    emulator = await startModelEmulator({ timeToFirstTokenMs: 100, tokensPerSecond: 1000 });
    const started = Date.now();
    const out = await client(emulator).send(scoringCommand());
    expect(Date.now() - started).toBeGreaterThanOrEqual(100 + (out.usage?.outputTokens ?? 0) - 5);
  });

  it('speaks OpenAI chat completions with a tool call or a JSON-schema message', async () => {
    emulator = await startModelEmulator({ faults: { 'wrong-tool': 1 } });
    const body = {
      model: 'm',
      max_tokens: 800,
      messages: [{ role: 'user', content: '<topic>Nursing</topic>' }],
      tools: [
        {
          type: 'function',
          function: {
            name: 'record_interview_questions',
            parameters: { properties: { questions: { minItems: 2 } } },
          },
        },
      ],
      tool_choice: 'required',
    };
    const res = await fetch(`${emulator.url}/v1/chat/completions`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as {
      choices: { message: { tool_calls: { function: { name: string; arguments: string } }[] } }[];
    };
    const call = json.choices[0]!.message.tool_calls[0]?.function;
    expect(call?.name).toBe('json');
    expect((JSON.parse(call!.arguments) as { questions: { text: string }[] }).questions[1]!.text).toContain(
      'Nursing',
    );
  });

  it('reads a fault mix from text and refuses unknown kinds', () => {
    expect(parseFaultMix('bad=0.24,busy=0.1,cut=0.5')).toMatchObject({
      throttle: 0.05,
      cut: 0.5,
      refusal: 0.02,
    });
    expect(() => parseFaultMix('gremlins=0.1')).toThrow(/gremlins/);
  });
});

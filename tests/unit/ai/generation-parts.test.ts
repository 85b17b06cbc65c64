import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ConverseCommandInput,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { BedrockProvider } from '../../../functions/ai/bedrock/bedrock-provider';
import { TIMEOUT_MESSAGE } from '../../../functions/ai/bedrock/errors';
import { OfflineProvider } from '../../../functions/ai/offline/offline-provider';
import type { GeneratedQuestion, TokenUsage } from '../../../functions/ai/provider';
import { resetConfig } from '../../../functions/config';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';

// The model quota's reservations (`functions/ai/token-quota.ts`) go to the table: each one is taken here.
mockClient(DynamoDBDocumentClient).on(UpdateCommand).resolves({});

/**
 * What the generation worker relies on (docs/decisions/0086-generation-in-a-background-worker.md): the
 * parts of a long template handed on as they arrive, its own deadline, and the offline provider unchanged
 * by either.
 */
const bedrock = mockClient(BedrockRuntimeClient);

beforeAll(() => {
  process.env.BEDROCK_MODEL_ID = 'amazon.nova-lite-v1:0';
  resetConfig();
});
afterAll(() => {
  delete process.env.BEDROCK_MODEL_ID;
  resetConfig();
});
afterEach(() => bedrock.reset());

let serial = 0;
/** A Converse answer calling the request's own tool with as many distinct questions as it asked for. */
function questionsAnswer(command: ConverseCommandInput): ConverseCommandOutput {
  const tool = command.toolConfig!.tools![0]!.toolSpec!;
  const count = (tool.inputSchema!.json as { properties: { questions: { maxItems: number } } }).properties
    .questions.maxItems;
  const questions = Array.from({ length: count }, () => ({
    text: `Distinct question number ${++serial} about the role?`,
    keyPoints: ['First point', 'Second point'],
  }));
  return {
    output: {
      message: {
        role: 'assistant',
        content: [{ toolUse: { toolUseId: 't', name: tool.name, input: { questions } } }],
      },
    },
    stopReason: 'tool_use',
    usage: { inputTokens: 100, outputTokens: 50, totalTokens: 150 },
    metrics: { latencyMs: 1 },
    $metadata: {},
  } as unknown as ConverseCommandOutput;
}

describe('generation in parts', () => {
  it('hands on each part of 30 questions on Nova Lite as it arrives, with the tokens so far', async () => {
    bedrock.on(ConverseCommand).callsFake(questionsAnswer);
    const parts: { questions: GeneratedQuestion[]; usage: TokenUsage }[] = [];
    const result = await new BedrockProvider().generateQuestions({
      topic: 'Backend Developer',
      numberOfQuestions: 30,
      language: 'English',
      onPart: async (questions, usage) => {
        parts.push({ questions, usage });
      },
    });
    expect(parts.length).toBe(bedrock.commandCalls(ConverseCommand).length);
    expect(parts.length).toBeGreaterThan(1);
    // Each hand-over has every question kept so far, more than the one before, ending with all 30.
    const counts = parts.map((p) => p.questions.length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(30);
    expect(parts.at(-1)!.questions.map((q) => q.text)).toEqual(result.questions.map((q) => q.text));
    // The tokens of every call answered so far: never fewer than before, all of them at the end.
    const tokens = parts.map((p) => p.usage.totalTokens);
    expect(tokens).toEqual([...tokens].sort((a, b) => a - b));
    expect(tokens[0]).toBeGreaterThanOrEqual(150);
    expect(tokens.at(-1)).toBe(result.usage.totalTokens);
  });

  it('starts no call once the caller’s deadline has passed', async () => {
    bedrock.on(ConverseCommand).callsFake(questionsAnswer);
    await expect(
      new BedrockProvider().generateQuestions({
        topic: 'Backend Developer',
        numberOfQuestions: 5,
        language: 'English',
        deadlineAt: Date.now() - 1,
      }),
    ).rejects.toThrow(TIMEOUT_MESSAGE);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(0);
  });

  it('writes the same offline questions with or without a deadline and a part callback', async () => {
    const input = { topic: 'Chef', numberOfQuestions: 6, language: 'Spanish' as const };
    const plain = await new OfflineProvider().generateQuestions(input);
    const followed = await new OfflineProvider().generateQuestions({
      ...input,
      deadlineAt: Date.now() + 1000,
      onPart: async () => undefined,
    });
    expect(followed.questions).toEqual(plain.questions);
    expect(followed.usage).toEqual(plain.usage);
  });
});

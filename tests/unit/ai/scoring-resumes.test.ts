import {
  BedrockRuntimeClient,
  ConverseCommand,
  ServiceUnavailableException,
  ThrottlingException,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { resetConfig } from '../../../functions/config';
import { BedrockProvider } from '../../../functions/ai/bedrock/bedrock-provider';
import type { AnswerScore } from '../../../functions/ai/provider';
import { ModelCallFailed, ModelThrottled } from '../../../functions/ai/structured-call';

/**
 * A throttled scoring run is put back and resumes by answer (decision record 0166): the answers scored
 * before the throttle are handed out as they are scored, and the put-back run calls the model only for
 * the others, so each delivery moves the session forward however often an account's other callers make
 * the service throttle.
 */

// The model quota's reservations (`functions/ai/token-quota.ts`) go to the table: each one is taken here.
mockClient(DynamoDBDocumentClient).on(UpdateCommand).resolves({});
const bedrock = mockClient(BedrockRuntimeClient);

function reply(): ConverseCommandOutput {
  const input = {
    evidence: [
      { keyPoint: 1, verdict: 'covered', quote: 'I automated the pipeline' },
      { keyPoint: 2, verdict: 'covered', quote: 'tests run before release' },
    ],
    score: 8,
    feedback: 'Covers both points.',
    injectionSuspected: false,
  };
  return {
    output: {
      message: {
        role: 'assistant',
        content: [{ toolUse: { toolUseId: 't1', name: 'record_answer_score', input } }],
      },
    },
    stopReason: 'tool_use',
    usage: { inputTokens: 100, outputTokens: 50, totalTokens: 150 },
    metrics: { latencyMs: 10 },
    $metadata: {},
  } as unknown as ConverseCommandOutput;
}

const items = Array.from({ length: 10 }, (_, i) => ({
  questionId: `q${i}`,
  question: `Question ${i + 1}: how do you release?`,
  keyPoints: ['Automates the pipeline', 'Tests before release'],
  answer: 'I automated the pipeline and the tests run before release, every time.',
}));

beforeAll(() => {
  Object.assign(process.env, {
    BEDROCK_MODEL_ID: 'test.model-v1:0',
    SCORING_SAMPLES: '1',
    SCORING_CONCURRENCY: '2',
  });
  resetConfig();
});
afterAll(() => {
  delete process.env.SCORING_SAMPLES;
  delete process.env.SCORING_CONCURRENCY;
  resetConfig();
});

describe('a throttled scoring run resumes by answer', () => {
  it('keeps the answers scored before a throttle and asks the model only for the rest when put back', async () => {
    const provider = new BedrockProvider();
    // Every fourth call is refused by the service, as when other apps share the account's quota.
    let calls = 0;
    bedrock.on(ConverseCommand).callsFake(() => {
      calls += 1;
      if (calls % 4 === 0) throw new ThrottlingException({ message: 'Rate exceeded', $metadata: {} });
      return reply();
    });
    const kept: AnswerScore[] = [];
    let deliveries = 0;
    let result;
    while (!result) {
      deliveries += 1;
      expect(deliveries).toBeLessThanOrEqual(items.length);
      const before = kept.length;
      result = await provider
        .scoreSession({
          topic: 'DevOps',
          language: 'English',
          items,
          done: [...kept],
          onScored: async (answer) => void kept.push(answer),
        })
        .catch((error: unknown) => {
          expect(error).toBeInstanceOf(ModelThrottled);
          // Every delivery put back has scored at least one more answer.
          expect(kept.length).toBeGreaterThan(before);
          return undefined;
        });
    }
    expect(deliveries).toBeGreaterThan(1);
    expect(result.answers.map((a) => a.scoreStatus)).toEqual(items.map(() => 'scored'));
    expect(result.unscoredAnswers).toBe(0);
    // One scored call per answer in all, plus the throttled ones: nothing scored twice.
    const throttled = Math.floor(calls / 4);
    expect(calls - throttled).toBe(items.length);
    expect(new Set(kept.map((a) => a.questionId)).size).toBe(items.length);
  });

  it('leaves a dropped connection to the queue before its last try, and ends the answer not scored on it', async () => {
    const provider = new BedrockProvider();
    // The endpoint restarts: the calls for the third answer find no service.
    bedrock.on(ConverseCommand).callsFake((command: { messages: { content: { text: string }[] }[] }) => {
      if (command.messages[0]!.content[0]!.text.includes('Question 3:'))
        throw new ServiceUnavailableException({ message: 'Service unavailable', $metadata: {} });
      return reply();
    });
    const kept: AnswerScore[] = [];
    const run = (retryFaults: boolean) =>
      provider.scoreSession({
        topic: 'DevOps',
        language: 'English',
        items,
        done: [...kept],
        onScored: async (answer) => void kept.push(answer),
        retryFaults,
      });
    const error = await run(true).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelCallFailed);
    expect((error as ModelCallFailed).reason).toBe('busy');
    expect(kept).toHaveLength(items.length - 1);
    // The last try: the other answers are kept, this one is not scored, with its reason.
    const before = bedrock.commandCalls(ConverseCommand).length;
    const result = await run(false);
    expect(bedrock.commandCalls(ConverseCommand).length - before).toBe(1);
    expect(result.answers.filter((a) => a.scoreStatus === 'not_scored')).toEqual([
      expect.objectContaining({ questionId: 'q2', notScoredReason: 'busy' }),
    ]);
  });
});

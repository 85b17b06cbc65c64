/**
 * Generation at a real model's speed: the Bedrock provider, through the real SDK client, against the
 * model emulator at 400 ms to first token and 60 tokens/s with 20 % bad replies, 2.5 % 429s and 2.5 % 503s, as the
 * generation worker runs it, with questions of a real model's length (about 150 tokens each). Figures:
 * Generate-to-last-question for 10 and 30 questions, next to the worker's own deadline
 * (docs/decisions/0086-generation-in-a-background-worker.md: 300 s timeout − 30 s).
 */
import { asTheQueueDelivers, MODEL_SPEED, withModelAtSpeed } from './model-at-speed';

/** The generation worker's deadline (s): its Lambda timeout minus the margin it keeps back. */
const WORKER_DEADLINE_S = 270;

export async function modelGeneration(): Promise<void> {
  console.log(`\nGeneration at model speed (${MODEL_SPEED})`);
  await withModelAtSpeed(86, {}, async (provider) => {
    for (const count of [10, 30]) {
      const started = performance.now();
      // Each delivery asks only for the questions the ones before did not store, as the worker does.
      const stored: string[] = [];
      let tokens = 0;
      const { putBack } = await asTheQueueDelivers(async () => {
        const before = stored.length;
        const result = await provider.generateQuestions({
          topic: 'Site Reliability Engineer',
          language: 'English',
          numberOfQuestions: count - before,
          ...(before > 0 ? { written: [...stored] } : {}),
          // The worker's own deadline, as the generation worker passes it on each delivery.
          deadlineAt: Date.now() + WORKER_DEADLINE_S * 1000,
          onPart: async (questions) => {
            stored.splice(before, stored.length - before, ...questions.map((q) => q.text));
          },
        });
        stored.splice(before, stored.length - before, ...result.questions.map((q) => q.text));
        tokens += result.usage.totalTokens;
      });
      const seconds = (performance.now() - started) / 1000;
      const flag = seconds > WORKER_DEADLINE_S ? '  OVER' : '';
      console.log(
        `  Generate-to-last-question, ${count} questions: ${seconds.toFixed(1)} s (budget ≤ ${WORKER_DEADLINE_S} s)${flag}; ` +
          `${stored.length} written, ${tokens} tokens, put back ${putBack}× by a throttle`,
      );
    }
  });
}

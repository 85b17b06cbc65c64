/**
 * Scoring at a real model's speed: the Bedrock provider, through the real SDK client, against the model
 * emulator at 400 ms to first token and 60 tokens/s with 20 % bad replies, 2.5 % 429s and 2.5 % 503s, 3
 * samples per answer, 4 calls at once; a throttled run is put back and keeps the answers it scored. Figures: the scoring run of a submitted session of 10 and 30 answers, next to
 * the scoring worker's own deadline (docs/decisions/0053-scoring-worker-deadline.md: 600 s timeout − 60 s).
 */
import type { AnswerScore } from '../functions/ai/provider';
import { asTheQueueDelivers, MODEL_SPEED, withModelAtSpeed } from './model-at-speed';

/** The worker's deadline (s): its Lambda timeout minus the margin it keeps back. */
const WORKER_DEADLINE_S = 540;

export async function modelScoring(): Promise<void> {
  console.log(`\nScoring at model speed (${MODEL_SPEED})`);
  await withModelAtSpeed(22, { SCORING_SAMPLES: '3', SCORING_CONCURRENCY: '4' }, async (provider) => {
    for (const count of [10, 30]) {
      const items = Array.from({ length: count }, (_, i) => ({
        questionId: `q${i}`,
        question: `Question ${i + 1}: how did you reduce the release time?`,
        keyPoints: [
          'Automates the deployment pipeline',
          'Runs the tests before release',
          'Measures lead time',
        ],
        answer:
          'I automated the deployment pipeline end to end. Every change runs the full tests before release. We measure lead time weekly.',
      }));
      const started = performance.now();
      // The worker's own deadline, as the scoring worker passes it.
      const deadlineAt = Date.now() + WORKER_DEADLINE_S * 1000;
      // What the worker keeps between deliveries (decision record 0166): a put-back run skips these.
      const kept: AnswerScore[] = [];
      const { result, putBack } = await asTheQueueDelivers(() =>
        provider.scoreSession({
          topic: 'DevOps',
          language: 'English',
          items,
          deadlineAt,
          done: [...kept],
          onScored: async (answer) => void kept.push(answer),
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const flag = seconds > WORKER_DEADLINE_S ? '  OVER' : '';
      console.log(
        `  submit-to-scored, ${count} answers: ${seconds.toFixed(1)} s (budget ≤ ${WORKER_DEADLINE_S} s)${flag}; ` +
          `${result.unscoredAnswers ?? 0} not scored, ${result.answers.filter((a) => a.repairs?.length).length} repaired, ${result.usage.totalTokens} tokens, put back ${putBack}× by a throttle`,
      );
    }
  });
}

/**
 * Scoring quality on the labelled set of tests/ai, per provider available: the offline scorer always,
 * Bedrock when AWS credentials are in the environment, an OpenAI-compatible server when `AI_BASE_URL`
 * and `AI_MODEL` are set. Prints ordering accuracy, Spearman correlation with the labels, and the mean
 * spread of repeated samples (model providers).
 */
import { evaluate } from '../tests/ai/evaluate';
import { evaluateOwnSet, type OwnFigures } from '../tests/ai/evaluate-own';
import type { AiProvider } from '../functions/ai/provider';

async function providers(): Promise<[string, () => Promise<AiProvider>][]> {
  const list: [string, () => Promise<AiProvider>][] = [
    ['offline', async () => new (await import('../functions/ai/offline/offline-provider')).OfflineProvider()],
  ];
  if (
    process.env.AWS_ACCESS_KEY_ID ||
    process.env.AWS_PROFILE ||
    process.env.AWS_CONTAINER_CREDENTIALS_FULL_URI
  ) {
    list.push([
      'bedrock',
      async () => new (await import('../functions/ai/bedrock/bedrock-provider')).BedrockProvider(),
    ]);
  }
  if (process.env.AI_BASE_URL && process.env.AI_MODEL) {
    list.push([
      'openai-compatible',
      async () => new (await import('../functions/ai/openai/openai-provider')).OpenAiCompatibleProvider(),
    ]);
  }
  return list;
}

/** Budgets of issue 25 ("Done means"): the offline scorer on the set of `tests/ai/labelled/`. */
const OWN_BUDGETS = { spearman: 0.85, echoMax: 2, nonNativeGap: 1, offTopicMax: 1 } as const;

/** One line of figures, each next to its budget. */
function ownLine(name: string, f: OwnFigures): string {
  return (
    `  ${name.padEnd(18)} Spearman ${f.spearman.toFixed(3)} (≥ ${OWN_BUDGETS.spearman}), ` +
    `ordering ${(f.accuracy * 100).toFixed(1)} %, ` +
    `non-native gap ${f.nonNativeGap.toFixed(2)} (≤ ${OWN_BUDGETS.nonNativeGap}), ` +
    `echoes max ${f.echoMax} and paraphrases max ${f.paraphraseMax} (≤ ${OWN_BUDGETS.echoMax}), ` +
    `off-topic max ${f.offTopicMax} (≤ ${OWN_BUDGETS.offTopicMax})`
  );
}

/** The kinds of one language by mean label, each with its mean score, and any kind above a better one. */
function kindLine(f: OwnFigures): string {
  const order = f.kinds.map((k) => `${k.kind} ${k.score.toFixed(1)}`).join(' > ');
  const wrong = f.inversions.length ? `OVER: ${f.inversions.join('; ')}` : 'no kind above a better kind';
  return `      by label: ${order}; ${wrong}`;
}

/** Prints one line per provider; a provider that fails prints its error and the others still run. */
export async function scoringEvaluation(): Promise<void> {
  console.log(
    '\nScoring on the labelled set (tests/ai/labelled: 10 base answer kinds and 4 more, per interview language)',
  );
  for (const [name, make] of await providers()) {
    try {
      const r = await evaluateOwnSet(await make());
      console.log(ownLine(name, r.overall));
      if (name === 'offline')
        for (const [language, f] of Object.entries(r.byLanguage)) {
          console.log(ownLine(`  ${language}`, f));
          console.log(kindLine(f));
        }
    } catch (error) {
      console.log(`  ${name.padEnd(18)} failed: ${(error as Error).message}`);
    }
  }
  console.log(
    '\nScoring on the first labelled set (tests/ai: 4 questions × 9 answer kinds, English and Spanish)',
  );
  for (const [name, make] of await providers()) {
    try {
      const r = await evaluate(await make());
      const spread = name === 'offline' ? '' : `, mean sample spread ${r.meanSpread.toFixed(2)} points`;
      console.log(
        `  ${name.padEnd(18)} ordering accuracy ${(r.accuracy * 100).toFixed(1)} %, Spearman ${r.spearman.toFixed(3)}${spread}`,
      );
    } catch (error) {
      console.log(`  ${name.padEnd(18)} failed: ${(error as Error).message}`);
    }
  }
  if (!process.env.AWS_ACCESS_KEY_ID && !process.env.AWS_PROFILE) {
    console.log('  bedrock            skipped: no AWS credentials in the environment');
  }
  if (!process.env.AI_BASE_URL) console.log('  openai-compatible  skipped: AI_BASE_URL and AI_MODEL not set');
}

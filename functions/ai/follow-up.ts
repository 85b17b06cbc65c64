import { FLOOD_SHARES } from '../../shared/flood-limits';
import type { FollowUpSkipReason } from '../../shared/follow-up-rules';
import { enforceFloodLimits } from '../http/flood';
import { TooManyRequests } from '../errors/errors';
import { AiBudgetExceeded, estimateUsd, withAiBudget } from './budget';
import { configuredModel } from './generation-budget';
import { aiProvider } from './index';
import { costUsd } from './model-prices';
import * as followUpPrompt from './prompts/follow-up.v1';
import { ModelCallFailed } from './structured-call';
import { estimateTokens } from './token-estimate';
import type { FollowUpInput, FollowUpResult } from './provider';

/**
 * How long SaveAnswer waits for the AI's follow-up before the interview moves on without one (ms). The
 * applicant has just pressed Next and watches a "Saving…" state: four seconds is about the longest such a
 * pause reads as the page working rather than stuck, and it is enough for a model's reply of a few dozen
 * tokens (one short question) even with one retry on a busy model. It also keeps the save far below the
 * API's 29-second integration timeout.
 */
export const FOLLOW_UP_WAIT_MS = 4_000;

/** Input tokens of a follow-up call besides its prompt: the system prompt's framing and the tool. */
const FOLLOW_UP_TOOL_TOKENS = 400;

/** Worst-case cost (USD) of one follow-up call for `input`, retried once with the larger budget. */
export function followUpEstimateUsd(modelId: string, input: Omit<FollowUpInput, 'signal' | 'deadlineMs'>) {
  const prompt =
    estimateTokens(followUpPrompt.SYSTEM_PROMPT) +
    estimateTokens(followUpPrompt.buildFollowUpPrompt(input)) +
    FOLLOW_UP_TOOL_TOKENS;
  return estimateUsd(modelId, 2 * prompt, 2 * followUpPrompt.FOLLOW_UP_MAX_TOKENS * 1.5);
}

/** What a follow-up attempt gave: the result, or the reason none was asked. */
export type FollowUpOutcome = { result: FollowUpResult } | { skipped: FollowUpSkipReason };

/**
 * Asks the AI provider for a follow-up on behalf of `orgId`: counted against the organization's follow-up
 * flood share (`FLOOD_SHARES.followUp`) and charged to its monthly AI budget like any other AI call, and given at most
 * {@link FOLLOW_UP_WAIT_MS}: past that the call is cancelled and the outcome is `timeout`.
 * Never throws: a refused or failed call is an outcome (`busy`, `budget`, `failed`, `timeout`).
 */
export async function askFollowUpWithinLimits(
  orgId: string,
  input: Omit<FollowUpInput, 'signal' | 'deadlineMs'>,
  waitMs: number = FOLLOW_UP_WAIT_MS,
): Promise<FollowUpOutcome> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<FollowUpOutcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new DOMException('The follow-up took too long', 'TimeoutError'));
      resolve({ skipped: 'timeout' });
    }, waitMs);
  });
  const work = (async (): Promise<FollowUpOutcome> => {
    try {
      await enforceFloodLimits([FLOOD_SHARES.followUp], { orgId });
      const model = configuredModel();
      const result = await withAiBudget(
        orgId,
        followUpEstimateUsd(model, input),
        async () =>
          (await aiProvider()).askFollowUp({ ...input, signal: controller.signal, deadlineMs: waitMs }),
        (r) => ({ usd: costUsd(r.modelId, r.usage) ?? 0, usage: r.usage }),
        (error) =>
          error instanceof ModelCallFailed
            ? { usd: costUsd(model, error.usage) ?? 0, usage: error.usage }
            : undefined,
      );
      return { result };
    } catch (error) {
      if (error instanceof TooManyRequests) return { skipped: 'busy' };
      if (error instanceof AiBudgetExceeded) return { skipped: 'budget' };
      if (controller.signal.aborted) return { skipped: 'timeout' };
      return { skipped: 'failed' };
    }
  })();
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

import type { Context } from 'aws-lambda';
import { resetAiProvider } from '../../functions/ai';
import { budgetMonth } from '../../functions/ai/budget';
import { resetConfig } from '../../functions/config';
import { db } from '../../functions/data/service';
import { api } from './api';
import type { newOpenSession } from './sessions';

/**
 * Support for tests that run the scoring worker in the test's own process against the model emulator
 * (the local API scores with the offline provider; these tests hold its runs by using up the budget).
 */

/** A Lambda context with time to spare (15 min), for calling the worker's handler directly. */
export const WORKER_CONTEXT = { getRemainingTimeInMillis: () => 900_000 } as Context;

/** Scores in this process with the Bedrock provider at `url` (the emulator), `samples` per answer. */
export function useModelAt(url: string, samples: number): void {
  Object.assign(process.env, {
    AI_PROVIDER: 'bedrock',
    BEDROCK_ENDPOINT: url,
    SCORING_SAMPLES: String(samples),
  });
  resetConfig();
  resetAiProvider();
}

/** Adds `usd` (negative to give back) to the organization's AI spend of this month. */
export const spend = (orgId: string, usd: number) =>
  db.entities.aiBudget.update({ orgId, month: budgetMonth() }).add({ usedUsd: usd }).go();

/** Tokens charged to the organization's AI budget this month. */
export async function tokensCharged(orgId: string): Promise<number> {
  const { data } = await db.entities.aiBudget.get({ orgId, month: budgetMonth() }).go();
  return data?.usedTokens ?? 0;
}

/**
 * Answers every question of an open session with its key points' words, through the API as the applicant,
 * and submits it. `token` is the manager's, to read the template.
 * @returns the session's id.
 */
export async function answeredAndSubmitted(
  session: Awaited<ReturnType<typeof newOpenSession>>,
  token: string,
): Promise<string> {
  const auth = await api('POST', `/api/session/${session.id}/auth`, {
    body: { code: session.accessCode, noticeAccepted: true },
  });
  const applicantToken = auth.body.token as string;
  const template = (await api('GET', `/api/interviews/${session.interviewId}`, { token })).body;
  for (const q of template.questions)
    await api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: {
        sessionId: session.id,
        questionId: q.id,
        response: q.keyPoints
          .map((k: string) => `In my last role I ${k.toLowerCase()} every week.`)
          .join(' '),
      },
    });
  await api('POST', `/api/session/${session.id}/finish`, { token: applicantToken });
  return session.id;
}

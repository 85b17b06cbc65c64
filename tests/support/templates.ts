import { inject } from 'vitest';
import type { Language } from '../../shared/interview-options';
import { api } from './api';

/**
 * Writes an interview template in any of the ten languages straight into the table, as a manager's
 * manual template would be, with questions of the test's own choosing. Returns its id and
 * question ids.
 */
export async function writeTemplate(
  managerToken: string,
  language: Language,
  topic: string,
  questions: string[],
): Promise<{ id: string; questions: { id: string }[] }> {
  // The data layer reads its configuration when first imported: point it at the test stack.
  Object.assign(process.env, inject('stack').env);
  const me = await api<{ orgId: string; userId: string }>('GET', '/api/account/me', { token: managerToken });
  const { createIndexedTemplate } = await import('../../functions/interview-templates/template-index');
  const { newId } = await import('../../functions/data/attributes');
  // Stored with its search index entries, as the product stores every template.
  const data = await createIndexedTemplate({
    orgId: me.body.orgId,
    topic,
    language,
    numberOfQuestions: questions.length,
    questions: questions.map((text, i) => ({ id: newId(), order: i + 1, text, keyPoints: [] })),
    usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: true },
    provider: 'offline',
    modelId: 'manual',
    promptVersion: 'manual',
    sourceKind: 'topic',
    createdBy: me.body.userId,
  });
  return { id: data.interviewId, questions: data.questions.map((q) => ({ id: q.id })) };
}

/** A template as `GET /api/interviews/{id}` answers it (the fields tests read). */
export interface TestTemplate {
  id: string;
  status: 'generating' | 'ready' | 'failed';
  progress: { done: number; total: number };
  language: string;
  notice?: string;
  failure?: string;
  numberOfQuestions: number;
  source: { kind: string; id?: string };
  usage: { totalTokens: number };
  questions: { id: string; order: number; text: string; keyPoints: string[] }[];
}

/**
 * Reads the template `id` until it is no longer `generating` (every 50 ms, at most `timeoutMs`), as the
 * template page polls it; returns what it last read.
 * @throws Error naming the template when it is still generating after `timeoutMs`.
 */
export async function waitForTemplate(token: string, id: string, timeoutMs = 20_000): Promise<TestTemplate> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api<TestTemplate>('GET', `/api/interviews/${id}`, { token });
    if (res.status !== 200)
      throw new Error(`GET /api/interviews/${id}: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.status !== 'generating') return res.body;
    if (Date.now() > until) throw new Error(`Template ${id} still generating after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts a generation (`POST` to `path`, by default `/api/interviews/generate`), expects its 202
 * `{ id, status: 'generating' }`, and waits until the template is ready.
 * @returns the ready template with its questions.
 * @throws Error with the answer when the start is not a 202 or the template ends `failed`.
 */
export async function generateTemplate(
  token: string,
  body: Record<string, unknown>,
  path = '/api/interviews/generate',
): Promise<TestTemplate> {
  const started = await api<{ id: string; status: string }>('POST', path, { token, body });
  if (started.status !== 202 || started.body.status !== 'generating') {
    throw new Error(`POST ${path}: ${started.status} ${JSON.stringify(started.body)}`);
  }
  const template = await waitForTemplate(token, started.body.id);
  if (template.status !== 'ready')
    throw new Error(`Template ${template.id} ${template.status}: ${template.failure}`);
  return template;
}

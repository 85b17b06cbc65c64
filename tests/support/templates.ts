import { inject } from 'vitest';
import type { Language } from '../../shared/interview-options';
import { api } from './api';

/**
 * Writes an interview template in any of the ten languages straight into the table, as a manager's
 * manual template would be: the offline generator writes only English and Spanish. Returns its id and
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

import type {
  InterviewTemplate as TemplateDto,
  SuggestedQuestion,
  UpdateInterviewTemplateRequestSchema,
  WriteInterviewTemplateRequestSchema,
  WrittenQuestionSchema,
} from '../../shared/schemas/interview-template';
import type { z } from 'zod';
import { newId } from '../data/attributes';
import { db } from '../data/service';
import { writeUnchanged } from '../data/writes';
import { createIndexedTemplate, readTemplateAfterWrite, templateTermCommits } from './template-index';
import { Conflict } from '../errors/errors';
import { getItem, getTemplateItem, toTemplateDto } from './templates';

/** Share of shared content words (Jaccard) from which two questions count as the same one. */
const SAME_QUESTION = 0.4;

/** Jaccard similarity of two sets of stems (0-1). */
function similarity(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((x) => b.has(x)).length;
  return shared / Math.max(1, a.size + b.size - shared);
}

/** Recorded as model and prompt of a template a manager wrote. */
export const MANUAL_MODEL_ID = 'manual';

/** Written questions → stored questions: existing ids kept (when unique), new ones made, order 1..n. */
function toStoredQuestions(questions: z.infer<typeof WrittenQuestionSchema>[], keep: Set<string>) {
  const used = new Set<string>();
  return questions.map((q, i) => {
    const id = q.id && keep.has(q.id) && !used.has(q.id) ? q.id : newId();
    used.add(id);
    return {
      id,
      order: i + 1,
      text: q.text,
      keyPoints: q.keyPoints,
      ...(q.followUps === undefined ? {} : { followUps: q.followUps }),
    };
  });
}

/**
 * Stores a template a manager wrote (`POST /api/interviews`): provider `manual`, no AI call, no tokens,
 * in any of the 10 languages.
 */
export async function writeTemplate(
  orgId: string,
  userId: string,
  input: z.infer<typeof WriteInterviewTemplateRequestSchema>,
): Promise<TemplateDto> {
  const questions = toStoredQuestions(input.questions, new Set());
  const data = await createIndexedTemplate({
    orgId,
    topic: input.topic,
    language: input.language,
    numberOfQuestions: questions.length,
    questions,
    ...(input.timeLimits ? { timeLimits: input.timeLimits } : {}),
    ...(input.followUps === undefined ? {} : { followUps: input.followUps }),
    usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: false },
    provider: 'manual',
    modelId: MANUAL_MODEL_ID,
    promptVersion: MANUAL_MODEL_ID,
    sourceKind: 'topic',
    createdBy: userId,
  });
  return toTemplateDto(data);
}

/**
 * Replaces a template's topic, language and questions with the next version (`PUT /api/interviews/{id}`).
 * Sessions already created keep the questions they were created with. The write is conditional on the
 * version read (or the one the editor sent), so two editors cannot overwrite each other silently; a
 * template being generated cannot be edited, and one whose generation failed is `ready` once edited.
 * @throws NotFound outside the caller's organization; Conflict when the template changed meanwhile or is
 *   being generated.
 */
export async function updateTemplate(
  orgId: string,
  interviewId: string,
  input: z.infer<typeof UpdateInterviewTemplateRequestSchema>,
): Promise<TemplateDto> {
  const item = await getTemplateItem(orgId, interviewId);
  if (item.status === 'generating') {
    throw new Conflict('This template is still being generated. Edit it once its questions are written.');
  }
  const current = item.version ?? 1;
  if (input.version !== undefined && input.version !== current) {
    throw new Conflict('This template was changed by someone else. Reload it and edit again.');
  }
  const questions = toStoredQuestions(input.questions, new Set(item.questions.map((q) => q.id)));
  // The template and its search index entries (its topic) in one transaction (decision record 0100).
  const result = await db.transaction
    .write(({ interviewTemplate, searchTerm }) => [
      interviewTemplate
        .patch({ orgId, interviewId })
        .set({
          topic: input.topic,
          language: input.language,
          questions,
          // An edit without limits removes them (the editor always sends what it shows).
          timeLimits: input.timeLimits ?? {},
          // Without the field, an edit keeps the template's follow-up setting.
          ...(input.followUps === undefined ? {} : { followUps: input.followUps }),
          numberOfQuestions: questions.length,
          version: current + 1,
          updatedAt: new Date().toISOString(),
          // Questions written by hand complete a template whose generation failed.
          status: 'ready',
        })
        .where(
          (a, op) =>
            `${item.version === undefined ? op.notExists(a.version) : op.eq(a.version, current)} AND ${op.ne(a.status, 'generating')}`,
        )
        .commit(),
      ...templateTermCommits(searchTerm, item, { ...item, topic: input.topic }),
    ])
    .go();
  if (result.canceled) {
    throw new Conflict('This template was changed or deleted meanwhile. Reload it and edit again.');
  }
  return toTemplateDto(await readTemplateAfterWrite(orgId, interviewId));
}

/**
 * Deletes a template (`DELETE /api/interviews/{id}`); its sessions keep their snapshot of the questions.
 * @throws NotFound when it is not in the caller's organization.
 */
export async function deleteTemplate(orgId: string, interviewId: string): Promise<void> {
  // The template and its search index entries in one transaction, on the condition that its topic is the
  // one read (an edit moves the version; decision record 0100).
  await writeUnchanged(
    'interview template',
    () => getItem(orgId, interviewId),
    (item) =>
      db.transaction
        .write(({ interviewTemplate, searchTerm }) => [
          interviewTemplate
            .delete({ orgId, interviewId })
            .where((a, op) =>
              item.version === undefined ? op.notExists(a.version) : op.eq(a.version, item.version),
            )
            .commit(),
          ...templateTermCommits(searchTerm, item, null),
        ])
        .go(),
  );
}

/**
 * One new question for a template, written by the AI provider on the template's topic and language,
 * unlike the texts in `avoid` (the editor's current questions) and the stored ones: sharing 40 % or more
 * of their content words counts as the same question. Nothing is stored: the editor
 * puts it in place of a question and saves.
 * @throws NotFound outside the caller's organization; AiBudgetExceeded when the monthly AI budget is
 *   spent; UpstreamFailed from the provider.
 */
export async function suggestQuestion(
  orgId: string,
  interviewId: string,
  avoid: string[],
): Promise<SuggestedQuestion> {
  // The AI's modules load with the first suggestion, not when the function starts (a chunk of its bundle:
  // docs/decisions/0131-functions-load-code-on-first-use.md).
  const [item, { generateQuestionsWithinBudget }, { contentStems }] = await Promise.all([
    getTemplateItem(orgId, interviewId),
    import('../ai/budgeted'),
    import('../ai/text'),
  ]);
  const taken = [...avoid, ...item.questions.map((q) => q.text)].map((t) => contentStems(t));
  const count = Math.min(30, taken.length + 1);
  const generated = await generateQuestionsWithinBudget(orgId, {
    topic: item.topic,
    language: item.language,
    numberOfQuestions: count,
    seniority: item.seniority,
    difficulty: item.difficulty,
  });
  const fresh =
    generated.questions.find(
      (q) => !taken.some((t) => similarity(contentStems(q.text), t) >= SAME_QUESTION),
    ) ?? generated.questions.at(-1)!;
  return {
    text: fresh.text,
    keyPoints: fresh.keyPoints,
    ...(generated.language !== item.language && generated.notice ? { notice: generated.notice } : {}),
  };
}

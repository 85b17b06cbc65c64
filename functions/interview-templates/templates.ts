import type {
  InterviewTemplate as TemplateDto,
  InterviewTemplateListQuery,
  InterviewTemplateSummary,
} from '../../shared/schemas/interview-template';
import type { Page } from '../../shared/schemas/common';
import { db } from '../data/service';
import { readOr404 } from '../data/writes';
import { everyWord, readSearchedPage } from '../data/list-page';
import { searchWords } from '../data/search-text';
import { templateSearch } from './template-index';

/** A stored interview template. */
export type TemplateItem = NonNullable<Awaited<ReturnType<typeof getItem>>>;

/** The stored template, or null when it is not in `orgId`. */
export async function getItem(orgId: string, interviewId: string) {
  const { data } = await db.entities.interviewTemplate.get({ orgId, interviewId }).go();
  return data;
}

/**
 * The stored template of the caller's organization.
 * @throws NotFound ("interview template") when it is not in `orgId`.
 */
export function getTemplateItem(orgId: string, interviewId: string): Promise<TemplateItem> {
  return readOr404('interview template', () => getItem(orgId, interviewId));
}

/** Stored item → list shape. */
function toSummary(item: TemplateItem): InterviewTemplateSummary {
  return {
    id: item.interviewId,
    status: item.status ?? 'ready',
    progress: { done: item.questions.length, total: item.numberOfQuestions },
    topic: item.topic,
    language: item.language,
    numberOfQuestions: item.numberOfQuestions,
    provider: item.provider,
    source: { kind: item.sourceKind, ...(item.sourceId ? { id: item.sourceId } : {}) },
    createdAt: item.createdAt,
    version: item.version ?? 1,
    ...(item.updatedAt ? { updatedAt: item.updatedAt } : {}),
  };
}

/** Stored item → API shape. */
export function toTemplateDto(item: TemplateItem): TemplateDto {
  return {
    ...toSummary(item),
    bio: item.bio,
    skills: item.skills,
    seniority: item.seniority,
    difficulty: item.difficulty,
    questions: [...item.questions].sort((a, b) => a.order - b.order),
    ...(item.timeLimits && Object.keys(item.timeLimits).length ? { timeLimits: item.timeLimits } : {}),
    ...(item.followUps === undefined ? {} : { followUps: item.followUps }),
    usage: item.usage,
    modelId: item.modelId,
    promptVersion: item.promptVersion,
    notice: item.notice,
    ...(item.status === 'failed' && item.generation?.failure ? { failure: item.generation.failure } : {}),
    scoring: {
      sessions: item.scoredSessions ?? 0,
      tokens: item.scoringTokens ?? 0,
      costUsd: item.scoringCostUsd ?? 0,
    },
  };
}

/** Where a template comes from, for custom templates. */
export interface TemplateSource {
  kind: 'topic' | 'applicant' | 'jobPosition';
  id?: string;
}

/** The custom templates of a job position, newest first (at most 100). */
export async function listJobPositionTemplates(
  orgId: string,
  jobPositionId: string,
): Promise<InterviewTemplateSummary[]> {
  const result = await db.entities.interviewTemplate.query
    .byJobPosition({ jobPositionId })
    .where((a, op) => op.eq(a.orgId, orgId))
    .go({ limit: 100 });
  return result.data.map(toSummary).sort((a, b) => b.id.localeCompare(a.id));
}

/**
 * One page of an organization's templates (`GET /api/interviews`, decision record 0062): by creation
 * (primary index, ULID ids) or by title, which is the topic (gsi4, folded), in `order`; `q` keeps those
 * whose topic holds every search word, ignoring case and accents. One DynamoDB Query round without `q`,
 * at most three with it (`readSearchedPage`).
 * @throws ValidationFailed (400) for a cursor of another organization, sort, order or search.
 */
export async function listTemplates(
  orgId: string,
  page: InterviewTemplateListQuery,
): Promise<Page<InterviewTemplateSummary>> {
  const words = searchWords(page.q);
  const entity = db.entities.interviewTemplate;
  const indexed = templateSearch(orgId, words, page);
  if (indexed) {
    const { items, nextCursor } = await indexed;
    return { items: items.map(toSummary), nextCursor };
  }
  const base = page.sort === 'title' ? entity.query.byTitle({ orgId }) : entity.query.byId({ orgId });
  const query = words.length
    ? base.where((a, op) => everyWord(words, (w) => [op.contains(a.topicFolded, w)]))
    : base;
  const { items, nextCursor } = await readSearchedPage(
    query,
    words,
    page,
    (raw) => entity.parse({ Item: raw }).data as TemplateItem | null,
  );
  return { items: items.map(toSummary), nextCursor };
}

/**
 * One template of the caller's organization.
 * @throws NotFound when it does not exist there.
 */
export async function getTemplate(orgId: string, interviewId: string): Promise<TemplateDto> {
  return toTemplateDto(await getTemplateItem(orgId, interviewId));
}

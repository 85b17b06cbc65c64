import type { EntityItem } from 'electrodb';
import type { Page } from '../../shared/schemas/common';
import type {
  JobPosition as JobPositionDto,
  JobPositionInput,
  JobPositionListQuery,
} from '../../shared/schemas/job-position';
import type { JobPosition } from '../data/entities/job-position';
import { db } from '../data/service';
import { isConditionalCheckFailed, splitForReplace } from '../data/writes';
import { NotFound } from '../http/errors';
import { everyWord, readSearchedPage } from '../data/list-page';
import { searchWords } from '../data/search-text';

type PositionItem = EntityItem<typeof JobPosition>;

const OPTIONAL_FIELDS = [
  'description',
  'education',
  'workExperience',
  'certifications',
  'softSkills',
  'technicalSkills',
  'humanOnly',
] as const;

/** Stored item → API shape. */
export function toJobPositionDto(item: PositionItem): JobPositionDto {
  const { orgId: _org, jobPositionId, ...rest } = item;
  return { id: jobPositionId, ...rest };
}

const splitInput = (input: JobPositionInput) => splitForReplace(input, OPTIONAL_FIELDS);

/**
 * One page of an organization's job positions (`GET /api/jobPositions`, decision record 0062): by
 * creation (primary index, ULID ids) or by title (gsi4, folded), in `order`; `q` keeps those whose title
 * holds every search word, ignoring case and accents (a job position has no other name or topic). One
 * DynamoDB Query round without `q`, at most three with it (`readSearchedPage`).
 * @throws ValidationFailed (400) for a cursor of another organization, sort, order or search.
 */
export async function listJobPositions(
  orgId: string,
  page: JobPositionListQuery,
): Promise<Page<JobPositionDto>> {
  const words = searchWords(page.q);
  const entity = db.entities.jobPosition;
  const base = page.sort === 'title' ? entity.query.byTitle({ orgId }) : entity.query.byId({ orgId });
  const query = words.length
    ? base.where((a, op) => everyWord(words, (w) => [op.contains(a.titleFolded, w)]))
    : base;
  const { items, nextCursor } = await readSearchedPage(
    query,
    words,
    page,
    (raw) => entity.parse({ Item: raw }).data as PositionItem | null,
  );
  return { items: items.map(toJobPositionDto), nextCursor };
}

/** Creates a job position in the caller's organization. */
export async function createJobPosition(orgId: string, input: JobPositionInput): Promise<JobPositionDto> {
  const { data } = await db.entities.jobPosition.create({ ...splitInput(input).set, orgId }).go();
  return toJobPositionDto(data as PositionItem);
}

/**
 * One job position of the caller's organization.
 * @throws NotFound when it does not exist there.
 */
export async function getJobPosition(orgId: string, jobPositionId: string): Promise<JobPositionDto> {
  const { data } = await db.entities.jobPosition.get({ orgId, jobPositionId }).go();
  if (!data) throw new NotFound('job position');
  return toJobPositionDto(data);
}

/**
 * Replaces a job position's fields (an absent optional field is cleared).
 * @throws NotFound when it does not exist in the caller's organization.
 */
export async function updateJobPosition(
  orgId: string,
  jobPositionId: string,
  input: JobPositionInput,
): Promise<JobPositionDto> {
  const { set, remove } = splitInput(input);
  try {
    const { data } = await db.entities.jobPosition
      .patch({ orgId, jobPositionId })
      .set(set)
      .remove(remove)
      .go({ response: 'all_new' });
    return toJobPositionDto(data as PositionItem);
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new NotFound('job position');
    throw error;
  }
}

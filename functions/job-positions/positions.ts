import type { EntityItem } from 'electrodb';
import type { Page } from '../../shared/schemas/common';
import type {
  JobPosition as JobPositionDto,
  JobPositionInput,
  JobPositionListQuery,
} from '../../shared/schemas/job-position';
import type { JobPosition } from '../data/entities/job-position';
import { db } from '../data/service';
import { readOr404, splitForReplace, writeUnchanged } from '../data/writes';
import { newId } from '../data/attributes';
import { indexedSearch, jobPositionDocument } from '../data/search-index';
import { readIndexedPage, termCommits } from '../data/search-terms';
import { Conflict } from '../errors/errors';
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
  'feedbackReports',
] as const;

/** The position as stored, read strongly consistent (an edit's condition compares against it). */
export async function getPositionItem(orgId: string, jobPositionId: string): Promise<PositionItem | null> {
  const { data } = await db.entities.jobPosition.get({ orgId, jobPositionId }).go({ consistent: true });
  return data;
}

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
  const search = indexedSearch(words);
  if (search) {
    const { items, nextCursor } = await readIndexedPage(
      { orgId, kind: 'jobPosition', search, words, byName: page.sort === 'title', page },
      async (ids) =>
        (await entity.get(ids.map((jobPositionId) => ({ orgId, jobPositionId }))).go())
          .data as PositionItem[],
      (p) => p.jobPositionId,
    );
    return { items: items.map(toJobPositionDto), nextCursor };
  }
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
  const item = { ...splitInput(input).set, orgId, jobPositionId: newId() };
  // The position and its search index entries in one transaction (decision record 0100).
  const result = await db.transaction
    .write(({ jobPosition, searchTerm }) => [
      jobPosition.create(item).commit(),
      ...termCommits(searchTerm, null, jobPositionDocument(item)),
    ])
    .go();
  if (result.canceled) throw new Conflict('The job position could not be created. Try again.');
  return getJobPosition(orgId, item.jobPositionId);
}

/**
 * One job position of the caller's organization.
 * @throws NotFound when it does not exist there.
 */
export async function getJobPosition(orgId: string, jobPositionId: string): Promise<JobPositionDto> {
  const item = await readOr404(
    'job position',
    async () => (await db.entities.jobPosition.get({ orgId, jobPositionId }).go()).data,
  );
  return toJobPositionDto(item);
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
  await writeUnchanged(
    'job position',
    () => getPositionItem(orgId, jobPositionId),
    (current) =>
      db.transaction
        .write(({ jobPosition, searchTerm }) => [
          jobPosition
            .patch({ orgId, jobPositionId })
            .set(set)
            .remove(remove)
            .where((a, op) => op.eq(a.updatedAt, current.updatedAt))
            .commit(),
          ...termCommits(
            searchTerm,
            jobPositionDocument(current),
            jobPositionDocument({ ...current, ...set }),
          ),
        ])
        .go(),
  );
  return getJobPosition(orgId, jobPositionId);
}

import type { EntityItem } from 'electrodb';
import type { Page, PageQuery } from '../../shared/schemas/common';
import type { JobPosition as JobPositionDto, JobPositionInput } from '../../shared/schemas/job-position';
import type { JobPosition } from '../data/entities/job-position';
import { db } from '../data/service';
import { isConditionalCheckFailed, splitForReplace } from '../data/writes';
import { NotFound } from '../http/errors';
import { pageCursor } from '../data/cursor';

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

/** An organization's job positions, newest first. */
export async function listJobPositions(orgId: string, page: PageQuery): Promise<Page<JobPositionDto>> {
  const query = db.entities.jobPosition.query.byId({ orgId });
  const result = await query.go({
    order: 'desc',
    limit: page.limit,
    cursor: pageCursor(query, page.cursor),
  });
  return { items: result.data.map(toJobPositionDto), nextCursor: result.cursor };
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

import type { EntityItem } from 'electrodb';
import {
  type ApplicantInput,
  type Applicant as ApplicantDto,
  EXISTING_APPLICANT_DETAIL,
} from '../../shared/schemas/applicant';
import type { Page, PageQuery } from '../../shared/schemas/common';
import type { Applicant } from '../data/entities/applicant';
import { db } from '../data/service';
import { isConditionalCheckFailed, splitForReplace } from '../data/writes';
import { ApiError, NotFound } from '../http/errors';
import { pageCursor } from '../data/cursor';

type ApplicantItem = EntityItem<typeof Applicant>;
type ApplicantFields = Omit<ApplicantInput, 'salaryExpectation' | 'jobPositionId'> & {
  salaryExpectation?: number | null;
  jobPositionId?: string | null;
};

const OPTIONAL_FIELDS = [
  'salaryExpectation',
  'phone',
  'resumeUrl',
  'bio',
  'education',
  'workExperience',
  'certifications',
  'languages',
  'technicalSkills',
  'softSkills',
] as const;

async function getItem(orgId: string, applicantId: string) {
  const { data } = await db.entities.applicant.get({ orgId, applicantId }).go();
  return data;
}

/** Entity item → API shape (`id`, no `orgId`). */
export function toApplicantDto(item: ApplicantItem): ApplicantDto {
  // The bounce mark is the mail functions' business (decision record 0047), not part of the applicant;
  // nor is the ranking's sort key (decision record 0071).
  const {
    orgId: _org,
    applicantId,
    bouncedEmail: _b,
    bounceReason: _r,
    rankKey: _k,
    rankSessionId: _s,
    ...rest
  } = item;
  return { id: applicantId, ...rest };
}

/** Values to set and optional fields to clear; the job position link is job-positions/candidates.ts's. */
const splitInput = (input: ApplicantFields) =>
  splitForReplace(input, OPTIONAL_FIELDS, ['jobPositionId'] as const);

/** Lists an organization's applicants, newest first. */
export async function listApplicants(orgId: string, page: PageQuery): Promise<Page<ApplicantDto>> {
  const query = db.entities.applicant.query.byId({ orgId });
  const result = await query.go({
    order: 'desc',
    limit: page.limit,
    cursor: pageCursor(query, page.cursor),
  });
  return { items: result.data.map(toApplicantDto), nextCursor: result.cursor };
}

/**
 * Creates an applicant in the caller's organization. Unless `allowDuplicateEmail`, an applicant with the
 * same e-mail (any case) in the organization stops it first: a warning, not a uniqueness guarantee, since
 * two simultaneous creates can both pass (docs/decisions/0022-duplicate-applicant-email.md).
 * @throws ApiError 409 `Conflict` with `details.existingApplicantId` = [the existing applicant's id].
 */
export async function createApplicant(
  orgId: string,
  input: ApplicantFields,
  allowDuplicateEmail = false,
): Promise<ApplicantDto> {
  if (!allowDuplicateEmail) {
    const existing = await db.entities.applicant.query
      .byEmail({ orgId, email: input.email })
      .go({ limit: 1, attributes: ['applicantId', 'firstName', 'lastName'] });
    const first = existing.data[0];
    if (first) {
      throw new ApiError(
        'Conflict',
        `${first.firstName} ${first.lastName} already has the e-mail ${input.email}.`,
        { email: ['Another applicant has this e-mail.'], [EXISTING_APPLICANT_DETAIL]: [first.applicantId] },
      );
    }
  }
  const { set } = splitInput(input);
  const { data } = await db.entities.applicant.create({ ...set, orgId }).go();
  return toApplicantDto(data as ApplicantItem);
}

/**
 * One applicant of the caller's organization.
 * @throws NotFound when it does not exist in that organization.
 */
export async function getApplicant(orgId: string, applicantId: string): Promise<ApplicantDto> {
  const item = await getItem(orgId, applicantId);
  if (!item) throw new NotFound('applicant');
  return toApplicantDto(item);
}

/**
 * Replaces an applicant's fields (PUT semantics: an absent optional field is cleared), only if it exists
 * in the caller's organization.
 * @throws NotFound otherwise.
 */
export async function updateApplicant(
  orgId: string,
  applicantId: string,
  input: ApplicantFields,
): Promise<ApplicantDto> {
  const { set, remove } = splitInput(input);
  try {
    const { data } = await db.entities.applicant
      .patch({ orgId, applicantId })
      .set(set)
      .remove(remove)
      .go({ response: 'all_new' });
    return toApplicantDto(data as ApplicantItem);
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new NotFound('applicant');
    throw error;
  }
}

/**
 * Deletes an applicant of the caller's organization (its sessions are deleted first by the caller).
 * @throws NotFound when it does not exist in that organization.
 */
export async function deleteApplicant(orgId: string, applicantId: string): Promise<void> {
  try {
    await db.entities.applicant.remove({ orgId, applicantId }).go();
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new NotFound('applicant');
    throw error;
  }
}

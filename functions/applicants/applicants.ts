import type { EntityItem } from 'electrodb';
import {
  type ApplicantInput,
  type ApplicantListQuery,
  type Applicant as ApplicantDto,
  EXISTING_APPLICANT_DETAIL,
} from '../../shared/schemas/applicant';
import type { Page } from '../../shared/schemas/common';
import type { Applicant } from '../data/entities/applicant';
import { db } from '../data/service';
import { isConditionalCheckFailed, splitForReplace } from '../data/writes';
import { ApiError, NotFound } from '../http/errors';
import { everyWord, readSearchedPage } from '../data/list-page';
import { searchWords } from '../data/search-text';

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

/**
 * One page of an organization's applicants (`GET /api/applicants`, decision record 0062): by creation
 * (primary index, ULID ids) or by name (gsi4: last name, then first name, folded), in `order`; `q` keeps
 * those with every search word in the first name, last name, job title or e-mail, ignoring case and
 * accents. One DynamoDB Query round without `q`, at most three with it (`readSearchedPage`).
 * @throws ValidationFailed (400) for a cursor of another organization, sort, order or search.
 */
export async function listApplicants(orgId: string, page: ApplicantListQuery): Promise<Page<ApplicantDto>> {
  const words = searchWords(page.q);
  const entity = db.entities.applicant;
  const base = page.sort === 'name' ? entity.query.byName({ orgId }) : entity.query.byId({ orgId });
  const query = words.length
    ? base.where((a, op) =>
        everyWord(words, (w) =>
          [a.firstNameFolded, a.lastNameFolded, a.jobTitleFolded, a.email].map((f) => op.contains(f, w)),
        ),
      )
    : base;
  const { items, nextCursor } = await readSearchedPage(
    query,
    words,
    page,
    (raw) => entity.parse({ Item: raw }).data as ApplicantItem | null,
  );
  return { items: items.map(toApplicantDto), nextCursor };
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

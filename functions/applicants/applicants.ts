import type { EntityItem } from 'electrodb';
import type { ApplicantInput, Applicant as ApplicantDto } from '../../shared/schemas/applicant';
import { EXISTING_APPLICANT_DETAIL } from '../../shared/errors';
import type { Applicant } from '../data/entities/applicant';
import { db } from '../data/service';
import { readOr404, splitForReplace, writeUnchanged } from '../data/writes';
import { ApiError, Conflict } from '../errors/errors';
import { newId } from '../data/attributes';
import { applicantDocument } from '../data/search-index';
import { termCommits } from '../data/search-terms';

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

/** The applicant as stored, read strongly consistent: an edit's condition compares against it. */
/** The stored applicant (strongly consistent), or null when the organization has none by that id. */
export async function getApplicantItem(orgId: string, applicantId: string) {
  const { data } = await db.entities.applicant.get({ orgId, applicantId }).go({ consistent: true });
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
  const item = { ...set, orgId, applicantId: newId() };
  // The applicant and its search index entries in one transaction (decision record 0100).
  const result = await db.transaction
    .write(({ applicant, searchTerm }) => [
      applicant.create(item).commit(),
      ...termCommits(searchTerm, null, applicantDocument(item)),
    ])
    .go();
  if (result.canceled) throw new Conflict('The applicant could not be created. Try again.');
  return getApplicant(orgId, item.applicantId);
}

/**
 * One applicant of the caller's organization.
 * @throws NotFound when it does not exist in that organization.
 */
export async function getApplicant(orgId: string, applicantId: string): Promise<ApplicantDto> {
  return toApplicantDto(await readOr404('applicant', () => getApplicantItem(orgId, applicantId)));
}

/**
 * Replaces an applicant's fields (PUT semantics: an absent optional field is cleared), only if it exists
 * in the caller's organization, and its search index entries, in one transaction on the condition that
 * the applicant is unchanged since it was read (3 rounds: read, write, read back).
 * @throws NotFound otherwise.
 * @throws Conflict when it kept changing meanwhile.
 */
export async function updateApplicant(
  orgId: string,
  applicantId: string,
  input: ApplicantFields,
): Promise<ApplicantDto> {
  const { set, remove } = splitInput(input);
  await writeUnchanged(
    'applicant',
    () => getApplicantItem(orgId, applicantId),
    (current) => {
      const next = { ...current, ...set };
      // The applicant and its search index entries in one transaction (decision record 0100).
      return db.transaction
        .write(({ applicant, searchTerm }) => [
          applicant
            .patch({ orgId, applicantId })
            .set(set)
            .remove(remove)
            .where((a, op) => op.eq(a.updatedAt, current.updatedAt))
            .commit(),
          ...termCommits(searchTerm, applicantDocument(current), applicantDocument(next)),
        ])
        .go();
    },
  );
  return getApplicant(orgId, applicantId);
}

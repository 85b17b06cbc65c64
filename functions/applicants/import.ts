import type { ApplicantImport, ImportRowError } from '../../shared/schemas/applicant-import';
import { EXISTING_APPLICANT_DETAIL } from '../../shared/errors';
import { clock } from '../clock';
import { newId } from '../data/attributes';
import type { ApplicantImportEntityItem } from '../data/entities/applicant-import';
import { db } from '../data/service';
import { ApiError, NotFound } from '../errors/errors';
import type { ManagerAuth } from '../http/auth';
import { getJobPosition, setCandidacy } from '../job-positions';
import { createApplicant } from './applicants';
import { continueInBackground } from './background';
import { HEADER_OF, readImportFile, type ImportRow } from './import-csv';

/** Rows per stored slice (about 5 KB): a slice is created within seconds even on DynamoDB Local. */
const SLICE_ROWS = 50;

/** Rows created at once: each is 2-3 DynamoDB rounds. */
const WAVE = 25;

/** Row errors kept on the import (more are counted in `total` but not listed). */
export const MAX_REPORTED_ERRORS = 500;

/**
 * How long one background run creates rows before it hands the rest to the next, ms: within the function's
 * 29 s Lambda timeout (`infra/constructs/function.ts`), with a wave's time to spare.
 */
export const WORK_BUDGET_MS = 15_000;

/** A slice claimed by a request that died is taken again after this long, ms. */
const CLAIM_MS = 60_000;

/**
 * An import `running` whose runs counted no rows for this long, ms, is handed on again by the next status
 * read: its chain of runs broke (more failures than Lambda's two retries). Two claims' time.
 */
const STALLED_MS = 2 * CLAIM_MS;

/** How long an import's report and slices are kept: 30 days, seconds (then TTL). */
const KEEP_SECONDS = 30 * 24 * 3600;

/** The import as the API answers it. */
export function toImportDto(item: ApplicantImportEntityItem): ApplicantImport {
  const { importId, status, total, processed, created, duplicates, errors, createdAt } = item;
  return { id: importId, status, total, processed, created, duplicates, errors, createdAt };
}

/**
 * Creates one row's applicant; an e-mail the organization already has is a duplicate.
 * @returns the new applicant's id, or `duplicate`.
 */
async function createRow(orgId: string, row: ImportRow): Promise<string | 'duplicate'> {
  const { line: _line, jobPositionId: _p, ...input } = row;
  try {
    return (await createApplicant(orgId, input)).id;
  } catch (error) {
    if (error instanceof ApiError && error.details?.[EXISTING_APPLICANT_DETAIL]) return 'duplicate';
    throw error;
  }
}

/**
 * Creates the rows of the import's slices, oldest first, until `deadline` (epoch ms): claims a slice with
 * a conditional write, creates its rows 25 at a time (their candidacies one after another, as each moves
 * the position's candidate count) while time is left, adds their counts to the import and removes the
 * slice, or puts back the rows it did not reach. The import is `done` once every row is counted.
 * @returns whether slices are left (false: the import is finished).
 */
async function work(orgId: string, importId: string, deadline: number): Promise<boolean> {
  while (clock.now() < deadline) {
    const now = clock.now();
    const { data: slices } = await db.entities.applicantImportSlice.query
      .byImport({ importId })
      .go({ limit: 4 });
    if (!slices.length) return false;
    const slice = slices.find((s) => s.claimedUntil < now);
    if (!slice) {
      // Every slice within reach is claimed (a run that died holds it): wait for the claim to end.
      const until = Math.min(...slices.map((s) => s.claimedUntil)) + 1;
      if (until >= deadline) return true;
      await new Promise((resolve) => setTimeout(resolve, until - now));
      continue;
    }
    try {
      await db.entities.applicantImportSlice
        .patch({ importId, sliceNo: slice.sliceNo })
        .set({ claimedUntil: now + CLAIM_MS })
        .where((a, op) => op.eq(a.claimedUntil, slice.claimedUntil))
        .go();
    } catch {
      continue; // another run took it
    }
    const rows = JSON.parse(slice.rows) as ImportRow[];
    let created = 0;
    let duplicates = 0;
    let done = 0;
    while (done < rows.length && (done === 0 || clock.now() < deadline)) {
      const wave = rows.slice(done, done + WAVE);
      const outcomes = await Promise.all(wave.map((row) => createRow(orgId, row)));
      for (const [i, outcome] of outcomes.entries()) {
        if (outcome === 'duplicate') {
          duplicates++;
          continue;
        }
        created++;
        const row = wave[i]!;
        if (row.jobPositionId) await setCandidacy(orgId, outcome, row.jobPositionId);
      }
      done += wave.length;
    }
    const { data } = await db.entities.applicantImport
      .patch({ orgId, importId })
      .add({ created, duplicates, processed: done })
      .set({ movedAt: clock.now() })
      .go({ response: 'all_new' });
    // Out of time within the slice: the rows not reached go back, for the next run.
    if (done < rows.length)
      await db.entities.applicantImportSlice
        .patch({ importId, sliceNo: slice.sliceNo })
        .set({ rows: JSON.stringify(rows.slice(done)), claimedUntil: 0 })
        .go();
    else await db.entities.applicantImportSlice.delete({ importId, sliceNo: slice.sliceNo }).go();
    if (data && data.processed >= data.total && data.status === 'running')
      await db.entities.applicantImport.patch({ orgId, importId }).set({ status: 'done' }).go();
  }
  return true;
}

/**
 * One background run of an import (docs/decisions/0158-applicant-import-in-the-background.md): creates
 * rows for up to `budgetMs` (at most {@link WORK_BUDGET_MS}), then, while slices are left, hands the rest
 * to the next run ({@link continueInBackground}). Two runs never create one slice: each is claimed first.
 */
export async function runImportWork(
  task: { orgId: string; importId: string },
  budgetMs: number = WORK_BUDGET_MS,
): Promise<void> {
  const left = await work(task.orgId, task.importId, clock.now() + Math.min(budgetMs, WORK_BUDGET_MS));
  if (left) await continueInBackground(task, runImportWork, WORK_BUDGET_MS);
}

/**
 * Imports applicants from a CSV file into the caller's organization (docs/product.md#applicant-import,
 * docs/decisions/0157-applicant-import-in-slices.md). The whole file is read and checked first
 * (`readImportFile`): refused rows are listed with their line and column, an e-mail an earlier row has is
 * a duplicate, and so is a row naming a job position the organization does not have. The rest is stored
 * in slices, whose applicants are created in the background ({@link runImportWork}), with nobody reading
 * the import; the status read only reports. An e-mail the organization already has is counted as a duplicate, not created.
 * The request counts once against the organization's write share, whatever the number of rows.
 * @returns the import, `running` or `done`.
 * @throws ValidationFailed (400) for a file that cannot be read (nothing is written then).
 */
export async function importApplicants(auth: ManagerAuth, csv: string): Promise<ApplicantImport> {
  const file = readImportFile(csv);
  const orgId = auth.orgId;
  const positions = [...new Set(file.rows.flatMap((r) => (r.jobPositionId ? [r.jobPositionId] : [])))];
  const known = new Set(
    (
      await Promise.all(
        positions.map((id) =>
          getJobPosition(orgId, id).then(
            () => id,
            () => undefined,
          ),
        ),
      )
    ).filter(Boolean),
  );
  const errors: ImportRowError[] = [...file.errors];
  const rows = file.rows.filter((r) => {
    if (!r.jobPositionId || known.has(r.jobPositionId)) return true;
    errors.push({ row: r.line, field: HEADER_OF.jobPositionId, message: 'No such job position' });
    return false;
  });
  errors.sort((a, b) => a.row - b.row);
  const now = clock.now();
  const importId = newId();
  const expiresAt = Math.floor(now / 1000) + KEEP_SECONDS;
  const refused = file.total - file.rows.length - file.duplicates + (file.rows.length - rows.length);
  const slices: ImportRow[][] = [];
  for (let i = 0; i < rows.length; i += SLICE_ROWS) slices.push(rows.slice(i, i + SLICE_ROWS));
  await Promise.all(
    slices.map((slice, sliceNo) =>
      db.entities.applicantImportSlice
        .create({ importId, sliceNo, orgId, rows: JSON.stringify(slice), claimedUntil: 0, expiresAt })
        .go(),
    ),
  );
  await db.entities.applicantImport
    .create({
      orgId,
      importId,
      status: rows.length ? 'running' : 'done',
      total: file.total,
      processed: file.duplicates + refused,
      created: 0,
      duplicates: file.duplicates,
      errors: errors.slice(0, MAX_REPORTED_ERRORS),
      byUserId: auth.userId,
      movedAt: now,
      expiresAt,
    })
    .go();
  if (rows.length) await continueInBackground({ orgId, importId }, runImportWork, WORK_BUDGET_MS);
  return getImport(orgId, importId);
}

/**
 * One import of the caller's organization, as far as its background runs got. A read that finds it
 * `running` but unmoved for {@link STALLED_MS} hands it on again, once (a conditional write on `movedAt`).
 * @throws NotFound (404) otherwise.
 */
export async function getImport(orgId: string, importId: string): Promise<ApplicantImport> {
  const { data } = await db.entities.applicantImport.get({ orgId, importId }).go({ consistent: true });
  if (!data) throw new NotFound('import');
  const now = clock.now();
  if (data.status === 'running' && data.movedAt !== undefined && now - data.movedAt > STALLED_MS) {
    const restarted = await db.entities.applicantImport
      .patch({ orgId, importId })
      .set({ movedAt: now })
      .where((a, op) => op.eq(a.movedAt, data.movedAt!))
      .go()
      .then(
        () => true,
        () => false,
      );
    if (restarted) await continueInBackground({ orgId, importId }, runImportWork, WORK_BUDGET_MS);
  }
  return toImportDto(data);
}

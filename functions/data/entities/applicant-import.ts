import type { EntityItem } from 'electrodb';
import { entity } from '../entity-options';
import { createdAt } from '../attributes';

/**
 * One bulk import of applicants from a CSV file (`POST /api/applicants/import`): its counts and the rows
 * it refused, written as it runs so the page shows its progress (docs/decisions/0157-applicant-import-in-slices.md).
 * Keyed by organization; kept 30 days (TTL).
 */
export const ApplicantImportItem = entity({
  model: { entity: 'applicantImport', version: '1', service: 'hiring' },
  attributes: {
    orgId: { type: 'string', required: true, readOnly: true },
    importId: { type: 'string', required: true, readOnly: true },
    status: { type: ['running', 'done', 'failed'] as const, required: true },
    total: { type: 'number', required: true },
    processed: { type: 'number', required: true },
    created: { type: 'number', required: true },
    duplicates: { type: 'number', required: true },
    /** At most `MAX_REPORTED_ERRORS` of them: `{ row, field, message }`. */
    errors: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          row: { type: 'number', required: true },
          field: { type: 'string', required: true },
          message: { type: 'string', required: true },
        },
      },
    },
    byUserId: { type: 'string', required: true, readOnly: true },
    /** When a background run last counted rows (or the import started), epoch ms (decision record 0158). */
    movedAt: { type: 'number' },
    /** Epoch seconds; the table's TTL attribute. */
    expiresAt: { type: 'number', required: true, readOnly: true },
    createdAt,
  },
  indexes: {
    byOrg: {
      pk: { field: 'pk', composite: ['orgId'] },
      sk: { field: 'sk', composite: ['importId'] },
    },
  },
});
export type ApplicantImportEntityItem = EntityItem<typeof ApplicantImportItem>;

/**
 * Rows of an import still to be created, about 250 per slice, in file order: removed once created. A
 * slice is claimed (`claimedUntil`, epoch ms) by the request that creates its rows, so two requests never
 * create one slice at once; a claim that outlived its request is taken again. A request out of time puts
 * back the rows it did not reach and releases the claim. Kept 30 days (TTL).
 */
export const ApplicantImportSlice = entity({
  model: { entity: 'applicantImportSlice', version: '1', service: 'hiring' },
  attributes: {
    importId: { type: 'string', required: true, readOnly: true },
    sliceNo: { type: 'number', required: true, readOnly: true },
    orgId: { type: 'string', required: true, readOnly: true },
    /** `[{ line, firstName, lastName, email, jobTitle, jobPositionId? }]` as JSON. */
    rows: { type: 'string', required: true },
    claimedUntil: { type: 'number', required: true },
    /** Epoch seconds; the table's TTL attribute. */
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byImport: {
      pk: { field: 'pk', composite: ['importId'] },
      sk: { field: 'sk', composite: ['sliceNo'] },
    },
  },
});

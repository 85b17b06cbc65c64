import * as z from 'zod';
import { IdSchema } from './common';

/**
 * Bulk import of applicants from a CSV file (docs/product.md#applicant-import). The file's first line
 * names the columns: first name, last name, e-mail, job title, and optionally job position (a job
 * position's id, to add the applicant to it as a candidate). Headers are matched without regard to case,
 * spaces, dashes or underscores (`First name`, `first_name`, `firstName`).
 */

/** Most data rows one import takes. */
export const MAX_IMPORT_ROWS = 5000;

/** Largest CSV one import takes, characters: 5,000 rows of about 400 characters. */
export const MAX_IMPORT_CSV_CHARS = 2_000_000;

export const ApplicantImportRequestSchema = z.object({
  csv: z
    .string()
    .min(1, 'The file is empty')
    .max(MAX_IMPORT_CSV_CHARS, `At most ${MAX_IMPORT_CSV_CHARS} characters`),
});

/** A row that was not imported: its line in the file (the header is line 1), the column, and why. */
export const ImportRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const ApplicantImportSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  /** Data rows in the file. */
  total: z.number().int(),
  /** Rows looked at so far (equals `total` once done): the progress bar's value. */
  processed: z.number().int(),
  created: z.number().int(),
  /** Rows whose e-mail an applicant of the organization (or an earlier row) already has: not created. */
  duplicates: z.number().int(),
  errors: z.array(ImportRowErrorSchema),
  createdAt: z.string(),
});
export type ApplicantImport = z.infer<typeof ApplicantImportSchema>;

export const ImportParamsSchema = z.object({ id: IdSchema });

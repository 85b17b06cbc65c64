import { parse } from 'csv-parse/sync';
import type { ImportRowError } from '../../shared/schemas/applicant-import';
import { MAX_IMPORT_ROWS } from '../../shared/schemas/applicant-import';
import { ApplicantInputSchema } from '../../shared/schemas/applicant';
import { ValidationFailed } from '../errors/errors';

/** Our fields by normalised header (lower case, letters only). */
const COLUMNS: Record<string, Field> = {
  firstname: 'firstName',
  lastname: 'lastName',
  email: 'email',
  emailaddress: 'email',
  jobtitle: 'jobTitle',
  jobposition: 'jobPositionId',
  jobpositionid: 'jobPositionId',
};
type Field = 'firstName' | 'lastName' | 'email' | 'jobTitle' | 'jobPositionId';
const REQUIRED = ['firstName', 'lastName', 'email', 'jobTitle'] as const;

/** How the report names a column: as the documentation does. */
export const HEADER_OF: Record<Field, string> = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'e-mail',
  jobTitle: 'job title',
  jobPositionId: 'job position',
};

/** A row that passed the applicant schema: its line in the file (the header is line 1) and its fields. */
export interface ImportRow {
  line: number;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
  jobPositionId?: string;
}

/** What a file holds: the rows to create, the rows refused, and the rows whose e-mail an earlier row has. */
export interface ReadFile {
  total: number;
  rows: ImportRow[];
  errors: ImportRowError[];
  duplicates: number;
}

/**
 * Reads and checks a CSV file with csv-parse (RFC 4180 quoting, a UTF-8 byte-order mark, CRLF or LF
 * lines; the first line names the columns): each row against the applicant schema (`ApplicantInputSchema`),
 * and an e-mail (any case) that an earlier row has as a duplicate. Nothing is written.
 * @throws ValidationFailed (400, `csv`) for a file that is not CSV, lacks a required column or has more
 *   than {@link MAX_IMPORT_ROWS} rows.
 */
export function readImportFile(csv: string): ReadFile {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    throw new ValidationFailed({ csv: [`Not a CSV file: ${(error as Error).message}`] });
  }
  const [header, ...cells] = records;
  if (!header) throw new ValidationFailed({ csv: ['The file is empty'] });
  const fields = header.map((h) => COLUMNS[h.toLowerCase().replace(/[^a-z]/g, '')]);
  const missing = REQUIRED.filter((f) => !fields.includes(f));
  if (missing.length)
    throw new ValidationFailed({ csv: [`Missing columns: ${missing.map((f) => HEADER_OF[f]).join(', ')}`] });
  if (cells.length > MAX_IMPORT_ROWS)
    throw new ValidationFailed({
      csv: [`At most ${MAX_IMPORT_ROWS} rows per file; this one has ${cells.length}`],
    });
  const file: ReadFile = { total: cells.length, rows: [], errors: [], duplicates: 0 };
  const seen = new Set<string>();
  cells.forEach((values, i) => {
    const line = i + 2;
    const raw: Partial<Record<Field, string>> = {};
    fields.forEach((f, c) => {
      if (f && values[c]) raw[f] = values[c];
    });
    const { jobPositionId, ...applicant } = raw;
    const parsed = ApplicantInputSchema.safeParse(applicant);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        file.errors.push({ row: line, field: HEADER_OF[field] ?? String(field), message: issue.message });
      }
      return;
    }
    const { firstName, lastName, email, jobTitle } = parsed.data;
    if (seen.has(email)) {
      file.duplicates++;
      return;
    }
    seen.add(email);
    file.rows.push({
      line,
      firstName,
      lastName,
      email,
      jobTitle,
      ...(jobPositionId ? { jobPositionId } : {}),
    });
  });
  return file;
}

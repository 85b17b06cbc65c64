/**
 * A 5,000-row applicant import (`npm run bench -- import`, docs/decisions/0157-applicant-import-in-slices.md):
 * the local stack on the emulators, a CSV of 5,000 rows with 5 duplicate e-mails and 5 refused rows,
 * started with one request and followed by status reads every second, as the page does. Prints the rows
 * created, duplicates, refused rows, 429 answers and the time, each next to its budget.
 */
import { startTestStack } from '../tests/support/stack';

/** Rows of the file. */
const ROWS = 5000;
/** 429 answers the manager may get: the import counts once against the write share. */
const TOO_MANY_BUDGET = 0;
/** Time to the last row on DynamoDB Local, ms: the emulator's transactions, not the cloud's. */
const TIME_BUDGET_MS = 20 * 60_000;

/** The file: every 1,000th row repeats the previous e-mail, and every 1,000th (offset 500) lacks a last name. */
export function importFile(stamp: number): string {
  const lines = ['First name,Last name,E-mail,Job title'];
  for (let i = 0; i < ROWS; i++) {
    const email = `row${i % 1000 === 999 ? i - 1 : i}-${stamp}@import.example`;
    lines.push(`Name${i},${i % 1000 === 500 ? '' : `Surname${i}`},${email},"Engineer, Platform"`);
  }
  return lines.join('\r\n');
}

/** Starts a stack on `offset`'s ports, imports the file as the demo manager and prints the figures. */
export async function applicantImport(offset: number): Promise<void> {
  const { provided, teardown } = await startTestStack(
    {
      web: 5173 + offset,
      api: 3001 + offset,
      dynamodb: 8000 + offset,
      cognito: 9229 + offset,
      ses: 8005 + offset,
    },
    true,
    'source',
  );
  let tooMany = 0;
  try {
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const res = await fetch(provided.apiUrl + path, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (res.status === 429) tooMany++;
      return { status: res.status, body: await res.json() };
    };
    const { body: login } = await call('POST', '/api/account/login', undefined, {
      email: provided.demoEmail,
      password: provided.demoPassword,
    });
    const start = performance.now();
    const started = await call('POST', '/api/applicants/import', login.accessToken, {
      csv: importFile(Date.now()),
    });
    if (started.status !== 202)
      throw new Error(`import answered ${started.status}: ${JSON.stringify(started.body)}`);
    let report = started.body;
    // The rows are created in the background; these reads only report (every 5 s, as a page left open).
    while (report.status === 'running') {
      await new Promise((r) => setTimeout(r, 5000));
      const read = await call('GET', `/api/applicants/import/${started.body.id}`, login.accessToken);
      if (read.status !== 200)
        throw new Error(`a status read answered ${read.status}: ${JSON.stringify(read.body)}`);
      report = read.body;
    }
    const ms = performance.now() - start;
    const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');
    console.log('\nApplicant import of 5,000 rows (local API on DynamoDB Local)');
    console.log(
      `  status ${report.status}: created ${report.created} (expected 4990), duplicates ${report.duplicates} (expected 5), refused rows ${report.errors.length} (expected 5)`,
    );
    console.log(`  429 answers: ${tooMany} (budget ${TOO_MANY_BUDGET}) ${mark(tooMany <= TOO_MANY_BUDGET)}`);
    console.log(
      `  time to the last row: ${(ms / 1000).toFixed(1)} s, ${((ROWS / ms) * 1000).toFixed(1)} rows/s (budget ${TIME_BUDGET_MS / 60_000} min) ${mark(ms <= TIME_BUDGET_MS)}`,
    );
  } finally {
    await teardown();
  }
}

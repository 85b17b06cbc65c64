import { describe, expect, it } from 'vitest';
import { api, newManagerInNewOrg } from '../support/api';

/**
 * A bulk import on the synthesized stack, with IAM checked on every call: a file of one slice (50 rows,
 * `functions/applicants/import.ts`) finishes in the background, where the function invokes itself
 * asynchronously under its own role (decision record 0158). The 5,000-row figures are the bench's.
 */
describe('applicant import on the synthesized stack', () => {
  it('finishes a file in the background, with its duplicate and refused row reported', async () => {
    const { token } = await newManagerInNewOrg('Import Artifacts Org');
    const stamp = Date.now();
    const lines = ['first_name,last_name,email,job_title'];
    for (let i = 0; i < 50; i++) {
      const email = `art${i === 30 ? 0 : i}-${stamp}@example.com`;
      lines.push(`Name${i},${i === 45 ? '' : `Surname${i}`},${email},Tester`);
    }
    const started = await api('POST', '/api/applicants/import', { token, body: { csv: lines.join('\n') } });
    expect(started.status).toBe(202);
    expect(started.body.errors).toEqual([expect.objectContaining({ row: 47, field: 'last name' })]);
    let report = started.body;
    for (const until = Date.now() + 60_000; report.status !== 'done' && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      report = (await api('GET', `/api/applicants/import/${started.body.id}`, { token })).body;
    }
    expect(report).toMatchObject({ status: 'done', total: 50, processed: 50, created: 48, duplicates: 1 });
    const last = await api(
      'GET',
      `/api/applicants?email=${encodeURIComponent(`art49-${stamp}@example.com`)}`,
      {
        token,
      },
    );
    expect(last.body.items).toHaveLength(1);
  }, 90_000);
});

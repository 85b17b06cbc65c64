import { api, newManagerInNewOrg } from '../support/api';

/**
 * Waits, without reading the import, until the applicant with `email` exists (the file's last row), and
 * then for the import's last counts to be written.
 */
async function waitForApplicant(token: string, email: string): Promise<void> {
  const until = Date.now() + 100_000;
  while (Date.now() < until) {
    const found = await api('GET', `/api/applicants?email=${encodeURIComponent(email)}`, { token });
    if (found.body.items?.length) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

/** Bulk import of applicants from a CSV file (docs/product.md#applicant-import). */
describe('applicant import', () => {
  it('creates the good rows, counts duplicates by e-mail and lists refused rows by line and column', async () => {
    const { token } = await newManagerInNewOrg();
    const position = await api('POST', '/api/jobPositions', { token, body: { title: 'Data Engineer' } });
    const existing = await api('POST', '/api/applicants', {
      token,
      body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', jobTitle: 'Analyst' },
    });
    expect(existing.status).toBe(201);
    const csv = [
      '\uFEFFFirst name,Last name,E-mail,Job title,Job position',
      `Alan,Turing,alan@example.com,"Engineer, Data",${position.body.id}`,
      'Grace,,grace@example.com,Admiral,',
      'Edsger,Dijkstra,not-an-address,Professor,',
      'ADA,Lovelace,ADA@example.com,Analyst,',
      'Alan,Turing,Alan@Example.com,Engineer,',
      'Barbara,Liskov,barbara@example.com,Professor,01HZZZZZZZZZZZZZZZZZZZZZZZ',
      'Donald,Knuth,donald@example.com,Author,',
    ].join('\r\n');
    const started = await api('POST', '/api/applicants/import', { token, body: { csv } });
    expect(started.status).toBe(202);
    await waitForApplicant(token, 'donald@example.com');
    const report = await api('GET', `/api/applicants/import/${started.body.id}`, { token });
    expect(report.body).toMatchObject({ status: 'done', total: 7, processed: 7, created: 2, duplicates: 2 });
    expect(report.body.errors).toEqual([
      { row: 3, field: 'last name', message: expect.any(String) },
      { row: 4, field: 'e-mail', message: 'Enter a valid e-mail address' },
      { row: 7, field: 'job position', message: 'No such job position' },
    ]);
    const alan = await api('GET', '/api/applicants?email=alan@example.com', { token });
    expect(alan.body.items).toEqual([expect.objectContaining({ jobPositionId: position.body.id })]);
    const ada = await api('GET', '/api/applicants?email=ada@example.com', { token });
    expect(ada.body.items).toHaveLength(1);
  });

  it('refuses a file without the required columns, and another organization reading the report', async () => {
    const { token } = await newManagerInNewOrg();
    const refused = await api('POST', '/api/applicants/import', {
      token,
      body: { csv: 'name,mail\nAda,ada@example.com' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details.csv[0]).toMatch(/Missing columns: first name, last name, e-mail, job title/);
    const started = await api('POST', '/api/applicants/import', {
      token,
      body: { csv: 'first_name,last_name,email,job_title\nAda,Lovelace,ada@example.com,Analyst' },
    });
    const { token: other } = await newManagerInNewOrg();
    expect((await api('GET', `/api/applicants/import/${started.body.id}`, { token: other })).status).toBe(
      404,
    );
  });

  it('finishes a file of several slices in the background, with nobody reading the import', async () => {
    const { token } = await newManagerInNewOrg();
    const stamp = Date.now();
    const lines = ['firstName,lastName,email,jobTitle'];
    for (let i = 0; i < 120; i++) {
      const email = i % 40 === 39 ? `row${i - 1}-${stamp}@example.com` : `row${i}-${stamp}@example.com`;
      lines.push(i % 40 === 20 ? `Name${i},,${email},Tester` : `Name${i},Surname${i},${email},Tester`);
    }
    const started = await api('POST', '/api/applicants/import', { token, body: { csv: lines.join('\n') } });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'running', created: 0 });
    expect(started.body.errors).toHaveLength(3);
    // The import is never read until the file's last applicant exists: then once.
    await waitForApplicant(token, `row118-${stamp}@example.com`);
    const report = await api('GET', `/api/applicants/import/${started.body.id}`, { token });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({
      status: 'done',
      total: 120,
      processed: 120,
      created: 114,
      duplicates: 3,
    });
  }, 120_000);
});

/** An applicant as a tracking system knows them (the fields of `POST /api/applicants`). */
export interface Person {
  firstName: string;
  lastName: string;
  jobTitle: string;
  email: string;
}

/**
 * Creates the applicant and sends them an interview session, with an organization API key whose scopes
 * include `applicants:write` and `sessions:write`. The applicant gets the link and access code by e-mail.
 */
export async function sendInterview(apiUrl: string, apiKey: string, person: Person, interviewId: string) {
  const call = async (path: string, body: unknown) => {
    const res = await fetch(apiUrl + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const applicant = await call('/api/applicants', person);
  const session = await call(`/api/applicants/${applicant.id}/AddSession`, {
    applicantId: applicant.id,
    interviewId,
  });
  return { applicantId: applicant.id, sessionId: session.id };
}

import type { GreenhouseSendTest, GreenhouseStatus } from '../../shared/schemas/ats';
import { clock } from '../clock';
import { config } from '../config';
import { newId } from '../data/attributes';
import { db } from '../data/service';
import { NotFound } from '../errors/errors';
import type { ManagerAuth } from '../http/auth';
import { checkCallbackUrl } from './callback-url';
import { readCredential, storeCredential } from './credentials';
import { orderSession, readyTemplates } from './orders';

/**
 * Greenhouse's List Tests (https://developers.greenhouse.io/assessment.html, "List Tests"): the
 * organization's interview templates whose questions are written, newest first, as
 * `{ partner_test_id, partner_test_name }` (the template's topic and language).
 */
export async function listTests(orgId: string) {
  return (await readyTemplates(orgId)).map((t) => ({ partner_test_id: t.id, partner_test_name: t.name }));
}

/**
 * Greenhouse's Send Test ("Send Test"): the test is one of the organization's templates; the candidate is
 * found by e-mail or added as an applicant; a session is added and its link and access code e-mailed, as a
 * manager's AddSession does. The same test and e-mail again give the same `partner_interview_id` (the
 * session id) and send nothing: Greenhouse retries a call it saw fail. `url` is kept for the completion
 * `PATCH`; the API key Greenhouse called with (`credential`), which that `PATCH` carries back, is kept as
 * the organization's Greenhouse secret ({@link keepCredential}).
 * @throws NotFound (404) for a test the organization does not have; ValidationFailed (400) for a `url`
 *   the deployment does not call; Conflict (409) while the template's questions are being written.
 */
export async function sendTest(
  auth: ManagerAuth,
  body: GreenhouseSendTest,
  credential: string,
): Promise<{ partner_interview_id: string }> {
  const callbackUrl = checkCallbackUrl(body.url);
  await keepCredential(auth, credential);
  const { candidate } = body;
  const { sessionId } = await orderSession(
    auth,
    'greenhouse',
    body.partner_test_id,
    {
      firstName: candidate.first_name,
      lastName: candidate.last_name,
      email: candidate.email,
      phone: candidate.phone_number,
      resumeUrl: candidate.resume_url,
    },
    { callbackUrl },
  );
  return { partner_interview_id: sessionId };
}

/**
 * Keeps the key Greenhouse called with as the organization's Greenhouse secret, for the completion
 * `PATCH`: nothing is written while the stored key is the same (read through the cache), else the
 * secret gets it and the connection item its name and last 4 characters (decision record 0167).
 */
async function keepCredential(auth: ManagerAuth, credential: string): Promise<void> {
  if (!credential || (await readCredential(auth.orgId, 'greenhouse')) === credential) return;
  const secretName = await storeCredential(auth.orgId, 'greenhouse', credential);
  await db.entities.atsConnection
    .put({
      orgId: auth.orgId,
      system: 'greenhouse',
      secretName,
      keyEnding: credential.slice(-4),
      updatedBy: auth.name,
      updatedAt: new Date(clock.now()).toISOString(),
    })
    .go();
}

/** Greenhouse's names for our session states. */
const STATUS_OF = {
  open: 'in_progress',
  submitted: 'submitted',
  scoring: 'submitted',
  scoring_failed: 'submitted',
  scored: 'complete',
} as const;

/**
 * Greenhouse's Test Status ("Test Status"): `complete` once the session is scored, with `partner_score`
 * (0-100, a person's reviewed score where there is one), `partner_profile_url` (the session's page in the
 * app, which Greenhouse requires with `complete`) and `metadata`, a flat object of primitives: decision,
 * needs review, integrity flags, submitted at. Before that, the state only.
 * @throws NotFound (404) for an interview of another organization or none.
 */
export async function testStatus(orgId: string, sessionId: string): Promise<GreenhouseStatus> {
  const [{ data: session }, { data: result }] = await Promise.all([
    db.entities.session.get({ sessionId }).go(),
    db.entities.sessionResult.get({ sessionId }).go(),
  ]);
  if (!session || session.orgId !== orgId) throw new NotFound('interview');
  const expired =
    session.status === 'open' && session.dueAt !== undefined && Date.parse(session.dueAt) < clock.now();
  const status = expired ? 'expired' : STATUS_OF[session.status];
  const flagged = Object.values((session.answerSignals ?? {}) as Record<string, unknown>).filter(
    (note) => !!note,
  ).length;
  const metadata: GreenhouseStatus['metadata'] = {
    decision: session.decision ?? null,
    needs_review: result ? result.answers.some((a) => a.needsReview === true) : false,
    integrity_flags: flagged,
    submitted_at: session.submittedAt ?? null,
  };
  if (status !== 'complete') return { partner_status: status, metadata };
  return {
    partner_status: 'complete',
    partner_profile_url: `${config().APP_ORIGIN}/interviewsessions/${sessionId}`,
    partner_score: session.reviewedScore ?? session.score ?? result?.score ?? 0,
    metadata,
  };
}

/** Keeps what Greenhouse reported about one of our answers (`response_error`) for the owners, 30 days. */
export async function recordResponseError(orgId: string, body: Record<string, unknown>): Promise<void> {
  const detail = JSON.stringify(body).slice(0, 2000);
  const sessionId = typeof body.partner_interview_id === 'string' ? body.partner_interview_id : undefined;
  await db.entities.atsProblem
    .create({
      orgId,
      problemId: newId(),
      system: 'greenhouse',
      ...(sessionId ? { sessionId } : {}),
      detail,
      expiresAt: Math.floor(clock.now() / 1000) + 30 * 24 * 3600,
    })
    .go();
}

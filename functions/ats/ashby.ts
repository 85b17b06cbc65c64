import type { z } from 'zod';
import type { AshbyConnectionInputSchema, AshbyConnectionSchema, AshbyStart } from '../../shared/schemas/ats';
import { recordAudit } from '../audit';
import { clock } from '../clock';
import { db } from '../data/service';
import { AssessmentRefused, Conflict, NotFound } from '../errors/errors';
import type { ManagerAuth } from '../http/auth';
import { ashbyValue, queueAshbyUpdate } from '../webhooks';
import { checkCallbackUrl } from './callback-url';
import { removeCredential, storeCredential } from './credentials';
import { orderSession, readyTemplates } from './orders';

/**
 * Ashby's assessment.list (https://developers.ashbyhq.com/reference/assessmentlist): the organization's
 * ready interview templates as assessment types, `{ success: true, results: [...] }`.
 */
export async function listAssessments(orgId: string) {
  return {
    success: true as const,
    results: (await readyTemplates(orgId)).map((t) => ({
      assessment_type_id: t.id,
      name: t.name,
      description: `An AI-scored interview: ${t.name}`,
    })),
  };
}

/**
 * Ashby's assessment.start (https://developers.ashbyhq.com/reference/assessmentstart): orders the session as Greenhouse's Send Test does (`orderSession`), and queues
 * an `assessment.update` telling Ashby it started (`assessment_status` "Started", which Ashby stores as
 * the start time). A repeated start of the same type for the same e-mail gives the same `assessment_id`
 * (the session id) and queues nothing.
 * @throws AssessmentRefused (422, its message shown in Ashby) for a template the organization does not have
 *   or whose questions are being written (https://developers.ashbyhq.com/reference/assessmentstart).
 */
export async function startAssessment(auth: ManagerAuth, body: AshbyStart) {
  const { sessionId, added } = await orderSession(auth, 'ashby', body.assessment_type_id, {
    firstName: body.candidate.first_name,
    lastName: body.candidate.last_name,
    email: body.candidate.email,
  }).catch((error: unknown) => {
    // Ashby reads 409 as "the candidate is already being assessed" and shows a 422's message.
    if (error instanceof NotFound)
      throw new AssessmentRefused('This interview template no longer exists on the platform.');
    if (error instanceof Conflict)
      throw new AssessmentRefused(
        "This interview template's questions are still being written; start the assessment again in a minute.",
      );
    throw error;
  });
  if (added)
    await queueAshbyUpdate(auth.orgId, sessionId, {
      assessment_status: ashbyValue('status', 'Status', 'string', 'Started'),
    });
  return { success: true as const, results: { assessment_id: sessionId } };
}

/**
 * Ashby's assessment.cancel (https://developers.ashbyhq.com/reference/assessmentcancel): the assessment is
 * marked cancelled, so its result is not reported, and an `assessment.update` with `cancelled_reason`
 * confirms it; the answer is `assessment.start`'s. The applicant's session itself stays, as a manager's own.
 * @throws NotFound (404) for an assessment of another organization or none.
 */
export async function cancelAssessment(orgId: string, sessionId: string) {
  const { data } = await db.entities.atsAssessment.query.bySession({ sessionId }).go();
  const order = data.find((o) => o.orgId === orgId && o.system === 'ashby');
  if (!order) throw new NotFound('assessment');
  const answer = { success: true as const, results: { assessment_id: sessionId } };
  if (order.cancelledAt) return answer;
  await db.entities.atsAssessment
    .patch({ orgId, system: 'ashby', orderKey: order.orderKey })
    .set({ cancelledAt: new Date(clock.now()).toISOString() })
    .go();
  await queueAshbyUpdate(orgId, sessionId, {
    cancelled_reason: ashbyValue('cancelled_reason', 'Cancelled', 'string', 'Cancelled in Ashby'),
  });
  return answer;
}

type Connection = z.infer<typeof AshbyConnectionSchema>;

/** The connection as owners see it: never the key (a secret the table does not hold), its last 4 characters. */
export async function getConnection(orgId: string): Promise<Connection> {
  const { data } = await db.entities.atsConnection.get({ orgId, system: 'ashby' }).go();
  if (!data) return { connected: false };
  return { connected: true, apiUrl: data.apiUrl, keyEnding: data.keyEnding, updatedAt: data.updatedAt };
}

/**
 * Stores the organization's Ashby API key (owners only, by the route) as its secret
 * (`storeCredential`: Secrets Manager, never the table) and Ashby's API address, checked as a callback URL
 * is; the item keeps the secret's name and the key's last 4 characters. Audited (`ats.connection`),
 * without the key. The address is checked before anything is written.
 * @throws ValidationFailed (400, `url`) for an address the deployment does not call.
 */
export async function setConnection(
  auth: ManagerAuth,
  input: z.infer<typeof AshbyConnectionInputSchema>,
): Promise<Connection> {
  const apiUrl = checkCallbackUrl(input.apiUrl).replace(/\/$/, '');
  const secretName = await storeCredential(auth.orgId, 'ashby', input.apiKey);
  await db.entities.atsConnection
    .put({
      orgId: auth.orgId,
      system: 'ashby',
      secretName,
      keyEnding: input.apiKey.slice(-4),
      apiUrl,
      updatedBy: auth.name,
      updatedAt: new Date(clock.now()).toISOString(),
    })
    .go();
  await recordAudit(auth, 'ats.connection', { targetId: 'ashby', detail: `Ashby at ${apiUrl}` });
  return getConnection(auth.orgId);
}

/**
 * Removes the organization's Ashby connection (owners only, by the route): its secret is deleted at once
 * (`removeCredential`), then the item; `assessment.update`s still queued fail, named, in the owners' list
 * of problems. Audited (`ats.connection`) when there was one; removing none is not an error and writes
 * nothing.
 */
export async function removeConnection(auth: ManagerAuth): Promise<Connection> {
  await removeCredential(auth.orgId, 'ashby');
  const { data: removed } = await db.entities.atsConnection
    .delete({ orgId: auth.orgId, system: 'ashby' })
    .go({ response: 'all_old' });
  if (removed) await recordAudit(auth, 'ats.connection', { targetId: 'ashby', detail: 'Ashby key removed' });
  return { connected: false };
}

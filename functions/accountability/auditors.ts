import type { z } from 'zod';
import type { ManagerSchema } from '../../shared/schemas/team';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import type { ManagerAuth } from '../http/auth';
import { Conflict, Forbidden, NotFound } from '../errors/errors';

/**
 * Makes a member of the organization an auditor, or an auditor a member again (owner only). An auditor
 * reads the adverse-impact report and nothing else: no applicant, session or answer
 * (docs/decisions/0108-self-identification-kept-apart.md). The owner's own role never changes here.
 * @throws Forbidden for a caller who is not the owner; NotFound for someone outside the organization;
 *   Conflict for the owner, or when the membership changed meanwhile.
 */
export async function setAuditor(
  auth: ManagerAuth,
  userId: string,
  auditor: boolean,
): Promise<z.infer<typeof ManagerSchema>> {
  if (auth.role !== 'owner') throw new Forbidden('Only the owner of the organization can name auditors.');
  const { data } = await db.entities.membership.get({ userId }).go();
  if (!data || data.orgId !== auth.orgId) throw new NotFound('member');
  if (data.role === 'owner') throw new Conflict('The owner cannot be made an auditor.');
  const role = auditor ? 'auditor' : 'member';
  try {
    await db.entities.membership
      .patch({ userId })
      .set({ role })
      .where((a, op) => `${op.eq(a.orgId, auth.orgId)} AND ${op.eq(a.role, data.role)}`)
      .go();
  } catch (error) {
    if (isConditionalCheckFailed(error))
      throw new Conflict('This membership changed meanwhile. Reload and try again.');
    throw error;
  }
  return { userId, email: data.email, name: data.name, role, createdAt: data.createdAt };
}

import type { AuditAction, AuditEntry } from '../../shared/schemas/audit';
import type { Page, PageQuery } from '../../shared/schemas/common';
import { recordExpiry } from '../../shared/records';
import { clock } from '../clock';
import { pageCursor } from '../data/cursor';
import { db } from '../data/service';
import type { ManagerAuth } from '../http/auth';
import { targetHost } from '../webhooks/target';
import { Forbidden } from '../errors/errors';

/** Who did it and what it touched. */
export interface AuditFacts {
  targetId?: string;
  /** Short facts (a decision, a score); never applicant text. */
  detail?: string;
}

/**
 * The create command of one entry, for callers that write it in a transaction with the action. The entry
 * is kept for the record period (shared/records.ts), not the sessions' retention.
 */
export function auditCreate(auth: ManagerAuth, action: AuditAction, facts: AuditFacts = {}) {
  return {
    orgId: auth.orgId,
    action,
    byUserId: auth.userId,
    byName: auth.name,
    ...(facts.targetId ? { targetId: facts.targetId } : {}),
    ...(facts.detail ? { detail: facts.detail } : {}),
    expiresAt: recordExpiry(clock.now()),
  };
}

/**
 * Appends an entry to the caller's organization's audit log, after the action it records succeeded.
 * @throws the table's error: a request whose audit entry cannot be written fails rather than go unlogged.
 */
export async function recordAudit(
  auth: ManagerAuth,
  action: AuditAction,
  facts: AuditFacts = {},
): Promise<void> {
  await db.entities.auditEntry.create(auditCreate(auth, action, facts)).go();
}

/**
 * The organization's audit log, newest first, optionally one action (`GET /api/audit`). Owners only.
 * @throws Forbidden for members.
 */
export async function listAudit(
  auth: ManagerAuth,
  page: PageQuery & { action?: AuditAction },
): Promise<Page<AuditEntry>> {
  if (auth.role !== 'owner')
    throw new Forbidden('Only the owner of the organization can read the audit log.');
  const { action } = page;
  const base = db.entities.auditEntry.query.byOrg({ orgId: auth.orgId });
  const query = action ? base.where((a, op) => op.eq(a.action as never, action as never)) : base;
  const result = await query.go({ order: 'desc', limit: page.limit, cursor: pageCursor(query, page.cursor) });
  return {
    items: result.data.map((e) => ({
      id: e.auditId,
      at: e.createdAt,
      action: e.action,
      by: { userId: e.byUserId, name: e.byName },
      ...(e.targetId ? { targetId: e.targetId } : {}),
      // Entries written before decision record 0136 carried the endpoint's whole URL: its host only.
      ...(e.detail ? { detail: e.action === 'webhook.create' ? targetHost(e.detail) : e.detail } : {}),
    })),
    nextCursor: result.cursor,
  };
}

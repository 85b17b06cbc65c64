import {
  type ApplicantRequest,
  type RequestKind,
  type SessionRequests,
} from '../../shared/schemas/applicant-request';
import type { Page, PageQuery } from '../../shared/schemas/common';
import { isSubmitted } from '../../shared/session-rules';
import { clock, clockIso } from '../clock';
import { pageCursor } from '../data/cursor';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import type { ManagerAuth } from '../http/auth';
import { ApiError, Conflict, NotFound } from '../errors/errors';
import { translator } from '../i18n';
import { isPurged, type SessionItem } from '../sessions';
import { recordExpiry, recordSettings } from './records';

const DAY_MS = 24 * 60 * 60 * 1000;

type RequestItem = NonNullable<
  Awaited<ReturnType<ReturnType<typeof db.entities.applicantRequest.get>['go']>>['data']
>;

/** A stored request as the managers' list shows it. */
export function toApplicantRequest(item: RequestItem, applicantName?: string): ApplicantRequest {
  return {
    id: item.requestId,
    sessionId: item.sessionId,
    kind: item.kind,
    status: item.status,
    language: item.language,
    createdAt: item.createdAt,
    dueAt: item.dueAt,
    overdue: item.status === 'open' && Date.parse(item.dueAt) < clock.now(),
    ...(item.message ? { message: item.message } : {}),
    ...(applicantName ? { applicantName } : {}),
    ...(item.response ? { response: item.response } : {}),
    ...(item.respondedAt ? { respondedAt: item.respondedAt } : {}),
    ...(item.respondedByName ? { respondedByName: item.respondedByName } : {}),
  };
}

/**
 * Records an applicant's request about their submitted session, due the organization's request due days
 * later (`DEFAULT_REQUEST_DUE_DAYS` unless the owner chose fewer; Colorado SB 26-189: an answer
 * within 30 days), kept for its record period. Its text is the applicant's and untrusted:
 * stored, shown escaped, never logged.
 * @throws ApiError `Conflict` (409) while the session is still open.
 */
export async function createRequest(
  session: SessionItem,
  input: { kind: RequestKind; message: string },
): Promise<{ id: string; dueAt: string }> {
  if (!isSubmitted(session.status))
    throw new ApiError('Conflict', translator(session.language)('errors.RequestAfterSubmit'));
  const { recordDays, requestDueDays } = await recordSettings(session.orgId);
  const dueAt = new Date(clock.now() + requestDueDays * DAY_MS).toISOString();
  const { data } = await db.entities.applicantRequest
    .create({
      orgId: session.orgId,
      sessionId: session.sessionId,
      kind: input.kind,
      ...(input.message ? { message: input.message } : {}),
      language: session.language,
      dueAt,
      createdAt: clockIso(),
      expiresAt: recordExpiry(recordDays),
    })
    .go();
  return { id: data.requestId, dueAt };
}

/** Most requests `GET /api/session/{id}/requests` lists (newest first): far more than one applicant files. */
const SESSION_REQUESTS_LIMIT = 50;

/**
 * The requests of one session for its applicant (`GET /api/session/{id}/requests`): status and dates
 * only, newest first, with what the request form says (organization, language, days to answer).
 */
export async function sessionRequests(session: SessionItem): Promise<SessionRequests> {
  const [{ name, requestDueDays }, { data }] = await Promise.all([
    recordSettings(session.orgId),
    db.entities.applicantRequest.query
      .bySession({ sessionId: session.sessionId })
      .go({ order: 'desc', limit: SESSION_REQUESTS_LIMIT }),
  ]);
  return {
    organizationName: name,
    language: session.language,
    requestDueDays,
    requests: data.map((r) => ({
      id: r.requestId,
      kind: r.kind,
      status: r.status,
      createdAt: r.createdAt,
      dueAt: r.dueAt,
      ...(r.respondedAt ? { respondedAt: r.respondedAt } : {}),
    })),
  };
}

/**
 * The organization's requests, newest first, one page (`GET /api/requests`), with each applicant's name
 * read from their session while it is kept (one BatchGet).
 */
export async function listRequests(
  auth: ManagerAuth,
  page: PageQuery & { status?: 'open' | 'answered' },
): Promise<Page<ApplicantRequest>> {
  const base = db.entities.applicantRequest.query.byOrg({ orgId: auth.orgId });
  const status = page.status;
  const query = status ? base.where((a, op) => op.eq(a.status, status)) : base;
  const result = await query.go({ order: 'desc', limit: page.limit, cursor: pageCursor(query, page.cursor) });
  const ids = [...new Set(result.data.map((r) => r.sessionId))];
  const names = new Map<string, string>();
  if (ids.length) {
    const { data } = await db.entities.session
      .get(ids.map((sessionId) => ({ sessionId })))
      .go({ attributes: ['sessionId', 'orgId', 'applicantName', 'purgeAt'] });
    for (const s of data) if (s.orgId === auth.orgId && !isPurged(s)) names.set(s.sessionId, s.applicantName);
  }
  return {
    items: result.data.map((r) => toApplicantRequest(r, names.get(r.sessionId))),
    nextCursor: result.cursor,
  };
}

/**
 * One request of the caller's organization.
 * @throws NotFound for another organization's or an unknown id.
 */
export async function getOwnedRequest(orgId: string, requestId: string): Promise<RequestItem> {
  const { data } = await db.entities.applicantRequest.get({ orgId, requestId }).go();
  if (!data) throw new NotFound('request');
  return data;
}

/**
 * Marks an open request answered with the text a person sent, on condition it is still open, so two
 * managers answering at once send one answer between them.
 * @throws Conflict when the request was answered meanwhile.
 */
export async function closeRequest(auth: ManagerAuth, item: RequestItem, text: string): Promise<RequestItem> {
  try {
    const { data } = await db.entities.applicantRequest
      .patch({ orgId: auth.orgId, requestId: item.requestId })
      .set({
        status: 'answered',
        response: text,
        respondedAt: clockIso(),
        respondedByUserId: auth.userId,
        respondedByName: auth.name,
      })
      .where((a, op) => op.eq(a.status, 'open'))
      .go({ response: 'all_new' });
    return { ...item, ...data };
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new Conflict('This request was answered meanwhile.');
    throw error;
  }
}

import { randomUUID } from 'node:crypto';
import { FLOOD_SHARES } from '../../shared/flood-limits';
import { api, newManagerInNewOrg } from '../support/api';

/**
 * An exam room behind one address (docs/decisions/0153-cohorts-behind-one-address.md): a cohort shares
 * the school's or office's NAT, so before sign-in the door counts the address with room for 200 starting
 * at once, and once signed in every call counts the applicant's own session. Every applicant here connects
 * from the same loopback address, which the local API vouches for as the client address.
 */
const ROOM = '127.0.0.75';
const APPLICANTS = 60;

interface Seat {
  sessionId: string;
  accessCode: string;
}

let seats: Seat[];
/** The three questions' ids, shared by every session of the room. */
let q: [string, string, string];

/**
 * Open sessions of one organization, written straight into the table as the product stores them (an
 * organization mails at most 60 access codes a minute, so the API could not make a room in a test's time),
 * with three questions and no follow-ups, so saves never wait for the model.
 */
async function seedRoom(orgId: string, count: number): Promise<Seat[]> {
  const { db } = await import('../../functions/data/service');
  const { hashAccessCode, newAccessCode } = await import('../../functions/sessions/secrets');
  const { ulid } = await import('ulidx');
  const accessCode = newAccessCode();
  const { hash, salt } = await hashAccessCode(accessCode);
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const sessionId = ulid();
      await db.entities.session
        .create({
          sessionId,
          orgId,
          applicantId: ulid(),
          applicantName: `Room Applicant ${i + 1}`,
          applicantEmail: `room-${randomUUID().slice(0, 8)}@example.com`,
          interviewId: ulid(),
          topic: 'Graduate intake',
          language: 'English',
          questions: q.map((id, order) => ({
            id,
            order: order + 1,
            text: `Question ${order + 1}?`,
            keyPoints: ['a point'],
          })),
          followUps: 0,
          accessCodeHash: hash,
          accessCodeSalt: salt,
          retentionDays: 30,
          createdBy: 'seed',
          createdByName: 'Seed',
        })
        .go();
      return { sessionId, accessCode };
    }),
  );
}

/** Runs `task` over `items`, at most `width` at a time, as people arriving together do. */
async function together<T, R>(
  items: readonly T[],
  width: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]!);
      }
    }),
  );
  return results;
}

/**
 * Waits, when needed, for a window with `seconds` left: the counters are fixed one-minute windows, and a
 * flood that straddles two would be counted half in each.
 */
async function freshWindow(seconds: number) {
  const left = 60 - ((Date.now() / 1000) % 60);
  if (left < seconds) await new Promise((r) => setTimeout(r, left * 1000 + 50));
}

const save = (seat: Seat, token: string, questionId: string, response: string) =>
  api('POST', '/api/session/SaveAnswer', {
    token,
    from: ROOM,
    headers: { 'idempotency-key': randomUUID() },
    body: { sessionId: seat.sessionId, questionId, response },
  });

beforeAll(async () => {
  const { orgId } = await newManagerInNewOrg('Exam Room Org');
  const { ulid } = await import('ulidx');
  q = [ulid(), ulid(), ulid()];
  seats = await seedRoom(orgId, APPLICANTS + 1);
}, 60_000);

describe('an exam room behind one address', () => {
  it(
    'lets 60 applicants open, reload, enter their codes and save answers without a refusal',
    { timeout: 120_000 },
    async () => {
      // 240 calls at the door and 300 signed in, from one address: twice what a per-address door of 120
      // a minute and applicant share of 300 let through.
      const room = seats.slice(0, APPLICANTS);
      const statuses = await together(room, 16, async (seat) => {
        const seen: number[] = [];
        const call = async (p: Promise<{ status: number }>) => {
          const { status } = await p;
          seen.push(status);
          return status;
        };
        const intro = `/api/session/${seat.sessionId}/intro`;
        await call(api('GET', intro, { from: ROOM }));
        await call(api('GET', intro, { from: ROOM })); // a reload before the code
        const auth = await api('POST', `/api/session/${seat.sessionId}/auth`, {
          from: ROOM,
          body: { code: seat.accessCode, noticeAccepted: true },
        });
        seen.push(auth.status);
        const token = auth.body?.token as string;
        await call(api('GET', `/api/session/${seat.sessionId}`, { token, from: ROOM }));
        await call(save(seat, token, q[0], 'First answer'));
        await call(save(seat, token, q[1], 'Second answer'));
        // A reload after signing in: the intro, then the session with the answers saved so far.
        await call(api('GET', intro, { from: ROOM }));
        const view = await api('GET', `/api/session/${seat.sessionId}`, { token, from: ROOM });
        seen.push(view.status);
        const revised = await save(seat, token, q[1], 'Second answer, revised');
        seen.push(revised.status);
        const answers = view.body?.answers as { questionId: string; version: number }[];
        return { seen, versions: [...answers.map((a) => a.version), revised.body?.version as number] };
      });
      const refused = statuses.flatMap((s) => s.seen).filter((status) => status !== 200);
      expect(refused).toEqual([]);
      // Every applicant's answers are stored: two read back after the reload, then the second revised.
      for (const { versions } of statuses) expect(versions).toEqual([1, 1, 2]);
    },
  );

  it(
    'refuses the one session that floods, with Retry-After, and serves its neighbours',
    { timeout: 90_000 },
    async () => {
      const [flooder, neighbour] = [seats[APPLICANTS]!, seats[0]!];
      const enter = async (seat: Seat) =>
        (
          await api('POST', `/api/session/${seat.sessionId}/auth`, {
            from: ROOM,
            body: { code: seat.accessCode, noticeAccepted: true },
          })
        ).body.token as string;
      const [flooderToken, neighbourToken] = [await enter(flooder), await enter(neighbour)];
      await freshWindow(25);
      const path = `/api/session/${flooder.sessionId}`;
      const limit = FLOOD_SHARES.applicant.limit;
      const answered = await together(Array.from({ length: limit }), 8, () =>
        api('GET', path, { token: flooderToken, from: ROOM }).then((r) => r.status),
      );
      expect(answered.filter((s) => s !== 200)).toEqual([]);
      const refused = await save(flooder, flooderToken, q[0], 'One call too many');
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('TooManyRequests');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // The refused save stored nothing.
      const { db } = await import('../../functions/data/service');
      const stored = await db.entities.currentAnswer
        .get({ sessionId: flooder.sessionId, questionId: q[0] })
        .go();
      expect(stored.data).toBeNull();
      // A neighbour at the same address, and the door, are served as before.
      expect(
        (await api('GET', `/api/session/${neighbour.sessionId}`, { token: neighbourToken, from: ROOM }))
          .status,
      ).toBe(200);
      expect((await save(neighbour, neighbourToken, q[0], 'Still saving')).status).toBe(200);
      expect((await api('GET', `/api/session/${flooder.sessionId}/intro`, { from: ROOM })).status).toBe(200);
    },
  );
});

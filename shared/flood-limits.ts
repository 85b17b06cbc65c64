/**
 * Who a flood limit counts: the client address (IPv6 by its /64, the smallest block one subscriber gets),
 * the caller's organization, the signed-in user (before they have an organization), or the applicant's
 * session, by the applicant token the request carries (so a cohort behind one address is counted one
 * session at a time, never as one client).
 */
export type FloodKey = 'address' | 'org' | 'user' | 'session';

/** One fixed-window limit on a route: at most `limit` calls per `windowSeconds` for one key. */
export interface FloodLimit {
  /** Routes of one bucket share one counter per key (sign-in and sign-up count together). */
  bucket: string;
  per: FloodKey;
  limit: number;
  /** Window length, seconds; windows are aligned to the epoch. */
  windowSeconds: number;
}

const MINUTE = 60;

/**
 * Applicants one exam room may hold behind a single address (a school's, an office's or a test centre's
 * NAT) who all open their links within the same minute: the room the per-address limits before sign-in
 * and the WAF's applicant rule are sized for (docs/decisions/0153-cohorts-behind-one-address.md).
 */
export const EXAM_ROOM_APPLICANTS = 200;

/**
 * Calls of the session door (intro and access code) one applicant makes in the minute they start: the
 * intro on opening the link and again on each of two reloads (3), the code entered once more after a typo
 * (2), and one to spare (1).
 */
export const DOOR_CALLS_PER_APPLICANT = 6;

/**
 * The shares (docs/decisions/0077-fair-shares-under-load.md). Per address, on routes anyone can call:
 * account calls 60 a minute (a person signs in a few times a day and refreshes every 14 minutes per tab;
 * an office behind one address holds several managers), public reference documents (the API description,
 * the self-identification options) 120 a minute. The session door (the intro and the access-code check,
 * called before the applicant holds a token) 1,200 a minute per address: an exam room of
 * {@link EXAM_ROOM_APPLICANTS} applicants starting within one minute, each making
 * {@link DOOR_CALLS_PER_APPLICANT} calls (open, two reloads, a mistyped code, one spare); guessing a code
 * stays bounded by the per-session lock-out (10 wrong tries per session per 15 minutes, ASVS 2.2.1,
 * `shared/access-code.ts`), not by the address. Once signed in, an applicant's calls count per session
 * (docs/decisions/0153-cohorts-behind-one-address.md): 60 a minute, one a second, where a person saves
 * once per question (Next), re-reads the session on a reload and submits once, so a room of any size
 * behind one address is never refused, and a script holding one token is. Per organization, on the
 * manager routes that cost: AI 30 a minute (a generation is seconds of model time; no person asks for
 * more), mail 60 a minute (invitations, sessions, codes, reminders; the daily caps of decision record 0078
 * bound the day), any other write 300 a minute. Follow-up questions, asked as applicants save answers,
 * have a share of their own, 300 a minute like writes (at most one per saved answer): applicants
 * answering at once never take the managers' AI share, and a manager generating never stops follow-ups.
 */
export const FLOOD_SHARES = {
  account: { bucket: 'account', per: 'address', limit: 60, windowSeconds: MINUTE },
  sessionDoor: {
    bucket: 'session-door',
    per: 'address',
    limit: EXAM_ROOM_APPLICANTS * DOOR_CALLS_PER_APPLICANT,
    windowSeconds: MINUTE,
  },
  reference: { bucket: 'reference', per: 'address', limit: 120, windowSeconds: MINUTE },
  applicant: { bucket: 'applicant-session', per: 'session', limit: 60, windowSeconds: MINUTE },
  setup: { bucket: 'setup', per: 'user', limit: 30, windowSeconds: MINUTE },
  ai: { bucket: 'ai', per: 'org', limit: 30, windowSeconds: MINUTE },
  followUp: { bucket: 'follow-up', per: 'org', limit: 300, windowSeconds: MINUTE },
  mail: { bucket: 'mail', per: 'org', limit: 60, windowSeconds: MINUTE },
  write: { bucket: 'write', per: 'org', limit: 300, windowSeconds: MINUTE },
} as const satisfies Record<string, FloodLimit>;

const { account, sessionDoor, reference, applicant, setup, ai, mail, write } = FLOOD_SHARES;

/**
 * The flood classes a route names in the route table (`flood` of `shared/route-def.ts`): the limits
 * counted before the route's function runs (`functions/http/resource.ts`). `own`: the route's function
 * keeps a stricter limit of its own (the contact forms: 5 an hour per address,
 * docs/architecture.md#rate-limits). `read`: manager reads, bounded by the stage's throttle only. Every
 * route names one; `tests/unit/flood-limits.test.ts` checks that public routes count per address,
 * applicant routes per session and manager writes per organization (or per user before there is one).
 */
export const FLOOD_CLASSES = {
  account: [account],
  setup: [setup],
  sessionDoor: [sessionDoor],
  applicant: [applicant],
  reference: [reference],
  own: 'own',
  read: [],
  write: [write],
  mail: [mail, write],
  ai: [ai, write],
  aiMail: [ai, mail, write],
} as const satisfies Record<string, readonly FloodLimit[] | 'own'>;

/** Name of a flood class of {@link FLOOD_CLASSES}. */
export type FloodClass = keyof typeof FLOOD_CLASSES;

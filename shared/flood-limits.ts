/**
 * Who a flood limit counts: the client address (IPv6 by its /64, the smallest block one subscriber gets),
 * the caller's organization, or the signed-in user (before they have an organization).
 */
export type FloodKey = 'address' | 'org' | 'user';

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
 * The shares (docs/decisions/0077-fair-shares-under-load.md). Per address, on routes anyone can call:
 * account calls 60 a minute (a person signs in a few times a day and refreshes every 14 minutes per tab;
 * an office behind one address holds several managers), the session intro and code check 120 a minute
 * (the code itself is locked after 10 wrong tries per session), public reference documents (the API
 * description, the self-identification options) 120 a minute, the applicant's own calls 300 a minute
 * (answers save as they are typed; an office may hold several applicants). Per organization, on the
 * manager routes that cost: AI 30 a minute (a generation is seconds of model time; no person asks for
 * more), mail 60 a minute (invitations, sessions, codes, reminders; the daily caps of decision record 0078
 * bound the day), any other write 300 a minute. Follow-up questions, asked as applicants save answers,
 * have a share of their own, 300 a minute like writes (at most one per saved answer): applicants
 * answering at once never take the managers' AI share, and a manager generating never stops follow-ups.
 */
export const FLOOD_SHARES = {
  account: { bucket: 'account', per: 'address', limit: 60, windowSeconds: MINUTE },
  sessionDoor: { bucket: 'session-door', per: 'address', limit: 120, windowSeconds: MINUTE },
  reference: { bucket: 'reference', per: 'address', limit: 120, windowSeconds: MINUTE },
  applicant: { bucket: 'applicant', per: 'address', limit: 300, windowSeconds: MINUTE },
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
 * route names one; `tests/unit/flood-limits.test.ts` checks that public and applicant routes count per
 * address and manager writes per organization (or per user before there is one).
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

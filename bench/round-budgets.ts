/** What `npm run bench -- api` holds the API to: DynamoDB rounds per route, and the save it sends. */

/** Signals as the applicant's page sends them with a save: one paste, a first keystroke, time away. */
export const BENCH_SIGNALS = {
  typedChars: 30,
  pastedChars: 412,
  pasteEvents: [{ atMs: 20_000, chars: 412 }],
  firstKeyMs: 4_000,
  activeMs: 35_000,
  hiddenMs: 2_000,
  blurCount: 1,
};

/** Sequential DynamoDB rounds a warm request of each route may wait for (decision record 0057). */
export const ROUND_BUDGET: Record<string, number> = {
  'GET /api/account/me': 1,
  'GET /api/applicants': 1,
  // The applicant and its sessions side by side, then one BatchGet of the scored sessions' results.
  'GET /api/applicants/{id}': 2,
  'GET /api/interviews': 1,
  'GET /api/jobPositions': 1,
  // One page of the ranking, in order from the rank key: the position and the page, then its sessions and
  // results (decision record 0071).
  'GET /api/jobPositions/{id}/candidates': 2,
  // One Query, then one BatchGet of the scored sessions' results (decision record 0062).
  'GET /api/session': 2,
  // Server-side lists (decision record 0062): a sorted page is one Query; a search or filter at most three,
  // and the sessions list adds one BatchGet of the scored sessions' results.
  'GET /api/applicants?sort=name': 1,
  'GET /api/applicants?q=': 3,
  'GET /api/interviews?sort=title': 1,
  'GET /api/interviews?q=': 3,
  'GET /api/jobPositions?sort=title': 1,
  'GET /api/jobPositions?q=': 3,
  'GET /api/session?sort=applicantName': 2,
  'GET /api/session?q=&status=': 4,
  // A search reads the index (decision record 0100): membership and one Query, then the page's applicants.
  'GET /api/applicants?q= (10,000 applicants, no match)': 3,
  // Records who viewed the answers, so the membership is read first: membership, session, its parts (the
  // current answers only, decision record 0070), audit.
  'GET /api/session/{id}/details': 4,
  // As the web app saves, with an Idempotency-Key: the address's flood count, the applicant's token and
  // session, the current answer (read ahead, decision record 0125) and Powertools' in-progress record side
  // by side; the transaction (decision record 0070); the idempotency record completed. Without the key,
  // the first two rounds only.
  'POST /api/session/SaveAnswer': 3,
  'POST /api/session/SaveAnswer (no key)': 2,
  // A follow-up's answer: the same three, its version created in the one transaction (decision record 0126).
  'POST /api/session/SaveAnswer (follow-up)': 3,
  // The scoring worker on one session: the session; the claim beside its current answers and the
  // organization (reporting language, AI budget); the budget reserved, then settled; the result
  // transaction; the template's cost beside the candidate's rank read (two rounds), then written.
  'scoring worker (one session)': 8,
  // Membership; the write flood count; the applicant, its sessions and the event's subscribers side by
  // side; the sessions' three batched rounds; one transaction with the audit entry and the event.
  'DELETE /api/applicants/{id}': 7,
};

import type { IncomingMessage, ServerResponse } from 'node:http';
import { api } from './api';
import { receiver } from './webhooks';

/**
 * A stand-in for Greenhouse as an Assessment partner's caller, as strict as its documentation
 * (https://developers.greenhouse.io/assessment.html; each rule below names its section). It calls our
 * partner endpoints with the organization's API key as HTTP Basic's user name and an empty password,
 * hands `send_test` its own callback URL, and on the completion `PATCH` reads `test_status` at once.
 * Every broken rule is kept in {@link violations}; a test expects none.
 */
export class GreenhouseHarness {
  readonly violations: string[] = [];
  /** `test_status` answers read because a `PATCH` arrived, by `partner_interview_id`. */
  readonly completions = new Map<string, Record<string, unknown>>();
  private base = '';

  private constructor(private readonly apiKey: string) {}

  /** Starts the harness's callback receiver for an organization whose key Greenhouse was given. */
  static async start(apiKey: string): Promise<GreenhouseHarness> {
    const harness = new GreenhouseHarness(apiKey);
    const { server, base } = await receiver();
    harness.base = base;
    const path = new URL(base).pathname;
    server.on('request', (req, res) => void harness.onCallback(req, path, res));
    return harness;
  }

  /** "Authentication": HTTP Basic over the partner's endpoints, the key as user name, no password. */
  private get authorization() {
    return `Basic ${Buffer.from(`${this.apiKey}:`).toString('base64')}`;
  }

  private call(method: string, path: string, body?: unknown) {
    return api(method, `/api/ats/greenhouse/${path}`, {
      headers: { authorization: this.authorization },
      ...(body === undefined ? {} : { body }),
    });
  }

  /** "List Tests": an array of `{ partner_test_id, partner_test_name }`, both strings. */
  async listTests(): Promise<{ partner_test_id: string; partner_test_name: string }[]> {
    const answer = await this.call('GET', 'list_tests');
    if (answer.status !== 200) throw new Error(`list_tests answered ${answer.status}`);
    if (!Array.isArray(answer.body)) this.violations.push('list_tests: the answer is not an array');
    for (const t of answer.body as Record<string, unknown>[])
      if (typeof t.partner_test_id !== 'string' || typeof t.partner_test_name !== 'string')
        this.violations.push('list_tests: a test lacks a string partner_test_id or partner_test_name');
    return answer.body;
  }

  /**
   * "Send Test": the test, the candidate and `url`, where the partner `PATCH`es on completion; the answer
   * is `{ partner_interview_id }`.
   */
  async sendTest(
    partnerTestId: string,
    candidate: { first_name: string; last_name: string; email: string },
  ): Promise<string> {
    const answer = await this.call('POST', 'send_test', {
      partner_test_id: partnerTestId,
      candidate: { ...candidate, greenhouse_profile_url: 'https://app.greenhouse.io/people/42' },
      url: `${this.base}/assessment/complete/${encodeURIComponent(candidate.email)}`,
    });
    if (answer.status !== 200)
      throw new Error(`send_test answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    if (typeof answer.body.partner_interview_id !== 'string')
      this.violations.push('send_test: no partner_interview_id string');
    return answer.body.partner_interview_id;
  }

  /**
   * "Test Status": once `partner_status` is `complete`, `partner_profile_url` is required; `metadata` is a
   * flat object whose values are strings, numbers, booleans or null; `partner_score` is a number.
   */
  async testStatus(interviewId: string): Promise<Record<string, unknown>> {
    const answer = await this.call('GET', `test_status?partner_interview_id=${interviewId}`);
    if (answer.status !== 200) throw new Error(`test_status answered ${answer.status}`);
    const s = answer.body as Record<string, unknown>;
    if (typeof s.partner_status !== 'string') this.violations.push('test_status: no partner_status');
    if (s.partner_status === 'complete') {
      if (typeof s.partner_profile_url !== 'string' || !/^https?:\/\//.test(s.partner_profile_url))
        this.violations.push('test_status: complete without a partner_profile_url');
      if (s.partner_score !== undefined && typeof s.partner_score !== 'number')
        this.violations.push('test_status: partner_score is not a number');
    }
    const metadata = s.metadata;
    if (metadata !== undefined) {
      if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))
        this.violations.push('test_status: metadata is not an object');
      else
        for (const [k, v] of Object.entries(metadata))
          if (v !== null && !['string', 'number', 'boolean'].includes(typeof v))
            this.violations.push(`test_status: metadata.${k} is not a primitive`);
    }
    return s;
  }

  /**
   * The completion callback ("Send Test", `url`): a `PATCH`, with the Basic credentials Greenhouse used and
   * no body; Greenhouse reads `test_status` immediately instead of at its next hourly poll.
   */
  private async onCallback(req: IncomingMessage, path: string, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const match = /^\/assessment\/complete\/(.+)$/.exec((req.url ?? '').slice(path.length));
    if (req.method !== 'PATCH') this.violations.push(`callback: ${req.method}, not PATCH`);
    if (req.headers.authorization !== this.authorization)
      this.violations.push('callback: not the Basic credentials Greenhouse called with');
    if (Buffer.concat(chunks).length) this.violations.push('callback: the PATCH has a body');
    if (!match || req.headers.authorization !== this.authorization) {
      res.writeHead(401).end();
      return;
    }
    res.writeHead(200).end();
    const email = decodeURIComponent(match[1]!);
    const id = this.sent.get(email);
    if (!id) return void this.violations.push(`callback: for a candidate never sent a test (${email})`);
    this.completions.set(id, await this.testStatus(id));
  }

  /** Interviews sent, by candidate e-mail, so a callback finds its interview as Greenhouse does by URL. */
  private readonly sent = new Map<string, string>();

  /** {@link sendTest}, remembering the interview for its callback. */
  async send(partnerTestId: string, candidate: { first_name: string; last_name: string; email: string }) {
    const id = await this.sendTest(partnerTestId, candidate);
    this.sent.set(candidate.email, id);
    return id;
  }
}

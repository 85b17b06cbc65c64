import type { IncomingMessage, ServerResponse } from 'node:http';
import { api } from './api';
import { receiver } from './webhooks';

/** One `assessment.update` Ashby accepted. */
export type AshbyUpdate = Record<string, unknown> & { assessment_id: string; timestamp: number };

/** The types an assessment data value may have (the reference's `AssessmentDataValue.type`). */
const VALUE_TYPES = ['numeric_score', 'numeric_duration_minutes', 'url', 'string', 'boolean_success'];

/**
 * A stand-in for Ashby's side of its Assessments partner API, as strict as its documentation
 * (https://developers.ashbyhq.com/docs/creating-an-assessments-integration, the reference pages
 * https://developers.ashbyhq.com/reference/assessmentlist, /assessmentstart, /assessmentcancel and
 * https://developers.ashbyhq.com/docs/assessmentupdate; each rule below names its source). It calls our
 * partner endpoints with the organization's API key as HTTP Basic's user name, and serves
 * `assessment.update`, refusing what Ashby refuses with `{ success: false, errors }`. Every broken rule is
 * kept in {@link violations}; a test expects none.
 */
export class AshbyHarness {
  readonly violations: string[] = [];
  /** Accepted updates, by `assessment_id`, in order. */
  readonly updates = new Map<string, AshbyUpdate[]>();
  /** Ashby's API address, as the owner stores it with the key. */
  apiUrl = '';

  private constructor(
    private readonly partnerKey: string,
    /** The Ashby API key the organization stores (Ashby's own credential). */
    readonly ashbyKey: string,
  ) {}

  static async start(partnerKey: string): Promise<AshbyHarness> {
    const harness = new AshbyHarness(partnerKey, `ashby-${Date.now()}-key`);
    const { server, base } = await receiver();
    harness.apiUrl = base;
    const path = new URL(base).pathname;
    server.on('request', (req, res) => void harness.onUpdate(req, path, res));
    return harness;
  }

  private call(name: string, body: unknown = {}) {
    return api('POST', `/api/ats/ashby/${name}`, {
      headers: { authorization: `Basic ${Buffer.from(`${this.partnerKey}:`).toString('base64')}` },
      body,
    });
  }

  /**
   * assessment.list ("assessmentlist" reference): `{ success: true, results: [{ assessment_type_id, name,
   * description }] }`, the types a user picks from.
   */
  async list(): Promise<{ assessment_type_id: string; name: string }[]> {
    const answer = await this.call('assessment.list');
    if (answer.status !== 200) throw new Error(`assessment.list answered ${answer.status}`);
    if (answer.body.success !== true || !Array.isArray(answer.body.results))
      this.violations.push('assessment.list: not { success: true, results: [...] }');
    return answer.body.results ?? [];
  }

  /**
   * assessment.start ("assessmentstart" reference): the body Ashby sends, with everything it marks
   * required (the type; the candidate's `ashby_id`, names, e-mail and `ashby_profile_url`; the
   * application's `ashby_id` and `status`; the job's `ashby_id`, `name` and `ashby_job_url`). The answer
   * must be `{ success: true, results: { assessment_id } }`.
   */
  async start(typeId: string, candidate: { first_name: string; last_name: string; email: string }) {
    const n = Date.now();
    const answer = await this.call('assessment.start', {
      assessment_type_id: typeId,
      candidate: {
        ...candidate,
        ashby_id: `cand-${n}`,
        ashby_profile_url: `https://app.ashbyhq.com/candidates/cand-${n}`,
      },
      application: { ashby_id: `app-${n}`, status: 'Active' },
      job: { ashby_id: `job-${n}`, name: 'Engineer', ashby_job_url: `https://app.ashbyhq.com/jobs/job-${n}` },
    });
    if (answer.status !== 200) throw new Error(`assessment.start answered ${answer.status}`);
    const id = answer.body.results?.assessment_id as unknown;
    if (answer.body.success !== true || typeof id !== 'string')
      this.violations.push('assessment.start: not { success: true, results: { assessment_id } }');
    return id as string;
  }

  /**
   * assessment.cancel ("assessmentcancel" reference): `{ assessment_id }`; a success answers as
   * assessment.start does.
   */
  async cancel(assessmentId: string) {
    const answer = await this.call('assessment.cancel', { assessment_id: assessmentId });
    if (answer.status === 200 && (answer.body.success !== true || !answer.body.results?.assessment_id))
      this.violations.push('assessment.cancel: not { success: true, results: { assessment_id } }');
    return answer;
  }

  private refuse(res: ServerResponse, rule: string) {
    this.violations.push(`assessment.update: ${rule}`);
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ success: false, errors: [rule] }));
  }

  /** POST /assessment.update ("assessment.update" reference page). */
  private async onUpdate(req: IncomingMessage, path: string, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    // Authentication: HTTP Basic, the API key as user name and no password (Ashby API reference).
    if (req.headers.authorization !== `Basic ${Buffer.from(`${this.ashbyKey}:`).toString('base64')}`) {
      this.violations.push('assessment.update: not the organization’s Ashby API key as HTTP Basic');
      res.writeHead(401).end();
      return;
    }
    if (req.method !== 'POST' || req.url !== `${path}/assessment.update`)
      return this.refuse(res, `${req.method} ${req.url}`);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return this.refuse(res, 'the body is not JSON');
    }
    // Body params: assessment_id and timestamp (ms since the epoch) are required.
    if (typeof body.assessment_id !== 'string') return this.refuse(res, 'assessment_id is required');
    if (typeof body.timestamp !== 'number' || body.timestamp < 1e12)
      return this.refuse(res, 'timestamp must be milliseconds since the epoch');
    // "assessment_status is required unless cancelled_reason is provided."
    if (!body.assessment_status && !body.cancelled_reason)
      return this.refuse(res, 'assessment_status is required unless cancelled_reason is provided');
    // "assessment_profile_url … Required when assessment_result is set." and "should always be of type url".
    if (body.assessment_result && !body.assessment_profile_url)
      return this.refuse(res, 'assessment_profile_url is required with assessment_result');
    // Every data value has an identifier, a label, a type and a value (the "About the /assessment.update
    // Payload" section; the reference's AssessmentDataValue requires all four, its type one of VALUE_TYPES).
    for (const field of [
      'assessment_status',
      'assessment_result',
      'assessment_profile_url',
      'cancelled_reason',
    ]) {
      const value = body[field] as
        { identifier?: unknown; label?: unknown; value?: unknown; type?: unknown } | undefined;
      if (value === undefined || value === null) continue;
      if (
        typeof value.identifier !== 'string' ||
        typeof value.label !== 'string' ||
        value.value === undefined ||
        !VALUE_TYPES.includes(String(value.type))
      )
        return this.refuse(res, `${field} is not an identified, labelled value of a known type`);
    }
    const profile = body.assessment_profile_url as { value?: unknown; type?: unknown } | undefined;
    if (profile && (profile.type !== 'url' || !/^https?:\/\//.test(String(profile.value))))
      return this.refuse(res, 'assessment_profile_url must be of type url');
    const list = this.updates.get(body.assessment_id) ?? [];
    list.push(body as AshbyUpdate);
    this.updates.set(body.assessment_id, list);
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ success: true, results: {} }));
  }
}

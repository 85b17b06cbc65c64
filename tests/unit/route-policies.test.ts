import * as z from 'zod';
import { bodySizeLimit } from '../../functions/http/body-size';
import { errorToResponse } from '../../functions/http/error-mapper';
import { DEFAULT_MAX_BODY_BYTES } from '../../shared/route-def';
import { MAX_ANSWER_LENGTH } from '../../shared/schemas/common';
import { MAX_REQUEST_RESPONSE_LENGTH } from '../../shared/schemas/applicant-request';
import { MAX_PASTE_EVENTS } from '../../shared/schemas/integrity-signals';
import { MAX_KEY_POINTS } from '../../shared/schemas/interview-template';
import { MAX_QUESTION_COUNT } from '../../shared/interview-options';
import { routes, type RouteDef, type RouteName } from '../../shared/routes';

const entries = Object.entries(routes) as [RouteName, RouteDef][];
const shapeOf = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
/** A text of `n` characters that takes 3 bytes each in UTF-8 (as Japanese or Chinese does). */
const wide = (n: number) => '語'.repeat(n);
const ID = '01HZY0D7A3K4V5W6X7Y8Z9ABCD';

/** The body a route receives as bytes, after its schema accepts it. */
function validBytes(name: RouteName, body: unknown): number {
  const def = routes[name] as RouteDef;
  expect(def.body!.safeParse(body).success, name).toBe(true);
  return Buffer.byteLength(JSON.stringify(body), 'utf8');
}
const limitOf = (name: RouteName) => (routes[name] as RouteDef).maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

describe('route policies in the route table', () => {
  it('names, on every applicant route, a session id its schema holds', () => {
    for (const [name, def] of entries.filter(([, d]) => d.access === 'applicant')) {
      const [part, field] = def.session!.split('.') as ['params' | 'body', string];
      expect(shapeOf(def[part]), name).toContain(field);
    }
  });

  it('keys idempotency on fields of the body', () => {
    for (const [name, def] of entries.filter(([, d]) => d.idempotency)) {
      const fields = shapeOf(def.body);
      for (const field of [...def.idempotency!.scope, def.idempotency!.payload])
        expect(fields, name).toContain(field);
    }
  });

  it('marks the GETs that record who viewed something', () => {
    const audited = entries.filter(([, d]) => d.auditsRead).map(([n]) => n);
    expect(audited).toEqual(
      expect.arrayContaining(['exportApplicant', 'getSessionDetails', 'getAdverseImpactReport']),
    );
    for (const name of audited) expect((routes[name] as RouteDef).method, name).toBe('GET');
  });
});

describe('body limits', () => {
  it('takes the longest answer in a wide script with the most integrity signals', () => {
    const body = {
      sessionId: ID,
      questionId: ID,
      response: wide(MAX_ANSWER_LENGTH),
      signals: {
        typedChars: 1,
        pastedChars: 1,
        pasteEvents: Array.from({ length: MAX_PASTE_EVENTS }, (_, i) => ({ atMs: i, chars: 1 })),
        firstKeyMs: 1,
        activeMs: 1,
        hiddenMs: 1,
        blurCount: 1,
      },
    };
    expect(validBytes('saveAnswer', body)).toBeLessThanOrEqual(limitOf('saveAnswer'));
  });

  it('takes the largest template a manager can write, and the longest answer to a request', () => {
    const question = {
      text: wide(600),
      keyPoints: Array.from({ length: MAX_KEY_POINTS }, () => wide(240)),
    };
    const template = {
      topic: wide(200),
      language: 'Japanese',
      questions: Array.from({ length: MAX_QUESTION_COUNT }, () => question),
    };
    for (const name of ['writeInterviewTemplate', 'updateInterviewTemplate'] as const)
      expect(validBytes(name, template), name).toBeLessThanOrEqual(limitOf(name));
    const response = { text: wide(MAX_REQUEST_RESPONSE_LENGTH) };
    expect(validBytes('respondToRequest', response)).toBeLessThanOrEqual(limitOf('respondToRequest'));
  });

  it('refuses a larger body with 413 and the error shape, before parsing', async () => {
    const limit = bodySizeLimit(1024);
    const request = (body: string) => ({ event: { body, isBase64Encoded: false } }) as never;
    await expect(limit.before!(request('x'.repeat(1024)))).resolves.toBeUndefined();
    const refused = await limit.before!(request('é'.repeat(513))).catch((e: unknown) => e);
    const answer = errorToResponse(refused) as { statusCode: number; body: string };
    expect(answer.statusCode).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'PayloadTooLarge', message: expect.any(String) });
  });
});

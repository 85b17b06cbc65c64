import { checkPath } from '../../infra/local/route-matching';
import { QuestionCountSchema } from '../../shared/schemas/interview-template';

describe('request paths of the local API', () => {
  it('refuses malformed escapes, dot segments and separators, plain or escaped', () => {
    for (const path of [
      '/api/session/%E0%A4%A/intro',
      '/api/%',
      '/api/x/..',
      '/api/./x',
      '/api/x/%2e%2E',
      '/api/%2E',
      '/api/x%2Fy',
      '/api/session/x%2F..%2F..%2Faccount%2Fme',
      '/api/x%5C..',
      '/api/x\\y',
    ])
      expect(checkPath(path), path).toMatchObject({ ok: false });
    expect(checkPath('api/x')).toMatchObject({ ok: false });
  });

  it('decodes every segment once and drops one trailing slash', () => {
    expect(checkPath('/api/team/invitations/a%40b.c/')).toEqual({
      ok: true,
      segments: ['api', 'team', 'invitations', 'a@b.c'],
    });
    expect(checkPath('/api/...')).toEqual({ ok: true, segments: ['api', '...'] });
  });
});

describe('number of questions', () => {
  it('takes numbers and the digits of a form field, never booleans or null', () => {
    expect(QuestionCountSchema.parse(5)).toBe(5);
    expect(QuestionCountSchema.parse(' 7 ')).toBe(7);
    for (const value of [true, false, null, '', 'abc', [], {}])
      expect(QuestionCountSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    expect(QuestionCountSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'Number of questions is required',
    );
  });
});

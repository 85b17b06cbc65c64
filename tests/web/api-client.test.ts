import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall, setAuthHandlers } from '../../web/src/api/client';

const onUnauthorized = vi.fn();

/** Each call gets a fresh answer from `answer` (a Response body can be read only once). */
function stubFetch(answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthHandlers({ getAccessToken: () => undefined, onUnauthorized: () => undefined });
});

describe('apiCall', () => {
  it('builds the path and query, sends the bearer token and JSON body', async () => {
    setAuthHandlers({ getAccessToken: () => 'tok', onUnauthorized });
    const fetchMock = stubFetch(() => json(200, { id: 'x' }));
    await apiCall('updateApplicant', {
      params: { id: 'A B' },
      body: { firstName: 'a', lastName: 'b', jobTitle: 'c', email: 'd@e.f' },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/applicants/A%20B');
    expect(init.method).toBe('PUT');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json' });
    expect(JSON.parse(init.body as string)).toMatchObject({ firstName: 'a' });

    await apiCall('listApplicants', { query: { limit: 100, cursor: 'c1' } });
    expect((fetchMock.mock.calls[1] as unknown as [string])[0]).toBe('/api/applicants?limit=100&cursor=c1');
  });

  it('answers undefined for 204', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiCall('deleteApplicant', { params: { id: 'x' } })).resolves.toBeUndefined();
  });

  it('throws ApiError from the error body, with details', async () => {
    stubFetch(() =>
      json(400, { error: 'ValidationFailed', message: 'Invalid', details: { email: ['bad'] } }),
    );
    const error = await apiCall('createApplicant', { body: {} as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'ValidationFailed',
      message: 'Invalid',
      details: { email: ['bad'] },
    });
  });

  it("reads API Gateway's bare 401 and signs out on a manager route", async () => {
    setAuthHandlers({ getAccessToken: () => 'tok', onUnauthorized });
    stubFetch(() => json(401, { message: 'Unauthorized' }));
    await expect(apiCall('me')).rejects.toMatchObject({
      status: 401,
      code: 'Unauthorized',
      message: 'Unauthorized',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not sign out on a 401 of the public login route', async () => {
    setAuthHandlers({ getAccessToken: () => undefined, onUnauthorized });
    stubFetch(() =>
      json(401, { error: 'InvalidCredentials', message: 'The e-mail or password is incorrect.' }),
    );
    await expect(apiCall('login', { body: { email: 'a@b.c', password: 'x' } })).rejects.toMatchObject({
      code: 'InvalidCredentials',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a network failure into a NetworkError with status 0', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiCall('me')).rejects.toMatchObject({ status: 0, code: 'NetworkError' });
  });

  it('rethrows an abort instead of calling it a network failure', async () => {
    const controller = new AbortController();
    controller.abort();
    stubFetch(() => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(apiCall('me', undefined, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('keeps an explicit Authorization header instead of the manager token', async () => {
    setAuthHandlers({ getAccessToken: () => 'manager-tok', onUnauthorized });
    const fetchMock = stubFetch(() => json(200, { id: 's' }));
    await apiCall(
      'getApplicantSession',
      { params: { id: 's' } },
      { headers: { Authorization: 'Bearer app' } },
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const sent = new Headers(init.headers);
    expect(sent.get('authorization')).toBe('Bearer app');
  });

  it('does not sign out on a 401 of an applicant route', async () => {
    setAuthHandlers({ getAccessToken: () => 'manager-tok', onUnauthorized });
    stubFetch(() => json(401, { error: 'Unauthorized', message: 'Expired' }));
    await expect(
      apiCall('getApplicantSession', { params: { id: 's' } }, { headers: { Authorization: 'Bearer x' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("reads a 429's Retry-After into retryAfterSeconds", async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ error: 'TooManyRequests', message: 'Wait' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '600' },
        }),
    );
    await expect(
      apiCall('authenticateSession', { params: { id: 's' }, body: { code: 'x', noticeAccepted: true } }),
    ).rejects.toMatchObject({ status: 429, code: 'TooManyRequests', retryAfterSeconds: 600 });
  });
});

import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer, type ViteDevServer } from 'vite';
import { inject } from 'vitest';
import { repoPath } from '../../infra/constructs/paths';
import { api, signInDemo } from '../support/api';

/**
 * Path confusion: a path parameter of `..` (or an encoded `/`) must never reach another route. Before,
 * `DELETE /api/jobPositions/{id}/candidates/..` deleted the position itself through the dev proxy, and
 * `GET /api/session/{id}/../../account/me` answered as `/api/account/me`.
 */
let token: string;
let vite: ViteDevServer;
let viteUrl: URL;

/** Sends the path exactly as given (no dot-segment clean-up, as a browser would do). */
function raw(base: URL, method: string, path: string, bearer: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: base.hostname, port: base.port, method, path, headers: { authorization: `Bearer ${bearer}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  token = await signInDemo();
  // The web app's own dev server (vite.config.ts), proxying /api to the test stack's API.
  process.env.API_PROXY_TARGET = inject('stack').apiUrl;
  vite = await createServer({
    configFile: repoPath('vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
    optimizeDeps: { noDiscovery: true },
  });
  await vite.listen();
  viteUrl = new URL(`http://127.0.0.1:${(vite.httpServer!.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await vite?.close();
});

async function newPosition() {
  const position = await api('POST', '/api/jobPositions', { token, body: { title: 'Path target' } });
  return position.body.id as string;
}

const hostile = (id: string) => [
  ['DELETE', `/api/jobPositions/${id}/candidates/..`],
  ['DELETE', `/api/jobPositions/${id}/candidates/%2E%2E`],
  ['DELETE', `/api/jobPositions/${id}/candidates/x%2F..`],
  ['DELETE', `/api/jobPositions/${id}%2Fcandidates%2Fx`],
  ['GET', `/api/session/${id}/../../account/me`],
  ['GET', `/api/session/${id}%2F..%2F..%2Faccount%2Fme`],
  ['GET', `/api/session/${id}%5C..%5C..%5Caccount%5Cme`],
];

describe('dot segments and encoded separators', () => {
  it('are refused with 400 by the local API, and the position stays', async () => {
    const id = await newPosition();
    for (const [method, path] of hostile(id)) {
      const res = await raw(new URL(inject('stack').apiUrl), method!, path!, token);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'ValidationFailed' });
    }
    expect((await api('GET', `/api/jobPositions/${id}`, { token })).status).toBe(200);
  });

  it('are refused with 400 by the web app’s dev proxy, before it resolves or forwards them', async () => {
    const id = await newPosition();
    for (const [method, path] of hostile(id)) {
      const res = await raw(viteUrl, method!, path!, token);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'ValidationFailed' });
    }
    // The proxy still forwards a clean path, and the position is still there.
    const kept = await raw(viteUrl, 'GET', `/api/jobPositions/${id}`, token);
    expect(kept.status).toBe(200);
    expect(JSON.parse(kept.body)).toMatchObject({ id });
  });
});

describe('the web app’s dev proxy', () => {
  it('forwards /api/… only, as CloudFront’s /api/* behaviour does: /api-docs is the web app’s page', async () => {
    const page = await raw(viteUrl, 'GET', '/api-docs', token);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
  });
});

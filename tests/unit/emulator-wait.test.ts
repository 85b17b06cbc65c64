import { createServer, type Server } from 'node:net';
import { waitForEmulators } from '../../infra/local/emulators';

/** A free TCP port on 127.0.0.1 (nothing listens on it when this returns). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});

describe('waiting for slow emulators', () => {
  it('says which emulator is still starting while it waits, and goes on once it listens', async () => {
    const port = await freePort();
    const lines: string[] = [];
    setTimeout(() => {
      const late = createServer();
      servers.push(late);
      late.listen(port, '127.0.0.1');
    }, 900);
    await waitForEmulators([{ port, name: 'DynamoDB Local' }], {
      limitMs: 10_000,
      everyMs: 250,
      log: (line) => lines.push(line),
    });
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toMatch(/Still starting: DynamoDB Local \(\d+ s of at most 10 s\)/);
  });

  it('gives up after the limit with a line naming the emulator and the limit', async () => {
    const port = await freePort();
    await expect(
      waitForEmulators([{ port, name: 'cognito-local' }], { limitMs: 600, everyMs: 10_000, log: () => {} }),
    ).rejects.toThrow(`cognito-local did not start on port ${port} within 0.6 s.`);
  });
});

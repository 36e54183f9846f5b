import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/free-port.ts';
import { type PlatformProcess, startPlatformProcess } from './testing/platform-process.ts';

/** Whether this machine lets a process make a PID namespace (root, or user namespaces allowed). */
const pidNamespacesAllowed = spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;
const dataRoot = mkdtempSync(join(tmpdir(), 'ops-shutdown-'));
const dataDir = join(dataRoot, 'data');
let port = 0;
let platform: PlatformProcess;

beforeAll(async () => {
  port = await freePort();
  platform = await startPlatformProcess({ PORT: String(port), OPS_DATA_DIR: dataDir, OPS_SEED: 'none' });
}, 120_000);
afterAll(async () => {
  if (platform.child.exitCode === null) await platform.stop('SIGKILL');
  rmSync(dataRoot, { recursive: true, force: true });
});

describe('the platform process', () => {
  it('refuses to start a second time on the same data folder, naming the process that has it', async () => {
    const second = startPlatformProcess({ PORT: String(await freePort()), OPS_DATA_DIR: dataDir, OPS_SEED: 'none' });
    await expect(second).rejects.toThrow(
      `ops platform: cannot start: the data folder ${dataDir} is in use by another platform process (pid ${platform.child.pid} on ${hostname()})`,
    );
  }, 120_000);

  it.skipIf(!pidNamespacesAllowed)(
    'refuses a second platform in a PID namespace of its own, as in another container (skipped where unshare --pid is not permitted)',
    async () => {
      const second = startPlatformProcess(
        { PORT: String(await freePort()), OPS_DATA_DIR: dataDir, OPS_SEED: 'none' },
        { wrapper: ['unshare', '--pid', '--fork', '--kill-child'] },
      );
      const outcome = await second.then(
        async (started) => `started: ${await started.stop('SIGKILL')}`,
        (error: Error) => error.message,
      );
      expect(outcome).toContain(
        `ops platform: cannot start: the data folder ${dataDir} is in use by another platform process (pid ${platform.child.pid} on ${hostname()})`,
      );
    },
    120_000,
  );

  it('on SIGTERM finishes the request in flight and answers it, takes no new one, and exits 0', async () => {
    const body = JSON.stringify({ email: 'ops@sandbox.test', clientId: 'ops-web' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const call = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/sandbox/token',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      call.on('error', reject);
      call.write(body.slice(0, 10)); // the request is under way: its body has not all arrived
      void sleep(300).then(() => {
        platform.child.kill('SIGTERM');
        void sleep(500).then(() => call.end(body.slice(10)));
      });
    });

    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toHaveProperty('idToken');
    expect(await platform.exited).toBe(0);
    expect(platform.output()).toContain('SIGTERM: finishing the requests in flight, then stopping');
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }, 60_000);
});

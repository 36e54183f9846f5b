import { connect, createServer, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { watchForSilence } from './watched-socket.ts';

// A loopback server standing in for PostgreSQL: it answers each message after `answerAfterMs`, or never.
let server: Server | undefined;
afterEach(() => server?.close());

async function connectionTo(answerAfterMs: number | null): Promise<Socket> {
  server = createServer((peer) => {
    peer.on('data', (chunk) => {
      if (answerAfterMs !== null) setTimeout(() => peer.write(chunk), answerAfterMs);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

const closeOf = (socket: Socket) =>
  new Promise<{ code?: string } | undefined>((resolve) => {
    socket.once('error', (error) => resolve(error as { code?: string }));
    socket.once('close', () => resolve(undefined));
  });

describe('a database connection watched for silence', () => {
  it('is cut as STATEMENT_TIMEOUT when the server leaves a write unanswered past the limit', async () => {
    const socket = await connectionTo(null);
    watchForSilence(socket, 200, 20);
    const closed = closeOf(socket);
    const wroteAt = performance.now();
    socket.write('select 1');
    expect((await closed)?.code).toBe('STATEMENT_TIMEOUT');
    expect(performance.now() - wroteAt).toBeGreaterThanOrEqual(200);
    expect(socket.destroyed).toBe(true);
  });

  it('is kept when it was idle longer than the limit and the answer to its next write comes within it', async () => {
    const socket = await connectionTo(100);
    watchForSilence(socket, 200, 20);
    socket.write('hello');
    await new Promise((resolve) => socket.once('data', resolve));
    await sleep(400); // idle, twice the limit
    socket.write('select 1');
    await new Promise((resolve) => socket.once('data', resolve));
    await sleep(60); // a few checks after the answer
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  });
});

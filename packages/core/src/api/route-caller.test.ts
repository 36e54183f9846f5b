import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fundPayoutRoutes } from '../contract/index.ts';
import { planRoute } from './plan-route.ts';
import { createRouteCaller } from './route-caller.ts';

/** The calls a server received, each with its idempotency key. */
let received: (string | undefined)[] = [];
let server: Server | undefined;

/**
 * A real HTTP server that cuts the connection of the first `cuts` calls before answering (as a restarting platform
 * closing an idle keep-alive connection the call went out on), then answers 200.
 */
async function serverCutting(cuts: number): Promise<string> {
  received = [];
  server = createServer((request: IncomingMessage, response) => {
    received.push(request.headers['idempotency-key'] as string | undefined);
    request.resume();
    if (received.length <= cuts) {
      request.socket.destroy();
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ total: 0, accepted: 0, failed: 0, skipped: 0, readyPayoutCodes: [], items: [] }));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const processRequests = planRoute(fundPayoutRoutes.processPayoutRequests, { checkAnswers: false });
const caller = (baseUrl: string) =>
  createRouteCaller({ baseUrl, getToken: () => 'token', getUserEmail: () => 'ops@example.test' });

describe('a call whose connection is cut before any answer', () => {
  it('is sent again with the same idempotency key when it has one, and answers', async () => {
    const callRoute = caller(await serverCutting(1));
    const answer = await callRoute(processRequests, {
      body: { payoutRequestCodes: ['PR-1'] },
      idempotencyKey: 'key-1',
    });
    expect(answer).toMatchObject({ total: 0 });
    expect(received).toEqual(['key-1', 'key-1']);
  });

  it('is not sent again without a key: the money-moving call fails as unreachable, sent once', async () => {
    const callRoute = caller(await serverCutting(1));
    await expect(callRoute(processRequests, { body: { payoutRequestCodes: ['PR-1'] } })).rejects.toMatchObject({
      failure: { unreachable: true },
    });
    expect(received).toEqual([undefined]);
  });

  it('gives up after two more tries', async () => {
    const callRoute = caller(await serverCutting(5));
    await expect(
      callRoute(processRequests, { body: { payoutRequestCodes: ['PR-1'] }, idempotencyKey: 'key-2' }),
    ).rejects.toMatchObject({ failure: { unreachable: true } });
    expect(received).toEqual(['key-2', 'key-2', 'key-2']);
  });
});

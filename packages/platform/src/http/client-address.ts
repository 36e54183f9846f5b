import type { IncomingMessage } from 'node:http';

/**
 * The address a request came from: the socket's peer, or behind a trusted proxy (`OPS_TRUST_PROXY=1`) the last
 * address of `X-Forwarded-For`, the one that proxy added (earlier ones are whatever the client wrote).
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const list = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
    const last = list?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return request.socket.remoteAddress ?? 'unknown';
}

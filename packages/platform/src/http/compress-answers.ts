import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Below this an answer goes as it is: gzip's own framing would eat most of what it saves. */
export const smallestCompressedAnswer = 1024;

const gzipAbove = compress({ encoding: 'gzip', threshold: smallestCompressedAnswer });

/**
 * Gzips the platform's answers above 1 kB for clients that accept it (`Vary: Accept-Encoding`). A JSON answer is
 * one string made at once, but Hono sends it without a length, which the threshold needs: it gets its length here.
 * Streamed answers (files, exports) are compressed as they stream.
 */
export function compressAnswers(): MiddlewareHandler {
  return (c, next) =>
    gzipAbove(c, async () => {
      await next();
      const answer = c.res;
      if (!answer.body || answer.headers.has('content-length')) return;
      if (!answer.headers.get('content-type')?.startsWith('application/json')) return;
      const bytes = await answer.arrayBuffer();
      c.res = new Response(bytes, answer);
      c.res.headers.set('content-length', String(bytes.byteLength));
    });
}

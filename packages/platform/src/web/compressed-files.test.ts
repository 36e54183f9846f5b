import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallestCompressedAnswer } from '../http/compress-answers.ts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';
import { createTestWebDist, testAppScript } from './test-web-dist.ts';

const webDist = createTestWebDist();
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ env: { OPS_WEB_DIST: webDist.dir } });
});
afterAll(async () => {
  await platform?.close();
  webDist.remove();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire, not decoded. */
  body: Buffer;
}

/** A request whose answer is read as sent: fetch would decode it and hide what went over the wire. */
function rawGet(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${platform.baseUrl}${path}`, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('built files go compressed to browsers that accept it', () => {
  it('sends the brotli copy to a browser that takes br, and says so', async () => {
    const answer = await rawGet('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.body.byteLength).toBeLessThan(testAppScript.length / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(testAppScript);
  });

  it('sends the gzip copy to one that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzipped = await rawGet('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(testAppScript);

    const plain = await rawGet('/assets/index-abc123.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(testAppScript);
  });
});

describe('API answers are gzipped above a small size', () => {
  it('gzips a large answer for a caller that accepts it, and leaves it plain for one that does not', async () => {
    const headers = await platform.headersFor('ops@sandbox.test');
    const gzipped = await rawGet('/openapi.json', { ...headers, 'accept-encoding': 'gzip, br' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(gunzipSync(gzipped.body).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);

    const plain = await rawGet('/openapi.json', headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(document);
  });

  it('sends a small answer as it is, with its length', async () => {
    const answer = await rawGet('/api/fund/api/v1/no-such-call', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(401);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.byteLength).toBeLessThan(smallestCompressedAnswer);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 401, message: 'Unauthorized' });
  });
});

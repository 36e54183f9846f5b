import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { isCancellation } from './is-cancellation.ts';

describe('isCancellation', () => {
  it('recognises a ky request the user aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await ky.get('http://127.0.0.1:9/never', { signal: controller.signal }).catch((e) => e);
    expect(isCancellation(error)).toBe(true);
  });

  it('recognises a plain fetch the user aborted', async () => {
    const error: unknown = await fetch('http://127.0.0.1:9/never', { signal: AbortSignal.abort() }).catch((e) => e);
    expect(isCancellation(error)).toBe(true);
  });

  it('does not take a timeout or any other failure for a cancellation', () => {
    expect(isCancellation(new DOMException('too slow', 'TimeoutError'))).toBe(false);
    expect(isCancellation(new TypeError('fetch failed'))).toBe(false);
    expect(isCancellation('AbortError')).toBe(false);
    expect(isCancellation(undefined)).toBe(false);
  });
});

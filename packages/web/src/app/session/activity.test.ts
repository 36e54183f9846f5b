import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForActivity } from './activity.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('listenForActivity', () => {
  it('hears mouse, scroll and key activity at most once a second, and stops when told', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let heard = 0;
    const stop = listenForActivity(window, () => {
      heard += 1;
    });
    window.dispatchEvent(new Event('mousemove'));
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('scroll'));
    expect(heard).toBe(1);
    vi.advanceTimersByTime(1_000);
    window.dispatchEvent(new Event('wheel'));
    expect(heard).toBe(2);
    vi.advanceTimersByTime(1_000);
    stop();
    window.dispatchEvent(new Event('keydown'));
    expect(heard).toBe(2);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdRun, undoHoldMilliseconds, undoLatestHeldRun } from './held-runs.ts';

function pressZ(target: EventTarget = document.body, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'z', bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('a run held for undo', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    while (undoLatestHeldRun());
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('is sent once its 5 seconds are up, not before', async () => {
    const run = holdRun();
    let sent: boolean | undefined;
    void run.decided.then((send) => {
      sent = send;
    });
    await vi.advanceTimersByTimeAsync(undoHoldMilliseconds - 1);
    expect(sent).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toBe(true);
  });

  it('is not sent when undone, even after its time', async () => {
    const run = holdRun();
    run.undo();
    await vi.advanceTimersByTimeAsync(undoHoldMilliseconds * 2);
    await expect(run.decided).resolves.toBe(false);
  });

  it('is undone by z, the last held first, but not while typing into a field', async () => {
    const first = holdRun();
    const second = holdRun();
    const field = document.createElement('input');
    document.body.append(field);
    expect(pressZ(field).defaultPrevented).toBe(false);
    expect(pressZ(document.body, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(pressZ().defaultPrevented).toBe(true);
    await expect(second.decided).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(undoHoldMilliseconds);
    await expect(first.decided).resolves.toBe(true);
    // Nothing held: z is a letter again.
    expect(pressZ().defaultPrevented).toBe(false);
  });

  it('asks before the page is left while a run is held, and not after', async () => {
    const run = holdRun();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    run.undo();
    await run.decided;
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});

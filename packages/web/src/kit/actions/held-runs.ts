import { typesText } from '../../lib/keys/types-text.ts';

/** How long an undoable run waits before it is sent (issue 31: "held for 5 seconds"). */
export const undoHoldMilliseconds = 5_000;

/** A run held before it is sent: `decided` answers true to send it, false when it was undone. */
export interface HeldRun {
  decided: Promise<boolean>;
  undo(): void;
}

const held: { undo(): void; send(): void }[] = [];

/** `z` (no modifier, not typed into a field) undoes the run held last. */
function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'z' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  if (typesText(event.target)) return;
  if (undoLatestHeldRun()) event.preventDefault();
}

/** Leaving the page while a run is held would lose it unsent: the browser asks first. */
function onBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

function listen(on: boolean): void {
  if (typeof window === 'undefined') return;
  const change = on ? window.addEventListener : window.removeEventListener;
  change.call(window, 'keydown', onKeyDown as EventListener);
  change.call(window, 'beforeunload', onBeforeUnload as EventListener);
}

/**
 * Holds an undoable run (core's `undoable`) for `delay` before it is sent: `undo()` (or `z`, or the toast's Undo)
 * within it answers false, else it answers true once the time is up. The window listens for `z` only while a run
 * is held.
 */
export function holdRun(delay = undoHoldMilliseconds): HeldRun {
  let settle: (send: boolean) => void = () => {};
  const decided = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  const entry = { undo: () => finish(false), send: () => finish(true) };
  const timer = setTimeout(entry.send, delay);
  function finish(send: boolean): void {
    const at = held.indexOf(entry);
    if (at < 0) return;
    clearTimeout(timer);
    held.splice(at, 1);
    if (held.length === 0) listen(false);
    settle(send);
  }
  if (held.length === 0) listen(true);
  held.push(entry);
  return { decided, undo: entry.undo };
}

/** Undoes the run held last; answers whether there was one. */
export function undoLatestHeldRun(): boolean {
  const latest = held.at(-1);
  latest?.undo();
  return latest !== undefined;
}

/** What an undone run throws: a cancellation (core's `isCancellation`), which no caller reports as a failure. */
export function runUndone(): DOMException {
  return new DOMException('The user undid the run', 'AbortError');
}

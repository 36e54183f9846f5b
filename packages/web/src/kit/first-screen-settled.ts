/** A screen without queries (the merchant selection, Page not found) never settles by itself. */
const latestMs = 3_000;

let settled = false;
const waiting = new Set<() => void>();

/** The first screen has its data (or the user wants more than it): what waited for it may load now. */
export function markFirstScreenSettled(): void {
  if (settled) return;
  settled = true;
  for (const run of waiting) run();
  waiting.clear();
}

let watching = false;
function watchForSettling(): void {
  if (watching) return;
  watching = true;
  // A user who presses a key or the pointer wants the app whole, not its first screen's data.
  for (const type of ['keydown', 'pointerdown'] as const)
    document.addEventListener(type, markFirstScreenSettled, { once: true });
  setTimeout(markFirstScreenSettled, latestMs);
}

/**
 * Runs `run` once the first screen has its data: the palette's registry and the header's popovers wait for it,
 * so over a slow link their code does not compete with the screen's own code and answers (issue 13: Home's
 * balances come first). Settled by the first screen's queries, the user's first key or pointer press, or after
 * 3 seconds, whichever comes first. Answers a function that cancels the wait.
 */
export function afterFirstScreen(run: () => void): () => void {
  if (settled) {
    run();
    return () => undefined;
  }
  watchForSettling();
  waiting.add(run);
  return () => waiting.delete(run);
}

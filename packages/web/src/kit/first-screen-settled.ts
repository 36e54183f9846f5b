/** A screen without queries (the merchant selection, Page not found) never settles by itself. */
const latestMs = 3_000;

/** What a user does that settles the first screen: wanting the app whole, not its first screen's data. */
const settlingEvents = ['keydown', 'pointerdown'] as const;

let settled = false;
const waiting = new Set<() => void>();
let stopWatching: (() => void) | undefined;

/** The first screen has its data (or the user wants more than it): what waited for it may load now. */
export function markFirstScreenSettled(): void {
  if (settled) return;
  settled = true;
  stopWatching?.();
  for (const run of waiting) run();
  waiting.clear();
}

function watchForSettling(): void {
  if (stopWatching) return;
  for (const type of settlingEvents) document.addEventListener(type, markFirstScreenSettled);
  const timer = setTimeout(markFirstScreenSettled, latestMs);
  stopWatching = () => {
    for (const type of settlingEvents) document.removeEventListener(type, markFirstScreenSettled);
    clearTimeout(timer);
    stopWatching = undefined;
  };
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

/**
 * Back to a page just loaded, whose first screen has not settled: for the component tests, whose files share
 * this module (test-setup.ts calls it after every test), so each test renders a first screen of its own.
 */
export function forgetFirstScreenSettled(): void {
  stopWatching?.();
  settled = false;
  waiting.clear();
}

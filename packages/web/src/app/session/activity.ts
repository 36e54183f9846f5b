/** What counts as the user being there (spec section 9: mouse, scroll or key). */
const activityEvents = ['mousemove', 'mousedown', 'wheel', 'scroll', 'keydown', 'touchstart'] as const;

/**
 * Calls `onActivity` on mouse, scroll or key activity, at most once per `throttleMs`: a moving mouse fires
 * hundreds of events a second and the session only needs to know one happened. Returns the cleanup.
 */
export function listenForActivity(target: Window, onActivity: () => void, throttleMs = 1_000): () => void {
  let last = Number.NEGATIVE_INFINITY;
  const handle = () => {
    const now = Date.now();
    if (now - last < throttleMs) return;
    last = now;
    onActivity();
  };
  const options = { capture: true, passive: true } as const;
  for (const type of activityEvents) target.addEventListener(type, handle, options);
  return () => {
    for (const type of activityEvents) target.removeEventListener(type, handle, options);
  };
}

import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Spec section 7: a screen whose code takes longer than 120 seconds to load fails. */
export const screenLoadTimeoutMs = 120_000;

export class ScreenLoadTimeout extends Error {
  override readonly name = 'ScreenLoadTimeout';
}

/** A lazily loaded screen whose code can be fetched before it shows, e.g. while the merchant is checked. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => void };

function loadWithin(load: () => Promise<{ default: ComponentType }>, timeoutMs: number) {
  return new Promise<{ default: ComponentType }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ScreenLoadTimeout(`the screen did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A screen whose code is loaded when it is first shown (React.lazy), or earlier by `preload()`, failing with
 * ScreenLoadTimeout when the load takes longer than `timeoutMs`. Show it inside a ScreenBoundary.
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs = screenLoadTimeoutMs,
): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    loading ??= loadWithin(load, timeoutMs);
    return loading;
  };
  // A failed preload is not reported here: the screen shows the failure when it renders.
  return Object.assign(lazy(loadOnce), { preload: () => void loadOnce().catch(() => undefined) });
}

import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Spec section 7: a screen whose code takes longer than 120 seconds to load fails. */
export const screenLoadTimeoutMs = 120_000;

export class ScreenLoadTimeout extends Error {
  override readonly name = 'ScreenLoadTimeout';
}

/**
 * A screen whose code is loaded when it is first shown (React.lazy), failing with ScreenLoadTimeout when the
 * load takes longer than `timeoutMs`. Show it inside a ScreenBoundary.
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs = screenLoadTimeoutMs,
): LazyExoticComponent<ComponentType> {
  return lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
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
      }),
  );
}

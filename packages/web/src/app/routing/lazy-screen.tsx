import type { ComponentType } from 'react';
import { withWholeDictionary } from '../../lib/i18n/with-whole-dictionary.ts';
import { type Preloadable, preloadable } from '../../lib/preloadable.tsx';

/** Spec section 7: a screen whose code takes longer than 120 seconds to load fails. */
export const screenLoadTimeoutMs = 120_000;

export class ScreenLoadTimeout extends Error {
  override readonly name = 'ScreenLoadTimeout';
}

/** A lazily loaded screen whose code can be fetched before it shows, e.g. while the merchant is checked. */
export type LazyScreen = Preloadable<object>;

/** A screen's code, failing with ScreenLoadTimeout when it takes longer than `timeoutMs`. */
export function loadWithin(load: () => Promise<{ default: ComponentType }>, timeoutMs = screenLoadTimeoutMs) {
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

interface LazyScreenOptions {
  /**
   * 'atStart' for a screen that may be the app's first and shows only the texts the app starts with (Home, the
   * sign-in screens); any other screen waits for the whole dictionary too.
   */
  texts?: 'atStart' | 'whole';
  timeoutMs?: number;
}

/**
 * A screen whose code is loaded when it is first shown, or earlier by `preload()` (then it shows without
 * suspending: see `preloadable`), failing with ScreenLoadTimeout when the load takes longer than `timeoutMs`. Show
 * it inside a ScreenBoundary.
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  { texts = 'whole', timeoutMs = screenLoadTimeoutMs }: LazyScreenOptions = {},
): LazyScreen {
  const withTexts = texts === 'whole' ? withWholeDictionary(load) : load;
  return preloadable(() => loadWithin(withTexts, timeoutMs).then((module) => module.default));
}

import type { ComponentType } from 'react';
import { withWholeDictionary } from '../../lib/i18n/with-whole-dictionary.ts';
import { screenLoadTimeoutMs } from './load-within.ts';
import { type LoadableScreen, screenLoader } from './screen-loader.tsx';

/** A lazily loaded screen whose code can be fetched before it shows, e.g. while the merchant is checked. */
export type LazyScreen = LoadableScreen;

interface LazyScreenOptions {
  /**
   * 'atStart' for a screen that may be the app's first and shows only the texts the app starts with (Home, the
   * sign-in screens); any other screen waits for the whole dictionary too.
   */
  texts?: 'atStart' | 'whole';
  timeoutMs?: number;
}

/**
 * A screen whose code is loaded when it is first shown, or earlier by `preload()` (then it shows at its first
 * render), failing with ScreenLoadTimeout when the load takes longer than `timeoutMs`. It never suspends (see
 * `screenLoader`): 'Loading…' shows until the code is there. Show it inside a ScreenBoundary, which shows a failure.
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  { texts = 'whole', timeoutMs = screenLoadTimeoutMs }: LazyScreenOptions = {},
): LazyScreen {
  return screenLoader(texts === 'whole' ? withWholeDictionary(load) : load, timeoutMs);
}

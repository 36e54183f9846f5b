import type { ComponentType } from 'react';

/** Spec section 7: a screen whose code takes longer than 120 seconds to load fails. */
export const screenLoadTimeoutMs = 120_000;

export class ScreenLoadTimeout extends Error {
  override readonly name = 'ScreenLoadTimeout';
}

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

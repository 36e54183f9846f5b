import { type ComponentType, useEffect, useState } from 'react';
import { loadWithin, screenLoadTimeoutMs } from './load-within.ts';
import { ScreenLoading } from './screen-boundary.tsx';

/** A screen shown by `screenLoader`, whose code can be fetched before it shows. */
export type LoadableScreen = ComponentType & {
  /** Fetches the code ahead of showing it; a failure shows when it renders. */
  preload(): void;
  /** Fetches the code; once this has settled, the screen shows at its first render. */
  load(): Promise<unknown>;
};

/**
 * A screen shown without suspending: 'Loading…' until its code is there, then the screen by a state update; a
 * failure (or a load over `timeoutMs`) goes to the ScreenBoundary above. React reveals a suspended boundary at most
 * 300 ms after its fallback showed (its fallback throttle), which every screen's first showing paid, at the app's
 * start and after a navigation alike, even when its code was in the browser's cache.
 */
export function screenLoader(
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs = screenLoadTimeoutMs,
): LoadableScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = () => {
    loading ??= loadWithin(load, timeoutMs).then((module) => {
      loaded = module.default;
      return module.default;
    });
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen, as React.lazy makes its own.
  function LoadedScreen() {
    const [Screen, setScreen] = useState<ComponentType | undefined>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (Screen) return;
      let current = true;
      loadOnce().then(
        (arrived) => current && setScreen(() => arrived),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [Screen]);
    if (failure) throw failure.error;
    return Screen ? <Screen /> : <ScreenLoading />;
  }
  return Object.assign(LoadedScreen, { preload: () => void loadOnce().catch(() => undefined), load: loadOnce });
}

import { type ComponentType, useEffect, useState } from 'react';
import { loadWithin } from './lazy-screen.tsx';
import { ScreenLoading } from './screen-boundary.tsx';

/**
 * A screen shown without suspending: 'Loading…' until its code is there, then the screen by a state update; a
 * failure (or a load over 120 seconds) goes to the ScreenBoundary above. For the app's first screen, whose code
 * is never there yet: React reveals a suspended boundary at most 300 ms after its fallback showed, which every
 * start paid even when the service worker had the code within 100 ms.
 */
export function screenLoader(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = () => {
    loading ??= loadWithin(load).then((module) => {
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
  return LoadedScreen;
}

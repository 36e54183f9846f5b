import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type Preloadable<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Fetches the code ahead of showing it; a failure shows when it renders. */
  preload(): void;
  /** Fetches the code; once this has settled, the component renders without suspending. */
  load(): Promise<unknown>;
};

/**
 * A thenable that calls back at once: React.lazy reads a module it gets this way in the same render, where a
 * promise, even a settled one, calls back only later and the component suspends meanwhile.
 */
function settledThenable<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes, on purpose one that answers at once.
  const thenable = { then: (onFulfilled?: (value: T) => unknown) => onFulfilled?.(value) };
  return thenable as unknown as Promise<T>;
}

/**
 * A component whose code loads when it first renders (React.lazy), or earlier by `preload()`. Once the code has
 * arrived it renders at once, without suspending: a suspended boundary reveals its content at most every 300 ms
 * (React's fallback throttle), which put that much between the merchant check's answer and Home's queries.
 * Render it inside a Suspense boundary (and an error boundary) for the first load.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>): Preloadable<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const component = lazy(() =>
    loaded ? settledThenable({ default: loaded }) : loadOnce().then((arrived) => ({ default: arrived })),
  );
  return Object.assign(component, { preload: () => void loadOnce().catch(() => undefined), load: loadOnce });
}

type RouteCalls = typeof import('./route-calls.ts');

let loading: Promise<RouteCalls> | undefined;

/**
 * The route tables and the HTTP side of the clients, imported once. A failed load (the network dropped while
 * the browser fetched it) is forgotten, so the next call tries again.
 */
export function loadRouteCalls(): Promise<RouteCalls> {
  loading ??= import('./route-calls.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

import type { QueryClient } from '@tanstack/react-query';

/**
 * Where the signed-in session keeps its query client once a screen has made it. A leaf of its own: the scope
 * (first paint) and the lazily loaded `ScreenQueries` both use it without importing each other.
 */
export interface QueryClientHolder {
  client?: QueryClient;
}

import { createContext, useContext } from 'react';

/** Fetches the code (and texts) of the screen shown at a path, ahead of opening it. */
export type PreloadScreenAt = (path: string) => void;

// Without the app's routes above (a part rendered alone in a test), nothing is fetched ahead.
const ScreenPreloadContext = createContext<PreloadScreenAt>(() => undefined);

/** Given by the app, which knows its routes: parts below (the palette) cannot reach up to them. */
export const ScreenPreloadProvider = ScreenPreloadContext;

export function usePreloadScreenAt(): PreloadScreenAt {
  return useContext(ScreenPreloadContext);
}

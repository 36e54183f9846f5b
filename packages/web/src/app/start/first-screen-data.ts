import { prefetchFirstScreen } from './prefetch-first-screen.ts';

// The entry's first import: Home's data is asked for while React and the app's other modules still evaluate
// (tens of milliseconds on a slow machine), not after them.
prefetchFirstScreen(window.location);

import { loadLocale } from '@ops/locales/browser';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { connectivityStore } from './app/api/connectivity-store.ts';
import { loadMerchantSelection } from './lib/merchant-selection/load-merchant-selection.ts';

// Tests switch languages at will: both dictionaries are there from the start.
await loadLocale('nl');

// The merchant selection's machines load after the app's first paint; components under test start with them
// there, as they are by the time anyone can act (the end-to-end specs go through the loading itself).
await loadMerchantSelection();

// Screens load lazily, and the first load of a chunk in a test run includes its transform.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup; every test starts from a blank
// page at `/` with nothing remembered and the platform taken to be reachable. Code a test's app began to load (a
// lazy screen, the header's popovers once the first screen settled, the rest of the dictionary) arrives before the
// next test starts or the environment is torn down: an import still in flight then fails the whole run.
afterEach(async () => {
  cleanup();
  await vi.dynamicImportSettled();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  connectivityStore.report(true);
});

import { loadLocale } from '@ops/locales/browser';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { connectivityStore } from './app/api/connectivity-store.ts';
import { confirmationStore } from './kit/actions/confirmation-store.ts';
import { undoLatestHeldRun } from './kit/actions/held-runs.ts';
import { selectionOutcomeStore } from './kit/actions/selection-outcome-store.ts';
import { forgetFirstScreenSettled } from './kit/first-screen-settled.ts';
import { loadMerchantSelection } from './lib/merchant-selection/load-merchant-selection.ts';

// Tests switch languages at will: both dictionaries are there from the start.
await loadLocale('nl');

// The merchant selection's machines load after the app's first paint; components under test start with them
// there, as they are by the time anyone can act (the end-to-end specs go through the loading itself).
await loadMerchantSelection();

// Screens load lazily, and the first load of a chunk in a test run includes its transform.
configure({ asyncUtilTimeout: 5_000 });

/** Takes every attribute off `<html>` and `<body>` (the language, the theme, the modal's scroll lock). */
function clearAttributes(element: Element): void {
  for (const { name } of [...element.attributes]) element.removeAttribute(name);
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup; every test starts from a blank
// page at `/` with nothing remembered and the platform taken to be reachable. Code a test's app began to load (a
// lazy screen, the header's popovers once the first screen settled, the rest of the dictionary) arrives before the
// next test starts or the environment is torn down: an import still in flight then fails the whole run.
//
// The web project's files share one page and one set of modules per worker (`isolate: false` in vite.config.ts):
// what a module keeps outside React's tree outlives the test that left it, so it is put back here as a page just
// loaded has it. A question left open is answered no and a held run undone (closing the page would lose both), an
// outcome left on view is closed, and the first screen has not settled yet (the header's popovers and the
// palette's registry wait for it again).
afterEach(async () => {
  cleanup();
  await vi.dynamicImportSettled();
  confirmationStore.getSnapshot()?.answer(false);
  while (undoLatestHeldRun()) {}
  selectionOutcomeStore.show(undefined);
  forgetFirstScreenSettled();
  clearAttributes(document.documentElement);
  clearAttributes(document.body);
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  connectivityStore.report(true);
});

type SelectionActorsModule = typeof import('./merchant-selection-actors.tsx');

/** Set once the machines' code has loaded: a provider mounted from then on runs them from its first render. */
let loaded: SelectionActorsModule | undefined;
let loading: Promise<SelectionActorsModule> | undefined;

export function loadedMerchantSelection(): SelectionActorsModule | undefined {
  return loaded;
}

/**
 * Loads the merchant selection machines' code once (XState and the machines); a failed load is tried again next
 * time. Apart from the provider, so the app's entry can start it without carrying the provider.
 */
export function loadMerchantSelection(): Promise<SelectionActorsModule> {
  loading ??= import('./merchant-selection-actors.tsx').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/** Saved views of the lists: list, get, create, save, delete, and the signed-in account's default per list. */
export function createSavedViewsClient(api: ApiClient) {
  return bindRouteTable(api, 'savedViewRoutes');
}

export type SavedViewsClient = ReturnType<typeof createSavedViewsClient>;

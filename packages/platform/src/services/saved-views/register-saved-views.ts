import { savedViewRoutes as routes } from '@ops/core/contract';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { savedViewMessages as messages } from './saved-view-messages.ts';
import { readSavedView, readSavedViews } from './saved-view-queries.ts';
import { createSavedView, deleteSavedView, setDefaultSavedView, updateSavedView } from './saved-view-writes.ts';

/**
 * Saved views of the lists (issue 31; prefix `views/api/v1`; every role, core's table): an ops account's named
 * state of a list (query, filters, columns, sort, density, rows per page: core's `SavedViewState`), in a division or
 * across them, private or shared with the team (`saved_views`), and each account's default per list
 * (`saved_view_defaults`). An account sees its own views and every shared one; another's private view is a 404.
 * Only the owner changes or deletes a view (403 naming the owner); a name is unique per owner, list and scope
 * (409, `name`). Creations, changes and deletions are audited as `savedView`. Tests: `saved-views.test.ts`.
 */
export function registerSavedViews(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listSavedViews, async ({ query, caller }) => ({
    elements: await readSavedViews(database.db, { viewer: caller.email, ...query }),
  }));
  mountRoute(app, routes.getSavedView, async ({ params, caller }) => {
    const view = await readSavedView(database.db, caller.email, params.viewId);
    if (!view) throw notFound(messages.notFound);
    return view;
  });
  mountRoute(app, routes.createSavedView, ({ body, caller }) =>
    database.transaction((tx) => createSavedView(tx, caller.email, body)),
  );
  mountRoute(app, routes.updateSavedView, ({ params, body, caller }) =>
    database.transaction((tx) => updateSavedView(tx, caller.email, params.viewId, body)),
  );
  mountRoute(app, routes.deleteSavedView, ({ params, caller }) =>
    database.transaction((tx) => deleteSavedView(tx, caller.email, params.viewId)),
  );
  mountRoute(app, routes.setDefaultSavedView, ({ params, caller }) =>
    database.transaction((tx) => setDefaultSavedView(tx, caller.email, params.viewId, true)),
  );
  mountRoute(app, routes.unsetDefaultSavedView, ({ params, caller }) =>
    database.transaction((tx) => setDefaultSavedView(tx, caller.email, params.viewId, false)),
  );
}

import { noContentSchema } from '../primitives.ts';
import { defineRoute } from '../route.ts';
import {
  createSavedViewBodySchema,
  savedViewListAnswerSchema,
  savedViewListQuerySchema,
  savedViewParamsSchema,
  savedViewSchema,
  updateSavedViewBodySchema,
} from './saved-view.ts';

/** Saved views of the lists (issue 31): not in the spec, owned by the console. */
export const savedViewService = 'views/api/v1';

const views = `${savedViewService}/views`;
const oneView = `${views}/{viewId}`;

export const listSavedViews = defineRoute({
  id: 'listSavedViews',
  service: savedViewService,
  method: 'GET',
  path: views,
  summary:
    "The saved views the signed-in account sees (its own and the team's shared ones), of one list or all, in a division or every scope; by list, then name",
  query: savedViewListQuerySchema,
  response: savedViewListAnswerSchema,
});

export const getSavedView = defineRoute({
  id: 'getSavedView',
  service: savedViewService,
  method: 'GET',
  path: oneView,
  summary: "One saved view: the signed-in account's own or a shared one (404 otherwise)",
  params: savedViewParamsSchema,
  response: savedViewSchema,
});

export const createSavedView = defineRoute({
  id: 'createSavedView',
  service: savedViewService,
  method: 'POST',
  path: views,
  summary:
    "Saves a view of a list for the signed-in account; its name is unique among the account's views of that list and scope (409)",
  body: createSavedViewBodySchema,
  response: savedViewSchema,
  successStatus: 201,
});

export const updateSavedView = defineRoute({
  id: 'updateSavedView',
  service: savedViewService,
  method: 'PUT',
  path: oneView,
  summary: 'Saves a change of a view: its name, sharing or state; only its owner may (403)',
  params: savedViewParamsSchema,
  body: updateSavedViewBodySchema,
  response: savedViewSchema,
});

export const deleteSavedView = defineRoute({
  id: 'deleteSavedView',
  service: savedViewService,
  method: 'DELETE',
  path: oneView,
  summary: 'Deletes a saved view, and with it whoever had it as default loses that; only its owner may (403)',
  params: savedViewParamsSchema,
  response: noContentSchema,
  successStatus: 204,
});

export const setDefaultSavedView = defineRoute({
  id: 'setDefaultSavedView',
  service: savedViewService,
  method: 'PUT',
  path: `${oneView}/default`,
  summary: "Makes a view the signed-in account's default of its list (replacing the one before)",
  params: savedViewParamsSchema,
  response: savedViewSchema,
});

export const unsetDefaultSavedView = defineRoute({
  id: 'unsetDefaultSavedView',
  service: savedViewService,
  method: 'DELETE',
  path: `${oneView}/default`,
  summary: "Makes a view no longer the signed-in account's default of its list",
  params: savedViewParamsSchema,
  response: savedViewSchema,
});

/** Saved views (the list headers, the palette's "Open view …", `ops views`, `--view`). */
export const savedViewRoutes = {
  listSavedViews,
  getSavedView,
  createSavedView,
  updateSavedView,
  deleteSavedView,
  setDefaultSavedView,
  unsetDefaultSavedView,
};

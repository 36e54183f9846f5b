import { z } from 'zod';
import { defineAction } from './action.ts';

/**
 * Deletes a saved view of a list (issue 31), its owner's alone (the platform refuses anyone else, 403): whoever had
 * it as their default loses that. The list header's Delete and `ops views delete NAME` run it, asking first.
 */
export const deleteSavedViewAction = defineAction({
  id: 'savedViews.delete',
  labelKey: 'savedViews.actions.delete',
  group: 'session',
  keywords: ['view', 'saved view', 'delete', 'remove', 'weergave', 'verwijderen'],
  permission: 'ops',
  route: 'deleteSavedView',
  needsMerchant: false,
  risk: 'deletes',
  undoable: true,
  confirmKey: 'savedViews.confirmDelete',
  about: 'savedViewId',
  cliCommand: 'own',
  changes: ['savedViews'],
  parameters: z.object({ savedViewId: z.coerce.number().int().min(1).describe('The saved view, by its number') }),
  run: (context, { savedViewId }) => context.clients.savedViews.deleteSavedView({ params: { viewId: savedViewId } }),
});

export const savedViewActions = [deleteSavedViewAction];

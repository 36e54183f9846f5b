import type { SavedView } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The saved views an account sees (`ops views list`): which list each is of, whose, where, shared, its default. */
export const savedViewColumns = listColumns<SavedView>([
  { field: 'id', kind: 'integer', headerKey: 'savedViews.cli.columns.id', value: (view) => view.id },
  { field: 'list', headerKey: 'savedViews.cli.columns.list', value: (view) => view.list },
  { field: 'name', headerKey: 'savedViews.cli.columns.name', value: (view) => view.name },
  { field: 'owner', headerKey: 'savedViews.cli.columns.owner', value: (view) => view.owner },
  {
    field: 'scope',
    headerKey: 'savedViews.cli.columns.scope',
    // Across every merchant and division is an empty scope; a division's view names both codes.
    value: (view) => (view.merchantCode ? `${view.merchantCode}/${view.divisionCode}` : null),
  },
  { field: 'shared', kind: 'boolean', headerKey: 'savedViews.cli.columns.shared', value: (view) => view.shared },
  {
    field: 'isDefault',
    kind: 'boolean',
    headerKey: 'savedViews.cli.columns.isDefault',
    value: (view) => view.isDefault,
  },
  { field: 'query', headerKey: 'savedViews.cli.columns.query', value: (view) => view.state.query ?? null },
  {
    field: 'updatedAt',
    kind: 'timestamp',
    headerKey: 'savedViews.cli.columns.updatedAt',
    value: (view) => view.updatedAt,
  },
]);

import type { SavedView, SavedViewList, SavedViewState } from '@ops/core/contract';
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { savedViewDefaults, savedViews } from '../../db/schema/index.ts';

/** Which views to read: those one account sees, of a list or all, in a division (with those across) or every scope. */
export interface SavedViewFilter {
  viewer: string;
  list?: SavedViewList | undefined;
  merchantCode?: string | undefined;
  divisionCode?: string | undefined;
  name?: string | undefined;
  id?: number | undefined;
}

/** The views `viewer` sees (their own and every shared one) as the contract answers them, by list then name. */
export async function readSavedViews(db: Queryable, filter: SavedViewFilter): Promise<SavedView[]> {
  const conditions: (SQL | undefined)[] = [or(eq(savedViews.ownerEmail, filter.viewer), eq(savedViews.shared, true))];
  if (filter.id !== undefined) conditions.push(eq(savedViews.id, filter.id));
  if (filter.list) conditions.push(eq(savedViews.list, filter.list));
  if (filter.name !== undefined) conditions.push(eq(savedViews.name, filter.name));
  if (filter.merchantCode && filter.divisionCode) {
    conditions.push(
      or(
        isNull(savedViews.merchantCode),
        and(eq(savedViews.merchantCode, filter.merchantCode), eq(savedViews.divisionCode, filter.divisionCode)),
      ),
    );
  }
  const rows = await db
    .select({ view: savedViews, defaultOf: savedViewDefaults.viewId })
    .from(savedViews)
    .leftJoin(
      savedViewDefaults,
      and(eq(savedViewDefaults.viewId, savedViews.id), eq(savedViewDefaults.ownerEmail, filter.viewer)),
    )
    .where(and(...conditions))
    .orderBy(asc(savedViews.list), asc(savedViews.name), asc(savedViews.id));
  return rows.map(({ view, defaultOf }) => ({
    id: view.id,
    list: view.list,
    name: view.name,
    owner: view.ownerEmail,
    mine: view.ownerEmail === filter.viewer,
    merchantCode: view.merchantCode,
    divisionCode: view.divisionCode,
    shared: view.shared,
    isDefault: defaultOf !== null,
    state: view.state as SavedViewState,
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
  }));
}

/** One view `viewer` sees, or undefined (another's private view is as if it were not there). */
export async function readSavedView(db: Queryable, viewer: string, id: number): Promise<SavedView | undefined> {
  const [view] = await readSavedViews(db, { viewer, id });
  return view;
}

import { savedViewLists } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';

/**
 * Saved views of the lists (issue 31): an ops account's named state of one list (`list`, core's `savedViewLists`),
 * in one merchant's division or across them (both codes null), private or shared with the team. `state` is core's
 * `SavedViewState`, checked by the contract before it is stored. A name is unique per owner, list and scope (nulls
 * not distinct, so one name once across divisions too). The codes are kept without a reference: a merchant deleted
 * leaves its views unseen, not blocking the deletion.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    list: text('list', { enum: savedViewLists }).notNull(),
    name: text('name').notNull(),
    ownerEmail: text('owner_email').notNull(),
    merchantCode: text('merchant_code'),
    divisionCode: text('division_code'),
    shared: boolean('shared').notNull().default(false),
    state: jsonb('state').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('saved_views_name_unique')
      .on(table.ownerEmail, table.list, table.name, table.merchantCode, table.divisionCode)
      .nullsNotDistinct(),
    index('saved_views_list_idx').on(table.list, table.merchantCode, table.divisionCode),
    check('saved_views_list_check', oneOf(table.list, savedViewLists)),
    check('saved_views_scope_check', sql`(${table.merchantCode} is null) = (${table.divisionCode} is null)`),
  ],
);

/** An ops account's default view of a list: at most one a list; deleting the view ends it. */
export const savedViewDefaults = pgTable(
  'saved_view_defaults',
  {
    ownerEmail: text('owner_email').notNull(),
    list: text('list', { enum: savedViewLists }).notNull(),
    viewId: bigint('view_id', { mode: 'number' })
      .notNull()
      .references(() => savedViews.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.ownerEmail, table.list] }),
    index('saved_view_defaults_view_idx').on(table.viewId),
  ],
);

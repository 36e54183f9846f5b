import { z } from 'zod';
import { pageSizeOptions } from '../../paging/page-size.ts';
import { codeSchema, requiredText, timestampSchema, withinBytes } from '../primitives.ts';
import { wireMessages } from '../wire-messages.ts';

/**
 * The lists a saved view can be of (issue 31), by key: every list screen of the console. The web's list screens,
 * the cli's list commands and the platform name a list by these keys.
 */
export const savedViewLists = [
  'sellers',
  'kycChecks',
  'transactions',
  'balanceTransfers',
  'payoutRequests',
  'payoutBatches',
  'pspLines',
  'bankLines',
  'reports',
  'invoices',
  'activity',
] as const;
export const savedViewListSchema = z.enum(savedViewLists);
export type SavedViewList = z.infer<typeof savedViewListSchema>;

/** A name of a filter parameter or column, as the list's address and table name it. */
const parameterNameSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/);

/** A visible column of a saved view, in its place; its width in pixels when the user set one. */
export const savedViewColumnSchema = z.object({
  id: parameterNameSchema,
  width: z.int().min(24).max(2000).optional(),
});

/**
 * What a saved view restores of its list: the tab of a list with tabs, the query text (the list query language), the
 * filter parameters as the list's address holds them, the visible columns in their order with their widths, the
 * sort, the density and the rows per page. Each is optional: a view says only what it sets.
 */
export const savedViewStateSchema = z
  .object({
    /** The tab it was saved on, as its address names it below the list's (reports: `division` or `sellers`). */
    tab: parameterNameSchema.optional(),
    query: z.string().max(1000).optional(),
    filters: z
      .record(parameterNameSchema, z.string().max(500))
      .refine((filters) => Object.keys(filters).length <= 30)
      .optional(),
    columns: z.array(savedViewColumnSchema).max(60).optional(),
    sort: z.object({ id: parameterNameSchema, desc: z.boolean() }).optional(),
    density: z.enum(['compact', 'comfortable']).optional(),
    pageSize: z
      .int()
      .refine((size) => (pageSizeOptions as readonly number[]).includes(size))
      .optional(),
  })
  .strict()
  .meta({ id: 'SavedViewState' });

/** A view's name: trimmed, required, at most 100 bytes. */
export const savedViewNameSchema = requiredText().refine(...withinBytes(100));

/** A saved view as the platform answers it. */
export const savedViewSchema = z
  .object({
    id: z.int().min(1),
    list: savedViewListSchema,
    name: z.string(),
    /** The ops account that saved it (its e-mail); only it may change or delete the view. */
    owner: z.string(),
    /** Whether the signed-in account is its owner. */
    mine: z.boolean(),
    /** The merchant and division it belongs to; both null for a view across every merchant and division. */
    merchantCode: z.string().nullable(),
    divisionCode: z.string().nullable(),
    /** Shared with the team: every ops account sees and may open it; otherwise its owner alone. */
    shared: z.boolean(),
    /** Whether it is the signed-in account's default view of its list. */
    isDefault: z.boolean(),
    state: savedViewStateSchema,
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'SavedView' });

export const savedViewListAnswerSchema = z.object({ elements: z.array(savedViewSchema) });

/**
 * Which views to list: of one list or of all, and in one merchant's division (its own views and those across
 * every division) or, without merchantCode and divisionCode, in every scope.
 */
export const savedViewListQuerySchema = z.object({
  list: savedViewListSchema.optional(),
  merchantCode: codeSchema.optional(),
  divisionCode: codeSchema.optional(),
  name: z.string().optional().describe('Only the views of this exact name'),
});

/** A new saved view: a merchant and division both or neither (a view across them). */
export const createSavedViewBodySchema = z
  .object({
    list: savedViewListSchema,
    name: savedViewNameSchema,
    merchantCode: codeSchema.nullable().default(null),
    divisionCode: codeSchema.nullable().default(null),
    shared: z.boolean().default(false),
    state: savedViewStateSchema,
  })
  .refine((body) => (body.merchantCode === null) === (body.divisionCode === null), {
    path: ['divisionCode'],
    message: wireMessages.savedViewScopeHalf,
  });

/** A saved view changed by its owner: its name, whether it is shared, its state; what is left out stays. */
export const updateSavedViewBodySchema = z.object({
  name: savedViewNameSchema.optional(),
  shared: z.boolean().optional(),
  state: savedViewStateSchema.optional(),
});

export const savedViewParamsSchema = z.object({ viewId: z.coerce.number().int().min(1) });

export type SavedViewState = z.infer<typeof savedViewStateSchema>;
export type SavedViewColumn = z.infer<typeof savedViewColumnSchema>;
export type SavedView = z.infer<typeof savedViewSchema>;
export type CreateSavedViewBody = z.input<typeof createSavedViewBodySchema>;
export type UpdateSavedViewBody = z.infer<typeof updateSavedViewBodySchema>;

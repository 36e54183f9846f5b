import type { SavedView, UpdateSavedViewBody } from '@ops/core/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Transaction } from '../../db/database.ts';
import { divisions, savedViewDefaults, savedViews } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/api-problem.ts';
import { savedViewMessages as messages } from './saved-view-messages.ts';
import { readSavedView } from './saved-view-queries.ts';

type NewSavedView = Pick<SavedView, 'list' | 'name' | 'merchantCode' | 'divisionCode' | 'shared' | 'state'>;

/** Saves a new view for `owner`; 400 for a division its merchant lacks, 409 when the name is taken. */
export async function createSavedView(tx: Transaction, owner: string, view: NewSavedView): Promise<SavedView> {
  if (view.merchantCode !== null && view.divisionCode !== null) {
    const [division] = await tx
      .select({ code: divisions.code })
      .from(divisions)
      .where(and(eq(divisions.code, view.divisionCode), eq(divisions.merchantCode, view.merchantCode)));
    if (!division) {
      throw badRequest(messages.noSuchDivision(view.merchantCode, view.divisionCode), [
        { field: 'divisionCode', message: messages.noSuchDivision(view.merchantCode, view.divisionCode) },
      ]);
    }
  }
  const [created] = await tx
    .insert(savedViews)
    .values({ ...view, ownerEmail: owner })
    .onConflictDoNothing()
    .returning({ id: savedViews.id });
  if (!created) throw nameTaken();
  const saved = await viewOrNotFound(tx, owner, created.id);
  await audit(tx, owner, 'createSavedView', saved.id, null, saved);
  return saved;
}

/** Saves the owner's change of a view; 403 for anyone else, 409 when the new name is taken. */
export async function updateSavedView(
  tx: Transaction,
  caller: string,
  id: number,
  change: UpdateSavedViewBody,
): Promise<SavedView> {
  const before = await ownedView(tx, caller, id);
  if (change.name !== undefined && change.name !== before.name) {
    const [taken] = await tx
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(
        and(
          eq(savedViews.ownerEmail, caller),
          eq(savedViews.list, before.list),
          eq(savedViews.name, change.name),
          before.merchantCode === null
            ? isNull(savedViews.merchantCode)
            : eq(savedViews.merchantCode, before.merchantCode),
          before.divisionCode === null
            ? isNull(savedViews.divisionCode)
            : eq(savedViews.divisionCode, before.divisionCode),
          ne(savedViews.id, id),
        ),
      );
    if (taken) throw nameTaken();
  }
  await tx
    .update(savedViews)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(savedViews.id, id));
  const after = await viewOrNotFound(tx, caller, id);
  await audit(tx, caller, 'updateSavedView', id, before, after);
  return after;
}

/** Deletes the owner's view (and every account's default of it); 403 for anyone else. */
export async function deleteSavedView(tx: Transaction, caller: string, id: number): Promise<void> {
  const before = await ownedView(tx, caller, id);
  await tx.delete(savedViews).where(eq(savedViews.id, id));
  await audit(tx, caller, 'deleteSavedView', id, before, null);
}

/** Makes a view `caller` sees their default of its list, or no longer: one default a list. */
export async function setDefaultSavedView(
  tx: Transaction,
  caller: string,
  id: number,
  isDefault: boolean,
): Promise<SavedView> {
  const view = await viewOrNotFound(tx, caller, id);
  if (isDefault) {
    await tx
      .insert(savedViewDefaults)
      .values({ ownerEmail: caller, list: view.list, viewId: id })
      .onConflictDoUpdate({ target: [savedViewDefaults.ownerEmail, savedViewDefaults.list], set: { viewId: id } });
  } else {
    await tx
      .delete(savedViewDefaults)
      .where(and(eq(savedViewDefaults.ownerEmail, caller), eq(savedViewDefaults.viewId, id)));
  }
  return viewOrNotFound(tx, caller, id);
}

async function viewOrNotFound(tx: Transaction, viewer: string, id: number): Promise<SavedView> {
  const view = await readSavedView(tx, viewer, id);
  if (!view) throw notFound(messages.notFound);
  return view;
}

/** The view when `caller` owns it: 404 when they do not see it, 403 when it is another's shared view. */
async function ownedView(tx: Transaction, caller: string, id: number): Promise<SavedView> {
  const view = await viewOrNotFound(tx, caller, id);
  if (!view.mine) throw forbidden(messages.notOwner(view.owner));
  return view;
}

function nameTaken() {
  return conflict(messages.nameTaken, [{ field: 'name', message: messages.nameTaken }]);
}

function audit(tx: Transaction, actor: string, action: string, id: number, before: unknown, after: unknown) {
  return recordAudit(tx, { actorEmail: actor, action, entityType: 'savedView', entityId: String(id), before, after });
}

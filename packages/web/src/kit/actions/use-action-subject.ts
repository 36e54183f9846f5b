import type { ActionId, ActionSubject } from '@ops/core/actions';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hrefOf } from '../../lib/merchant-selection/query-codes.ts';
import { type ActionForm, type ActionSubjectState, actionSubjectStore } from './action-subject-store.ts';

/** The query parameter naming the form to open on arrival, e.g. `?form=transactions.createSplit`. */
export const formQueryKey = 'form';

/**
 * Declares, while the calling screen is mounted, what it is about and the forms it opens for the palette. The
 * forms are read when run, so they may close over the screen's latest state. A form named by `?form=` (the
 * palette sends an action there from another screen) opens once, and the parameter leaves the URL.
 */
export function useActionSubject(
  subject: ActionSubject | undefined,
  forms: Partial<Record<ActionId, ActionForm>> = {},
): void {
  const latestForms = useRef<Record<string, ActionForm | undefined>>(forms);
  latestForms.current = forms;
  const formIds = Object.keys(forms).sort().join(' ');
  // Every field the screen names, compared by value: a new object of the same codes changes nothing.
  const subjectKey = JSON.stringify(
    Object.entries(subject ?? {})
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  useEffect(() => {
    const ids = formIds ? formIds.split(' ') : [];
    const fields = JSON.parse(subjectKey) as [keyof ActionSubject, string][];
    const owner: ActionSubjectState = {
      subject: fields.length > 0 ? (Object.fromEntries(fields) as ActionSubject) : undefined,
      forms: Object.fromEntries(ids.map((id) => [id, () => latestForms.current[id]?.()])),
    };
    actionSubjectStore.set(owner);
    return () => actionSubjectStore.clear(owner);
  }, [subjectKey, formIds]);
  useFormNamedInQuery(latestForms, formIds);
}

function useFormNamedInQuery(forms: { current: Record<string, ActionForm | undefined> }, formIds: string): void {
  const search = useSearch();
  const [location, setLocation] = useLocation();
  useEffect(() => {
    const query = new URLSearchParams(search);
    const requested = query.get(formQueryKey) ?? '';
    // Runs again when the screen starts offering the form, e.g. once a merchant is bound.
    const open = formIds.split(' ').includes(requested) ? forms.current[requested] : undefined;
    if (!open) return;
    query.delete(formQueryKey);
    setLocation(hrefOf(location, query), { replace: true });
    open();
  }, [search, location, setLocation, forms, formIds]);
}

/** The subject on view and its forms, for the palette. */
export function useCurrentActionSubject(): ActionSubjectState {
  return useSyncExternalStore(actionSubjectStore.subscribe, actionSubjectStore.getSnapshot);
}

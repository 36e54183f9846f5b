import type { ActionSubject } from '@ops/core/actions';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type ActionForm, type ActionSubjectState, actionSubjectStore } from './action-subject-store.ts';

/**
 * Declares, while the calling screen is mounted, what it is about and the forms it opens for the palette. The
 * forms are read when run, so they may close over the screen's latest state.
 */
export function useActionSubject(subject: ActionSubject | undefined, forms: Record<string, ActionForm> = {}): void {
  const latestForms = useRef(forms);
  latestForms.current = forms;
  const formIds = Object.keys(forms).sort().join(' ');
  const accountHolderCode = subject?.accountHolderCode;
  const splitCode = subject?.splitCode;
  useEffect(() => {
    const ids = formIds ? formIds.split(' ') : [];
    const owner: ActionSubjectState = {
      subject:
        accountHolderCode || splitCode
          ? { ...(accountHolderCode ? { accountHolderCode } : {}), ...(splitCode ? { splitCode } : {}) }
          : undefined,
      forms: Object.fromEntries(ids.map((id) => [id, () => latestForms.current[id]?.()])),
    };
    actionSubjectStore.set(owner);
    return () => actionSubjectStore.clear(owner);
  }, [accountHolderCode, splitCode, formIds]);
}

/** The subject on view and its forms, for the palette. */
export function useCurrentActionSubject(): ActionSubjectState {
  return useSyncExternalStore(actionSubjectStore.subscribe, actionSubjectStore.getSnapshot);
}

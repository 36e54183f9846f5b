import type { HeldForApproval } from '@ops/core/api';
import { i18nObject, type Locales } from '@ops/locales';
import { loadLocale } from '@ops/locales/browser';
import { useCallback } from 'react';
import { useToast } from '../../ui/toast/toast.tsx';
import { AppLink } from '../links/app-link.tsx';

/** Where an approval request is shown. */
export const approvalRequestPath = (code: string) => `/approvals/${encodeURIComponent(code)}`;

/**
 * Tells that an approval rule held a run back: "Sent for approval", the request's code and why it waits, and a link
 * to it on /approvals. Never a success: nothing ran yet. The approvals texts load first (a screen's own area may
 * not be there yet in the production build).
 */
export function useSentForApprovalNotice() {
  const toast = useToast();
  return useCallback(
    async (approval: HeldForApproval, locale: Locales) => {
      await loadLocale(locale);
      const labels = i18nObject(locale).approvals.sent;
      toast.show({
        tone: 'info',
        title: labels.title(),
        description: (
          <>
            {labels.description({ code: approval.code, reason: approval.reason })}{' '}
            <AppLink to={approvalRequestPath(approval.code)}>{labels.open({ code: approval.code })}</AppLink>
          </>
        ),
      });
    },
    [toast],
  );
}

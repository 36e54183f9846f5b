import { useEffect } from 'react';

const requests = new EventTarget();

/** Opens the header's Create merchant popover from elsewhere, e.g. the command palette. */
export function requestCreateMerchant(): void {
  requests.dispatchEvent(new Event('open'));
}

export function useCreateMerchantRequests(open: () => void): void {
  useEffect(() => {
    requests.addEventListener('open', open);
    return () => requests.removeEventListener('open', open);
  }, [open]);
}

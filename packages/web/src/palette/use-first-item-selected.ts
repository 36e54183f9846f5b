import { type RefObject, useEffect } from 'react';

/**
 * cmdk selects the first item when what is typed changes, but not when items arrive later while none is selected
 * (cmdk issue #280), such as the merchants, sellers or divisions the server finds: Enter would then run nothing.
 * This selects the first item as such items appear, when none is selected. `select` sets the palette's
 * (controlled) selected value.
 */
export function useFirstItemSelected(list: RefObject<HTMLElement | null>, select: (value: string) => void): void {
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const observer = new MutationObserver(() => {
      if (element.querySelector('[cmdk-item][aria-selected="true"]')) return;
      const value = element.querySelector('[cmdk-item]:not([aria-disabled="true"])')?.getAttribute('data-value');
      if (value) select(value);
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [list, select]);
}

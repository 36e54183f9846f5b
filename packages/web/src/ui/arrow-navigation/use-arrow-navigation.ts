import { type KeyboardEvent, useCallback } from 'react';

/** Marks an element that the arrow keys move between, inside a container using `useArrowNavigation`. */
export const arrowItemAttribute = 'data-arrow-item';

/**
 * Arrow Up and Down (and Home, End) move focus between the container's items, in document order; from the
 * search box Down enters the list. Enter then activates the focused button as usual.
 */
export function useArrowNavigation() {
  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const target = event.target as HTMLElement;
    const inTextField = target instanceof HTMLInputElement;
    if (inTextField && (event.key === 'Home' || event.key === 'End')) return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${arrowItemAttribute}]`)];
    if (items.length === 0) return;
    const index = items.indexOf(target);
    let next: HTMLElement | undefined;
    if (event.key === 'Home') next = items[0];
    else if (event.key === 'End') next = items.at(-1);
    else if (event.key === 'ArrowDown') next = index < 0 ? items[0] : items[Math.min(index + 1, items.length - 1)];
    else if (index > 0) next = items[index - 1];
    else if (index === 0) next = event.currentTarget.querySelector<HTMLElement>('input[type="search"]') ?? items[0];
    if (!next) return;
    event.preventDefault();
    next.focus();
  }, []);
}

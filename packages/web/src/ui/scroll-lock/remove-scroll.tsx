import { type ElementType, forwardRef, type ReactNode, useEffect } from 'react';
import { lockScroll } from './scroll-lock.ts';

interface RemoveScrollProps {
  /** What to render: Radix passes its Slot, which merges these props into its one child. */
  as?: ElementType;
  enabled?: boolean;
  children?: ReactNode;
  // Read by react-remove-scroll only; taken out so they do not reach the DOM.
  allowPinchZoom?: boolean;
  shards?: unknown;
  noIsolation?: boolean;
  inert?: boolean;
  removeScrollBar?: boolean;
}

/**
 * Stands in for react-remove-scroll, whose `RemoveScroll` Radix renders around an open Select, a modal menu or a
 * modal dialog: it injects a <style> element the app's Content-Security-Policy (style-src 'self') refuses, so the
 * build and the dev server resolve that package here instead (vite.config.ts) and lock the page's scrolling with a
 * class, like the modal does.
 */
export const RemoveScroll = forwardRef<HTMLElement, RemoveScrollProps>(function RemoveScroll(
  {
    as: Element = 'div',
    enabled = true,
    children,
    allowPinchZoom,
    shards,
    noIsolation,
    inert,
    removeScrollBar,
    ...rest
  },
  ref,
) {
  useEffect(() => (enabled ? lockScroll() : undefined), [enabled]);
  return (
    <Element ref={ref} {...rest}>
      {children}
    </Element>
  );
});

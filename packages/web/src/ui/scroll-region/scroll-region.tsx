import type { ReactNode } from 'react';

/**
 * A box that scrolls a wide table sideways inside its card, named by `label` and focusable, so a keyboard user can
 * scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys.
    <section className="balance-table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

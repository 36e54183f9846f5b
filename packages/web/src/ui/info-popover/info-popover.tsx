import * as Popover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import '../popover/popover.css';
import './info-popover.css';

/**
 * A small "i" button that explains something in a popover. Non-modal like every layer of the app (Radix's modal
 * mode injects a style element the CSP refuses); Escape or a click outside closes it and focus returns to the
 * button. `label` names both the button and the popover, such as 'About KYC tiers'.
 */
export function InfoPopover({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Popover.Root>
      <Popover.Trigger className="info-popover-trigger" aria-label={label}>
        <span aria-hidden="true">i</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="popover-panel info-popover" align="start" sideOffset={6} aria-label={label}>
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

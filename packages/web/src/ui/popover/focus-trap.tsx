import { FocusScope } from '@radix-ui/react-focus-scope';
import type { ReactNode } from 'react';

/**
 * Keeps Tab and Shift+Tab inside a popover or the palette and focuses its first field on open. Radix's modal
 * mode would do this too, but it locks scrolling with an injected <style> element, which the app's
 * Content-Security-Policy (style-src 'self') refuses; so the layers run non-modal with this trap inside. Where
 * focus goes on close is the layer's call (a popover's button, or where it was before the palette).
 */
export function FocusTrap({ className, children }: { className?: string | undefined; children: ReactNode }) {
  return (
    <FocusScope trapped loop className={className} onUnmountAutoFocus={(event) => event.preventDefault()}>
      {children}
    </FocusScope>
  );
}

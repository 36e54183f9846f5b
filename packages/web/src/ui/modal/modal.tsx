import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { FocusTrap } from '../popover/focus-trap.tsx';
import { lockScroll } from '../scroll-lock/scroll-lock.ts';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The dialog's buttons, right-aligned under the body. */
  footer?: ReactNode;
  /** 'alertdialog' for a question that needs an answer before going on (a delete or cancel confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** Room for tables and forms with several columns. */
  wide?: boolean;
  children?: ReactNode;
}

/**
 * The app's modal dialog: a title, an optional description, a body and footer buttons over a dimmed page.
 * Escape, the close button and a click on the dimmed page close it; Tab stays inside; on close the focus goes
 * back to what had it when the dialog opened, unless a key pressed since has moved it on. Radix runs it non-modal because its modal mode injects a scroll
 * lock <style> the CSP refuses; the focus trap, the scroll lock and aria-modal make up for it here.
 */
export function Modal({ open, onOpenChange, title, description, footer, role, wide, children }: ModalProps) {
  const { t } = useI18n();
  const opener = useRef<Element | null>(null);
  // A layout effect runs before the focus trap's mount effect moves the focus into the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    return lockScroll();
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        <div className="modal-overlay" aria-hidden="true" />
        <Dialog.Content
          className={wide ? 'modal modal-wide' : 'modal'}
          role={role ?? 'dialog'}
          aria-modal="true"
          // Without a description, say so: Radix otherwise points aria-describedby at a missing element.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          // A modal closes on Escape, its buttons or a click on the dimmed page, not because the focus fell to
          // <body> (as it does when the focused button becomes disabled while a request runs), nor on a click in a
          // layer above it (the command palette, a popover).
          onFocusOutside={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => {
            if (!(event.target instanceof Element && event.target.classList.contains('modal-overlay'))) {
              event.preventDefault();
            }
          }}
          // Radix gives the focus back a moment after the dialog has gone. A key pressed in that moment that moved
          // the focus on (Escape, then `/` to the filter bar) keeps it there.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const element = opener.current;
            opener.current = null;
            const movedOn = document.activeElement !== null && document.activeElement !== document.body;
            if (!movedOn && element instanceof HTMLElement && element.isConnected) element.focus();
          }}
        >
          <FocusTrap className="modal-frame">
            <header className="modal-header">
              <Dialog.Title className="modal-title">{title}</Dialog.Title>
              <Dialog.Close className="modal-close" aria-label={t.modal.close()}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </header>
            {description === undefined ? null : (
              <Dialog.Description className="modal-description">{description}</Dialog.Description>
            )}
            {/* Focusable, so a keyboard can scroll a long body that holds nothing else to focus (axe). */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys. */}
            <div className="modal-body" tabIndex={0}>
              {children}
            </div>
            {footer === undefined ? null : <footer className="modal-footer">{footer}</footer>}
          </FocusTrap>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

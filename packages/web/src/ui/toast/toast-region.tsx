import * as RadixToast from '@radix-ui/react-toast';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { ShownToast } from './toast-message.ts';
import './toast.css';

/**
 * The toasts on screen (Radix Toast): a region in the bottom right corner that screen readers announce
 * (politely, or at once for a failure), F8 moves to it, each toast closes itself after 8 seconds unless hovered or
 * focused, and Escape or its button closes it. Loaded apart from the provider (see `ToastProvider`).
 */
export function ToastRegion({ toasts, onClose }: { toasts: readonly ShownToast[]; onClose(id: number): void }) {
  const { t } = useI18n();
  return (
    <RadixToast.Provider duration={8000} label={t.components.toast.one()}>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className="toast"
          data-tone={toast.tone ?? 'success'}
          duration={toast.duration}
          type={toast.tone === 'danger' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onClose(toast.id);
          }}
        >
          <RadixToast.Title className="toast-title">{toast.title}</RadixToast.Title>
          {toast.description === undefined ? null : (
            <RadixToast.Description className="toast-description">{toast.description}</RadixToast.Description>
          )}
          {toast.action === undefined ? null : (
            <RadixToast.Action className="toast-action" altText={toast.action.altText} onClick={toast.action.onAct}>
              {toast.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close className="toast-close" aria-label={t.components.toast.dismiss()}>
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toast-viewport" label={`${t.components.toast.region()} ({hotkey})`} />
    </RadixToast.Provider>
  );
}

import * as RadixToast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import './toast.css';

/** The outcome of an action, told in a toast. */
export interface ToastMessage {
  /** What happened, in the spec's words ('Payout requested'). */
  title: string;
  description?: string | undefined;
  /** success (default) for a done action, danger for one that failed when nothing else on screen says so. */
  tone?: 'success' | 'info' | 'danger' | undefined;
}

interface ShownToast extends ToastMessage {
  id: number;
}

interface Toasts {
  show(message: ToastMessage): void;
}

const ToastContext = createContext<Toasts | undefined>(undefined);
// Outside a provider (a part rendered alone in a test) a toast goes nowhere rather than failing the part.
const nowhere: Toasts = { show: () => undefined };

/** Tells the outcome of an action in a toast: `useToast().show({ title: 'Payout requested' })`. */
export function useToast(): Toasts {
  return useContext(ToastContext) ?? nowhere;
}

let nextId = 0;

/**
 * Holds the toasts of the app (Radix Toast): a region in the bottom right corner that screen readers announce
 * (politely, or at once for a failure), F8 moves to it, each toast closes itself after 5 seconds unless hovered or
 * focused, and Escape or its button closes it. Mounted once by the app.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback((message: ToastMessage) => {
    nextId += 1;
    setToasts((shown) => [...shown, { ...message, id: nextId }]);
  }, []);
  const remove = (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id));
  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={8000} label={t.components.toast.one()}>
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            className="toast"
            data-tone={toast.tone ?? 'success'}
            type={toast.tone === 'danger' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) remove(toast.id);
            }}
          >
            <RadixToast.Title className="toast-title">{toast.title}</RadixToast.Title>
            {toast.description === undefined ? null : (
              <RadixToast.Description className="toast-description">{toast.description}</RadixToast.Description>
            )}
            <RadixToast.Close className="toast-close" aria-label={t.components.toast.dismiss()}>
              <span aria-hidden="true">×</span>
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className="toast-viewport" label={`${t.components.toast.region()} ({hotkey})`} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

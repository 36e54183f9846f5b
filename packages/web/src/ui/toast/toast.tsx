import { createContext, type ReactNode, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { preloadable } from '../../lib/preloadable.tsx';
import type { ShownToast, ToastMessage } from './toast-message.ts';

export type { ToastMessage } from './toast-message.ts';

interface Toasts {
  /** Shows a toast; answers its id, for `close`. */
  show(message: ToastMessage): number;
  close(id: number): void;
}

const ToastContext = createContext<Toasts | undefined>(undefined);
// Outside a provider (a part rendered alone in a test) a toast goes nowhere rather than failing the part.
const nowhere: Toasts = { show: () => 0, close: () => undefined };

/** Tells the outcome of an action in a toast: `useToast().show({ title: 'Payout requested' })`. */
export function useToast(): Toasts {
  return useContext(ToastContext) ?? nowhere;
}

// Radix Toast and its primitives (12 kB compressed) load apart, so they do not delay the first screen.
const ToastRegion = preloadable(() => import('./toast-region.tsx').then((module) => module.ToastRegion));

/** Runs `load` when the app has room for it; answers a function that cancels the wait. */
export type ScheduleLoad = (load: () => void) => () => void;

const atOnce: ScheduleLoad = (load) => {
  load();
  return () => undefined;
};

let nextId = 0;

/**
 * Holds the toasts of the app; `ToastRegion` (`toast-region.tsx`) shows them. Mounted once by the app, which
 * passes `loadRegion` (the region's code loads then, or with the first toast, whichever comes first; at once
 * without it).
 */
export function ToastProvider({ children, loadRegion = atOnce }: { children: ReactNode; loadRegion?: ScheduleLoad }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const [regionWanted, setRegionWanted] = useState(false);
  useEffect(() => loadRegion(() => setRegionWanted(true)), [loadRegion]);
  const show = useCallback((message: ToastMessage) => {
    nextId += 1;
    const id = nextId;
    setToasts((shown) => [...shown, { ...message, id }]);
    return id;
  }, []);
  const close = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);
  const value = useMemo(() => ({ show, close }), [show, close]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {(regionWanted || toasts.length > 0) && (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

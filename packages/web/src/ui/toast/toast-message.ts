import type { ReactNode } from 'react';

/** The outcome of an action, told in a toast. */
export interface ToastMessage {
  /** What happened, in the spec's words ('Payout requested'). */
  title: string;
  /** More words under the title; may hold a link to what the outcome made (an approval request). */
  description?: ReactNode;
  /** success (default) for a done action, danger for one that failed when nothing else on screen says so. */
  tone?: 'success' | 'info' | 'danger' | undefined;
  /** A button beside the words, e.g. Undo; `altText` tells a screen reader how to do the same without the toast. */
  action?: { label: string; altText: string; onAct(): void } | undefined;
  /** Milliseconds before it closes itself (8 seconds unless said). */
  duration?: number | undefined;
}

export interface ShownToast extends ToastMessage {
  id: number;
}

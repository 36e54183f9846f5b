import type { ReactNode } from 'react';
import './badge.css';

/** The badge colours of the tokens (`--tone-{tone}-bg` and `-fg`), readable in both themes. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  tone?: BadgeTone | undefined;
  children: ReactNode;
}

/** A short label in a coloured pill: a status (see `StatusBadge`), a flag such as 'Deleted', a count. Never wraps. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <span className="badge" data-tone={tone}>
      {children}
    </span>
  );
}

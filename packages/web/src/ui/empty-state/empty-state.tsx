import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  /** What is not there, in the spec's words where it has some ('No sellers found'). */
  title: ReactNode;
  /** What to do about it, such as changing the filters. */
  description?: ReactNode;
  /** A button that helps (Clear filters, Create …). */
  action?: ReactNode;
}

/** What a list or a section shows when it has nothing to show: a status message, read out when it appears. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state-title">{title}</p>
      {description === undefined ? null : <p className="empty-state-description">{description}</p>}
      {action === undefined ? null : <div className="empty-state-action">{action}</div>}
    </div>
  );
}

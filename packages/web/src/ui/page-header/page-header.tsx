import type { ReactNode } from 'react';
import './page-header.css';

export interface PageHeaderProps {
  /**
   * The screen's heading. The shell's header already shows the page's title as the one h1, so this is an h2:
   * leave it out when it would only repeat that title.
   */
  title?: ReactNode;
  /** A line saying what the screen is for or what it shows. */
  description?: ReactNode;
  /** The screen's actions (Buttons, the primary one last), at the right. */
  actions?: ReactNode;
}

/** The top of a screen: its heading and description at the left, its actions at the right. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="page-header-text">
        {title === undefined ? null : <h2 className="page-header-title">{title}</h2>}
        {description === undefined ? null : <p className="page-header-description">{description}</p>}
      </div>
      {actions === undefined ? null : <div className="page-header-actions">{actions}</div>}
    </div>
  );
}

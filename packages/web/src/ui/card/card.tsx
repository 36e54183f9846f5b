import { type ReactNode, useId } from 'react';
import './card.css';

export interface CardProps {
  /** The card's heading; it also names the card as a region. */
  title?: ReactNode;
  /** The heading's level in the page's outline: 2 (default) under the page's title. */
  headingLevel?: 2 | 3 | undefined;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or links at the right of the title. */
  actions?: ReactNode;
  /** The title's id, for a page that points at the card by it (a link, a test); a generated one unless given. */
  titleId?: string | undefined;
  /** No padding in the body: a table fills the card edge to edge. */
  flush?: boolean | undefined;
  children?: ReactNode;
}

/** A surface that groups one thing on a screen (a balance, a section of details, a table) with its title. */
export function Card({ title, headingLevel = 2, description, actions, titleId: givenId, flush, children }: CardProps) {
  const generatedId = useId();
  const titleId = givenId ?? generatedId;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <section className="card" aria-labelledby={title === undefined ? undefined : titleId}>
      {hasHeader ? (
        <header className="card-header">
          <div className="card-heading">
            {title === undefined ? null : (
              <Heading id={titleId} className="card-title">
                {title}
              </Heading>
            )}
            {description === undefined ? null : <p className="card-description">{description}</p>}
          </div>
          {actions === undefined ? null : <div className="card-actions">{actions}</div>}
        </header>
      ) : null}
      <div className={flush ? 'card-body card-body-flush' : 'card-body'}>{children}</div>
    </section>
  );
}

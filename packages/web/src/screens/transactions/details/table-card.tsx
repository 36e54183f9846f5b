import type { ReactNode } from 'react';
import { Card } from '../../../ui/card/index.ts';

/**
 * A card of a transaction's details that holds a table: its title, then a note when there is nothing to list, else
 * the table under its column headers with the rows given.
 */
export function TableCard({
  title,
  empty,
  none,
  headers,
  children,
}: {
  title: string;
  empty: boolean;
  /** What the card says when it has no rows. */
  none: string;
  headers: readonly string[];
  /** The rows of the table's body. */
  children: ReactNode;
}) {
  return (
    <Card title={title} headingLevel={3} flush>
      {empty ? (
        <p className="transaction-note">{none}</p>
      ) : (
        <table className="transaction-table">
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      )}
    </Card>
  );
}

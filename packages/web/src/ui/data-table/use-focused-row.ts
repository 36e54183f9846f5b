import { type FocusEvent, useCallback, useState } from 'react';

/**
 * The row of `rows` that last had the focus (a cell or a button in it), kept until another row gets it: what a
 * screen's palette actions are about. Give `onFocus` to an element around the table.
 */
export function useFocusedRow<Row>(
  rows: readonly Row[] | undefined,
): [focused: Row | undefined, onFocus: (event: FocusEvent<HTMLElement>) => void] {
  const [focused, setFocused] = useState<Row | undefined>(undefined);
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const index = event.target.closest('tr[data-row-index]')?.getAttribute('data-row-index');
      const row = index === undefined || index === null ? undefined : rows?.[Number(index)];
      if (row) setFocused(row);
    },
    [rows],
  );
  return [focused, onFocus];
}

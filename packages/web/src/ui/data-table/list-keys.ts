import type { TableSelection } from './data-table-types.ts';

/**
 * What a key does in a list (Linear and GitHub style): move the focus, extend a selected range from it, select the
 * focused row, open it (here or in a new tab), clear the selection, go to the list's query field, show the keys.
 */
export type ListCommand =
  | 'down'
  | 'up'
  | 'first'
  | 'last'
  | 'extendDown'
  | 'extendUp'
  | 'extendFirst'
  | 'extendLast'
  | 'toggle'
  | 'open'
  | 'openInNewTab'
  | 'clear'
  | 'focusQuery'
  | 'showKeys';

/** The parts of a keydown the list reads. */
export interface ListKeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * The command a key press is, or undefined. `mac`: Cmd+Enter opens in a new tab there, Ctrl+Enter elsewhere.
 * `j`/`k` and the arrows move, with Shift they extend the selected range; `x` selects; `Esc` clears; `/` and `?`
 * are read by the character typed (a layout may need Shift for them).
 */
export function listCommandOf(press: ListKeyPress, mac: boolean): ListCommand | undefined {
  const { key, shiftKey, altKey } = press;
  if (altKey) return undefined;
  if (key === 'Enter') {
    const newTab = mac ? press.metaKey && !press.ctrlKey : press.ctrlKey && !press.metaKey;
    if (newTab) return 'openInNewTab';
    return press.ctrlKey || press.metaKey || shiftKey ? undefined : 'open';
  }
  if (press.ctrlKey || press.metaKey) return undefined;
  if (key === '/') return 'focusQuery';
  if (key === '?') return 'showKeys';
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case 'j':
    case 'ArrowDown':
      return shiftKey ? 'extendDown' : 'down';
    case 'k':
    case 'ArrowUp':
      return shiftKey ? 'extendUp' : 'up';
    case 'x':
      return shiftKey ? undefined : 'toggle';
    case 'Home':
      return shiftKey ? 'extendFirst' : 'first';
    case 'End':
      return shiftKey ? 'extendLast' : 'last';
    case 'Escape':
      return 'clear';
    default:
      return undefined;
  }
}

export type MoveCommand = 'down' | 'up' | 'first' | 'last';

/** The move a command makes, extending the selected range or not. */
export const moveOf: Partial<Record<ListCommand, MoveCommand>> = {
  down: 'down',
  up: 'up',
  first: 'first',
  last: 'last',
  extendDown: 'down',
  extendUp: 'up',
  extendFirst: 'first',
  extendLast: 'last',
};

/** The row a move lands on, kept inside the list. */
export function movedIndex(command: MoveCommand, from: number, count: number): number {
  const to = { down: from + 1, up: from - 1, first: 0, last: count - 1 }[command];
  return Math.max(0, Math.min(count - 1, to));
}

/** The keys selected now, whatever the selection's mode (`filter`: every selectable row of the page). */
export function selectedKeys(selection: TableSelection, pageKeys: readonly string[]): readonly string[] {
  return selection.mode === 'filter' ? pageKeys : selection.keys;
}

/** `key` selected or, if it was, not. From "every row matching the filter", the page's other rows stay selected. */
export function toggled(selection: TableSelection, key: string, pageKeys: readonly string[]): TableSelection {
  const keys = selectedKeys(selection, pageKeys);
  return keys.includes(key)
    ? { mode: 'rows', keys: keys.filter((other) => other !== key) }
    : { mode: 'rows', keys: [...keys, key] };
}

/**
 * A range being extended with Shift: where it started, and what was selected before it started. Moving back
 * towards the anchor shrinks the range again; what was selected before stays.
 */
export interface SelectionRange {
  anchor: number;
  before: readonly string[];
}

/**
 * The selection with the rows from the range's anchor to `to` added to what was selected before. `rowKeys` are
 * the list's rows in order, undefined where a row cannot be selected (a sub-row, a row its screen cannot act on).
 */
export function extendedSelection(
  range: SelectionRange,
  to: number,
  rowKeys: readonly (string | undefined)[],
): TableSelection {
  const chosen = new Set(range.before);
  const keys = [...range.before];
  const [from, until] = range.anchor <= to ? [range.anchor, to] : [to, range.anchor];
  for (let index = from; index <= until; index++) {
    const key = rowKeys[index];
    if (key !== undefined && !chosen.has(key)) {
      chosen.add(key);
      keys.push(key);
    }
  }
  return { mode: 'rows', keys };
}

/** What a list offers, which decides the keys it answers and the `?` dialog lists. */
export interface ListAbilities {
  select: boolean;
  open: boolean;
  openInNewTab: boolean;
}

/** One line of the `?` dialog: the keys, and the key of its description under `table.keys`. */
export interface ListShortcut {
  keys: readonly string[];
  description:
    | 'move'
    | 'first'
    | 'last'
    | 'select'
    | 'extend'
    | 'extendToEnd'
    | 'open'
    | 'openInNewTab'
    | 'clear'
    | 'query'
    | 'undo'
    | 'help';
}

/** Every key of a list with these abilities, in the order the `?` dialog lists them. */
export function listShortcuts(abilities: ListAbilities, mac: boolean): ListShortcut[] {
  const modifier = mac ? '⌘' : 'Ctrl';
  const lines: (ListShortcut | false)[] = [
    { keys: ['j', 'k', '↓', '↑'], description: 'move' },
    { keys: ['Home'], description: 'first' },
    { keys: ['End'], description: 'last' },
    abilities.select && { keys: ['x'], description: 'select' },
    abilities.select && { keys: ['Shift+j', 'Shift+k', 'Shift+↓', 'Shift+↑'], description: 'extend' },
    abilities.select && { keys: ['Shift+Home', 'Shift+End'], description: 'extendToEnd' },
    abilities.open && { keys: ['Enter'], description: 'open' },
    abilities.openInNewTab && { keys: [`${modifier}+Enter`], description: 'openInNewTab' },
    abilities.select && { keys: ['Esc'], description: 'clear' },
    { keys: ['/'], description: 'query' },
    { keys: ['z'], description: 'undo' },
    { keys: ['?'], description: 'help' },
  ];
  return lines.filter((line): line is ListShortcut => line !== false);
}

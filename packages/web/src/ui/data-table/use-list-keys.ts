import { useEffect, useRef } from 'react';
import { typesText } from '../../lib/keys/types-text.ts';
import type { TableSelection } from './data-table-types.ts';
import {
  extendedSelection,
  type ListCommand,
  listCommandOf,
  movedIndex,
  moveOf,
  type SelectionRange,
  selectedKeys,
  toggled,
} from './list-keys.ts';

/** Keys that belong to the focused control unless the focus is in the rows or on nothing. */
const arrowKeys = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter', 'Escape']);

export const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Whether the list in `container` answers a key pressed on `target`: in its own rows always; on the page (the
 * focus on nothing, or on a control outside any list or dialog) when it is the page's first list, and then the
 * arrows, Enter and Escape only with the focus on nothing, as those keys are the focused control's.
 */
function answers(container: Element, target: Element, key: string): boolean {
  // A list inside a dialog answers in its rows too; a dialog's, menu's or listbox's own keys are theirs.
  if (container.querySelector('tbody')?.contains(target)) return true;
  if (target.closest('[role="dialog"], [role="menu"], [role="listbox"], [role="alertdialog"]')) return false;
  const onNothing = target === document.body || target === document.documentElement;
  if (!onNothing && arrowKeys.has(key)) return false;
  const list = target.closest('.data-table');
  if (list && list !== container) return false;
  const first = [...document.querySelectorAll('.data-table')].find((each) => !each.closest('[role="dialog"]'));
  return first === container;
}

/** `/`: the list's query field (`[data-list-query]`) when the screen has one, else the filter bar's first field. */
function focusQueryField(): boolean {
  const field =
    document.querySelector<HTMLElement>('[data-list-query]') ??
    document.querySelector<HTMLElement>(
      '.filter-bar :is(input:not([type="hidden"]), select, textarea, button, [tabindex="0"])',
    );
  field?.focus();
  return field !== null;
}

export interface ListKeysOptions {
  /** The list's `.data-table` element. */
  container: Element | null;
  rowCount: number;
  /** The row with the keyboard focus (roving tabindex). */
  focused: number;
  focusRow(index: number): void;
  /** By row index, the key to select it by; undefined where the row cannot be selected. */
  rowKeys: readonly (string | undefined)[];
  selection?: { value: TableSelection; onChange(next: TableSelection): void } | undefined;
  /** The selectable rows of the page, for "every row matching the filter". */
  pageKeys: readonly string[];
  open?: ((index: number) => void) | undefined;
  openInNewTab?: ((index: number) => void) | undefined;
  showKeys(): void;
}

/**
 * The list's keys (`list-keys.ts` says which), the same on every list: read on the window after the page's own
 * handlers, so a shortcut sequence such as `g k` that took the key (and prevented its default) is not also a move.
 * Keys typed into a field are the field's.
 */
export function useListKeys(options: ListKeysOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const range = useRef<ExtendedRange | undefined>(undefined);
  const { container } = options;
  useEffect(() => {
    if (!container) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (event.defaultPrevented || !(target instanceof Element) || typesText(target)) return;
      const command = listCommandOf(event, isMac());
      if (!command || !answers(container, target, event.key)) return;
      const inRows = target.closest('tbody') !== null;
      const onRow = target instanceof HTMLTableRowElement;
      // A link or button in a cell keeps Enter; the arrows there still move between rows.
      if ((command === 'open' || command === 'openInNewTab') && inRows && !onRow) return;
      if (run(command, latest.current, range, inRows)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [container]);
}

/** A range being extended, and the selection it made last: a selection changed otherwise starts a new range. */
type ExtendedRange = SelectionRange & { made: TableSelection };

/** Does what `command` says; false when it did nothing (the key then keeps its default). */
function run(
  command: ListCommand,
  options: ListKeysOptions,
  range: { current: ExtendedRange | undefined },
  /** The focus is in the rows; from elsewhere j or k first brings it back to the row it was on. */
  inRows: boolean,
): boolean {
  const { rowCount, focused, focusRow, rowKeys, selection, pageKeys } = options;
  const current = Math.max(0, Math.min(rowCount - 1, focused));
  switch (command) {
    case 'focusQuery':
      return focusQueryField();
    case 'showKeys':
      options.showKeys();
      return true;
    case 'down':
    case 'up':
    case 'first':
    case 'last':
      if (rowCount === 0) return false;
      range.current = undefined;
      focusRow(inRows || command === 'first' || command === 'last' ? movedIndex(command, current, rowCount) : current);
      return true;
    case 'extendDown':
    case 'extendUp':
    case 'extendFirst':
    case 'extendLast': {
      const move = moveOf[command];
      if (rowCount === 0 || !move) return false;
      const to = movedIndex(move, current, rowCount);
      if (selection) {
        if (range.current?.made !== selection.value) {
          const before = selectedKeys(selection.value, pageKeys).filter((key) => key !== rowKeys[current]);
          range.current = { anchor: current, before, made: selection.value };
        }
        const next = extendedSelection(range.current, to, rowKeys);
        range.current.made = next;
        selection.onChange(next);
      }
      focusRow(to);
      return true;
    }
    case 'toggle': {
      const key = rowKeys[current];
      if (!selection || key === undefined) return false;
      range.current = undefined;
      selection.onChange(toggled(selection.value, key, pageKeys));
      return true;
    }
    case 'clear':
      range.current = undefined;
      if (!selection || (selection.value.mode === 'rows' && selection.value.keys.length === 0)) return false;
      selection.onChange({ mode: 'rows', keys: [] });
      return true;
    case 'open':
      if (!options.open || rowCount === 0) return false;
      options.open(current);
      return true;
    case 'openInNewTab':
      if (!options.openInNewTab || rowCount === 0) return false;
      options.openInNewTab(current);
      return true;
  }
}

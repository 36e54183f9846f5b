import {
  completeListQuery,
  type ListQuery,
  type ListQueryFields,
  listQueryErrorMessage,
  parseListQuery,
  type QueryCompletions,
} from '@ops/core/list-query';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Field } from '../field/field.tsx';
import './list-query-field.css';

export interface ListQueryFieldProps {
  /** The list's fields (core's `transactionQueryFields`, `payoutRequestQueryFields`, `reportQueryFields`, …). */
  fields: ListQueryFields;
  /** The query in effect (the URL's), which the field shows whenever it changes from elsewhere (a control, Back). */
  value: string;
  /** A query that reads, at Enter (a half-typed word is not a query to run): the list follows it. */
  onApply(text: string, query: ListQuery): void;
}

const noCompletions: QueryCompletions = { from: 0, to: 0, options: [] };

/**
 * A list's query in the list query language, with completion of field names and values (an enum's values by
 * their name in the reader's language too): arrows move through the choices, Enter or Tab takes one, Escape
 * closes them; Enter then applies the query. A query that does not read is not applied: its message names the character, which is marked, and
 * the list keeps the rows of the last valid one. `data-list-query` lets the list's `/` find it.
 */
export function ListQueryField({ fields, value, onApply }: ListQueryFieldProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const labels = t.listQuery.field;
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [completions, setCompletions] = useState<QueryCompletions>(noCompletions);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | undefined>(undefined);
  const listId = useId();
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const result = parseListQuery(fields, text);
  const error = result.ok ? undefined : result.error;

  const complete = (next: string, caret: number) => setCompletions(completeListQuery(fields, next, caret, i18n));
  const change = (next: string, caret: number) => {
    setText(next);
    setActive(0);
    complete(next, caret);
  };
  const choose = (index: number) => {
    const option = completions.options[index];
    if (!option) return;
    const next = text.slice(0, completions.from) + option.insert + text.slice(completions.to);
    const caret = completions.from + option.insert.length;
    setText(next);
    setActive(0);
    complete(next, caret);
    pendingCaret.current = caret;
  };
  // The caret goes after a chosen completion as the new text is drawn, before the next key lands.
  useLayoutEffect(() => {
    if (pendingCaret.current === undefined) return;
    input.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = undefined;
  });
  const open = completions.options.length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + completions.options.length) % completions.options.length);
    } else if (open && (event.key === 'Tab' || event.key === 'Enter') && !event.shiftKey) {
      event.preventDefault();
      choose(active);
    } else if (open && event.key === 'Escape') {
      event.preventDefault();
      setCompletions(noCompletions);
    } else if (event.key === 'Enter' && result.ok) {
      event.preventDefault();
      // What is applied comes back as the value: the field keeps the text as typed.
      setShown(text);
      onApply(text, result.query);
    }
  };

  const message = error ? `${listQueryErrorMessage(t, error, fields)}. ${labels.lastGood()}` : undefined;
  return (
    <Field label={labels.label()} error={message} className="field-sm list-query-field">
      {({ labelId: _labelId, ...control }) => (
        <div className="list-query-box">
          <div className="list-query-anchor">
            <input
              {...control}
              ref={input}
              type="text"
              className="field-input list-query-input"
              lang="en"
              spellCheck={false}
              autoComplete="off"
              placeholder={fields.example}
              data-list-query=""
              role="combobox"
              aria-expanded={open}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={open ? `${listId}-${active}` : undefined}
              value={text}
              onChange={(event) => change(event.target.value, event.target.selectionStart ?? event.target.value.length)}
              onKeyDown={onKeyDown}
              onFocus={(event) => complete(text, event.target.selectionStart ?? text.length)}
              onBlur={() => setCompletions(noCompletions)}
            />
            <div
              id={listId}
              role="listbox"
              aria-label={labels.suggestions()}
              className="list-query-options"
              hidden={!open}
            >
              {completions.options.map((option, index) => (
                <div
                  key={option.insert}
                  tabIndex={-1}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className="list-query-option"
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(index);
                  }}
                >
                  <span className="list-query-option-value">{option.label}</span>
                  {option.detail ? <span className="list-query-option-detail">{option.detail}</span> : null}
                </div>
              ))}
            </div>
          </div>
          {error ? (
            <div className="list-query-fault" aria-hidden="true">
              {text.slice(0, error.position)}
              <mark>{text.slice(error.position, error.position + error.length) || ' '}</mark>
              {text.slice(error.position + error.length)}
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}

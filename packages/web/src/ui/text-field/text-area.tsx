import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldLabelling } from '../field/field.tsx';
import './text-area.css';

export interface TextAreaProps
  extends FieldLabelling,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange' | 'value'> {
  value: string;
  onChange(value: string): void;
  /** How many lines show before it scrolls: 3 unless given. */
  rows?: number | undefined;
  ref?: Ref<HTMLTextAreaElement> | undefined;
}

/** A labelled box for text of several lines (a description, a note), in the look of `TextField`. */
export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  value,
  onChange,
  rows = 3,
  className,
  ...input
}: TextAreaProps) {
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error} className={className}>
      {({ labelId: _labelId, ...control }) => (
        <textarea
          {...input}
          {...control}
          rows={rows}
          className="field-input text-area-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

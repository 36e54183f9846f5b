import { type ReactNode, useId } from 'react';
import './field.css';

/** What every labelled control takes: its label, and what is said under it. */
export interface FieldLabelling {
  /** The control's label, always its accessible name. */
  label: string;
  /** Keeps the label for assistive technology only (a filter bar's search box whose placeholder says it all). */
  hideLabel?: boolean | undefined;
  /** A hint under the control, read out with it. */
  hint?: ReactNode;
  /** What is wrong with the value, already in the reader's words: shown under the control, which is marked invalid. */
  error?: string | undefined;
}

/** The ids and attributes a field's control takes from `Field`. */
export interface FieldControlProps {
  id: string;
  labelId: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/**
 * The frame of a labelled control (TextField, NumberField, Select): label above, hint and error under it, tied to
 * the control by id. `children` renders the control with the ids it is given.
 */
export function Field({
  label,
  hideLabel,
  hint,
  error,
  className,
  children,
}: FieldLabelling & { className?: string | undefined; children: (control: FieldControlProps) => ReactNode }) {
  const ids = { control: useId(), label: useId(), hint: useId(), error: useId() };
  const describedBy = [hint ? ids.hint : undefined, error ? ids.error : undefined].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label id={ids.label} htmlFor={ids.control} className={hideLabel ? 'visually-hidden' : 'field-label'}>
        {label}
      </label>
      {children({
        id: ids.control,
        labelId: ids.label,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <span id={ids.hint} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={ids.error} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

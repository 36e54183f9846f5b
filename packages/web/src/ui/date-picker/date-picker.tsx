import { CalendarField } from './calendar-field.tsx';
import { isoDayOf, isoTextOf } from './iso-day.ts';

export interface DatePickerProps {
  label: string;
  /** The ISO 'YYYY-MM-DD' day, or none. */
  value: string | undefined;
  /** Called on Apply with the day, or on Clear with none. */
  onChange(value: string | undefined): void;
  /** Days before this ISO day cannot be picked. */
  disabledBefore?: string | undefined;
  /** Days after this ISO day cannot be picked. */
  disabledAfter?: string | undefined;
}

/** A labelled single-date field: every click in its calendar picks the day, Apply takes it. */
export function DatePicker({ label, value, onChange, disabledBefore, disabledAfter }: DatePickerProps) {
  return (
    <CalendarField
      mode="single"
      label={label}
      value={{ start: isoDayOf(value) }}
      limits={{ disabledBefore: isoDayOf(disabledBefore), disabledAfter: isoDayOf(disabledAfter) }}
      onApply={({ start }) => onChange(isoTextOf(start))}
    />
  );
}

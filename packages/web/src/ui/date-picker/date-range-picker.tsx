import { CalendarField } from './calendar-field.tsx';
import { isoDayOf, isoTextOf } from './iso-day.ts';

/** A date range as it travels in URLs and on the wire: ISO 'YYYY-MM-DD' days, either may be missing. */
export interface IsoDateRange {
  from?: string | undefined;
  to?: string | undefined;
}

export interface DateRangePickerProps {
  label: string;
  value: IsoDateRange;
  /** Called on Apply with both days, or on Clear with neither. */
  onChange(value: IsoDateRange): void;
  /** The most days the end may lie after the start. */
  maxRangeDays?: number | undefined;
  /** Days before this ISO day cannot be picked. */
  disabledBefore?: string | undefined;
  /** Days after this ISO day cannot be picked. */
  disabledAfter?: string | undefined;
}

/** A labelled range field with the spec's range calendar (first click start, a later one end, Apply, Cancel). */
export function DateRangePicker({
  label,
  value,
  onChange,
  maxRangeDays,
  disabledBefore,
  disabledAfter,
}: DateRangePickerProps) {
  return (
    <CalendarField
      mode="range"
      label={label}
      value={{ start: isoDayOf(value.from), end: isoDayOf(value.to) }}
      limits={{ disabledBefore: isoDayOf(disabledBefore), disabledAfter: isoDayOf(disabledAfter), maxRangeDays }}
      onApply={({ start, end }) => onChange({ from: isoTextOf(start), to: isoTextOf(end) })}
    />
  );
}

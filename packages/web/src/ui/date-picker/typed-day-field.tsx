import { type CalendarDay, formatDayMonthYear } from '@ops/core/dates';
import { checkDayMonthYear, type ValidationKey } from '@ops/core/validation';
import { useEffect, useId, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/**
 * A day typed as DD-MM-YYYY beside the calendar. It shows the calendar's day and hands a typed one over on Enter
 * or when leaving the field; a text that is no such day gets 'Invalid format (DD-MM-YYYY)' (a blank one 'Required') and changes nothing.
 */
export function TypedDayField({
  label,
  day,
  disabled = false,
  onDay,
}: {
  label: string;
  day: CalendarDay | undefined;
  disabled?: boolean;
  onDay(day: CalendarDay): void;
}) {
  const { t } = useI18n();
  const shown = day ? formatDayMonthYear(day) : '';
  const [text, setText] = useState(shown);
  const [problem, setProblem] = useState<ValidationKey | undefined>();
  const inputId = useId();
  const errorId = useId();
  useEffect(() => {
    setText(shown);
    setProblem(undefined);
  }, [shown]);
  const take = () => {
    if (text.trim() === shown) return setProblem(undefined);
    const checked = checkDayMonthYear(text);
    setProblem(checked.ok ? undefined : checked.message);
    if (checked.ok) onDay(checked.value);
  };
  return (
    <div className="typed-day-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        value={text}
        placeholder="DD-MM-YYYY"
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={take}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          take();
        }}
      />
      {problem ? (
        <span id={errorId} className="typed-day-error">
          {t.validation[problem]()}
        </span>
      ) : null}
    </div>
  );
}

import { dateRangeLabel, fromLocalDay, toLocalDay, weekStartsOn } from '@ops/core/dates';
import { type CalendarMachine, isCompleteRange, isSelectableDay } from '@ops/core/flows/calendar';
import { useSelector } from '@xstate/react';
import { DayPicker, type PropsBase } from 'react-day-picker';
import type { ActorRefFrom } from 'xstate';
import { useI18n } from '../../app/i18n-context.tsx';
import { dayPickerLocales } from './day-picker-locale.ts';

const localDay = (day: Date | undefined) => (day ? toLocalDay(day) : undefined);

/**
 * The open calendar of a picker: Monday weeks, days outside the bounds disabled, the picked dates (or 'missing
 * dates') and what to pick next announced, the maximum range message, then Clear, Cancel and Apply.
 */
export function CalendarPanel({ flow }: { flow: ActorRefFrom<CalendarMachine> }) {
  const { t, locale } = useI18n();
  const labels = t.calendar;
  const { mode, draft, limits, rejectedEnd } = useSelector(flow, (snapshot) => snapshot.context);
  const next = mode === 'single' ? labels.pickDay() : draft.start ? labels.pickEnd() : labels.pickStart();
  const complete = isCompleteRange(mode, draft);
  // DayPicker shows the selection and moves focus; the flow alone decides what a picked day does.
  const calendar: PropsBase = {
    locale: dayPickerLocales[locale],
    weekStartsOn,
    ...(draft.start ? { defaultMonth: toLocalDay(draft.start) } : {}),
    startMonth: localDay(limits.disabledBefore),
    ...(limits.disabledAfter ? { endMonth: toLocalDay(limits.disabledAfter) } : {}),
    autoFocus: true,
    disabled: (day: Date) => !isSelectableDay(fromLocalDay(day), limits),
    onDayClick: (day: Date) => flow.send({ type: 'day.picked', day: fromLocalDay(day) }),
    footer: `${dateRangeLabel(draft, locale)}${complete ? '' : ` · ${next}`}`,
  };
  return (
    <div className="calendar-panel">
      {mode === 'range' ? (
        <DayPicker {...calendar} mode="range" selected={{ from: localDay(draft.start), to: localDay(draft.end) }} />
      ) : (
        <DayPicker {...calendar} mode="single" required selected={localDay(draft.start)} />
      )}
      {rejectedEnd && limits.maxRangeDays !== undefined ? (
        <p role="alert" className="calendar-message">
          {labels.maxRangeExceeded({ maxRangeDays: limits.maxRangeDays })}
        </p>
      ) : null}
      <div className="popover-actions">
        <button type="button" className="button calendar-clear" onClick={() => flow.send({ type: 'clear' })}>
          {labels.clear()}
        </button>
        <button type="button" className="button" onClick={() => flow.send({ type: 'cancel' })}>
          {labels.cancel()}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={!complete}
          onClick={() => flow.send({ type: 'apply' })}
        >
          {labels.apply()}
        </button>
      </div>
    </div>
  );
}

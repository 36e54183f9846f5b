import { dateRangeLabel, fromLocalDay, toLocalDay, weekStartsOn } from '@ops/core/dates';
import { type CalendarMachine, type CalendarRefusal, isCompleteRange, isSelectableDay } from '@ops/core/flows/calendar';
import { useSelector } from '@xstate/react';
import { DayPicker, type PropsBase } from 'react-day-picker';
import type { ActorRefFrom } from 'xstate';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { dayPickerLocales } from './day-picker-locale.ts';
import { TypedDayField } from './typed-day-field.tsx';

const localDay = (day: Date | undefined) => (day ? toLocalDay(day) : undefined);

/**
 * The open calendar of a picker: the days typed as DD-MM-YYYY, Monday weeks, days outside the bounds disabled, the
 * picked dates (or 'missing dates') and what to pick next announced, why a day was refused, then Clear, Cancel and
 * Apply.
 */
export function CalendarPanel({ flow }: { flow: ActorRefFrom<CalendarMachine> }) {
  const { t, locale } = useI18n();
  const labels = t.calendar;
  const { mode, draft, limits, refusal } = useSelector(flow, (snapshot) => snapshot.context);
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
  const refusalText = (reason: CalendarRefusal) => {
    if (reason === 'outsideBounds') return labels.outsideBounds();
    if (reason === 'endNotAfterStart') return t.validation.invalidDateRange();
    return labels.maxRangeExceeded({ maxRangeDays: limits.maxRangeDays ?? 0 });
  };
  return (
    <div className="calendar-panel">
      <div className="typed-days">
        <TypedDayField
          label={mode === 'range' ? labels.startDay() : labels.day()}
          day={draft.start}
          onDay={(day) => flow.send({ type: 'start.typed', day })}
        />
        {mode === 'range' ? (
          <TypedDayField
            label={labels.endDay()}
            day={draft.end}
            disabled={!draft.start}
            onDay={(day) => flow.send({ type: 'end.typed', day })}
          />
        ) : null}
      </div>
      {mode === 'range' ? (
        <DayPicker {...calendar} mode="range" selected={{ from: localDay(draft.start), to: localDay(draft.end) }} />
      ) : (
        <DayPicker {...calendar} mode="single" required selected={localDay(draft.start)} />
      )}
      {refusal ? (
        <p role="alert" className="calendar-message">
          {refusalText(refusal)}
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

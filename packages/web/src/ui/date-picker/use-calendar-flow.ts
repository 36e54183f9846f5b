import type { DayRange } from '@ops/core/dates';
import { type CalendarLimits, type CalendarMode, calendarMachine } from '@ops/core/flows/calendar';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';

// Effects depend on the days' times, so a new Date of the same day sends nothing.
const dayAt = (time: number | undefined) => (time === undefined ? undefined : new Date(time));

/**
 * Core's calendar flow for one picker: it follows the owner's value and limits, and hands an applied (or
 * cleared) range to `onApply`.
 */
export function useCalendarFlow(
  mode: CalendarMode,
  value: DayRange,
  limits: CalendarLimits,
  onApply: (value: DayRange) => void,
) {
  const flow = useActorRef(calendarMachine, { input: { mode, value, limits } });
  const latestOnApply = useRef(onApply);
  latestOnApply.current = onApply;
  const { start, end } = value;
  const { disabledBefore, disabledAfter, maxRangeDays } = limits;
  const startTime = start?.getTime();
  const endTime = end?.getTime();
  const beforeTime = disabledBefore?.getTime();
  const afterTime = disabledAfter?.getTime();
  useEffect(() => {
    flow.send({ type: 'value.changed', value: { start: dayAt(startTime), end: dayAt(endTime) } });
  }, [flow, startTime, endTime]);
  useEffect(() => {
    flow.send({
      type: 'limits.changed',
      limits: { disabledBefore: dayAt(beforeTime), disabledAfter: dayAt(afterTime), maxRangeDays },
    });
  }, [flow, beforeTime, afterTime, maxRangeDays]);
  useEffect(() => {
    const subscription = flow.on('applied', (event) => latestOnApply.current(event.value));
    return () => subscription.unsubscribe();
  }, [flow]);
  return flow;
}

import { assign, emit, not, setup } from 'xstate';
import { type CalendarDay, calendarDayOf, type DayRange, daysBetween } from '../../dates/index.ts';
import { exceedsMaxRange } from '../../validation/index.ts';
import { type CalendarLimits, isSelectableDay } from './calendar-limits.ts';

/** A range calendar picks a start and an end; a single-date calendar only a start. */
export type CalendarMode = 'single' | 'range';

export interface CalendarInput {
  mode: CalendarMode;
  value?: DayRange | undefined;
  limits?: CalendarLimits | undefined;
}

export interface CalendarContext {
  mode: CalendarMode;
  limits: CalendarLimits;
  /** The applied dates: what the field shows and its owner has. */
  value: DayRange;
  /** The dates picked since the calendar opened; they become the value on Apply. */
  draft: DayRange;
  /** The end last refused for lying more than `maxRangeDays` after the start, until the next pick. */
  rejectedEnd: CalendarDay | undefined;
}

export type CalendarEvent =
  | { type: 'open' }
  | { type: 'day.picked'; day: Date }
  | { type: 'apply' }
  | { type: 'cancel' }
  | { type: 'clear' }
  | { type: 'value.changed'; value: DayRange }
  | { type: 'limits.changed'; limits: CalendarLimits };

export type CalendarEmitted =
  | { type: 'maxRangeExceeded'; start: CalendarDay; end: CalendarDay; maxRangeDays: number }
  | { type: 'applied'; value: DayRange };

/** Apply is enabled once the start is set, and the end too in range mode. */
export function isCompleteRange(mode: CalendarMode, { start, end }: DayRange): boolean {
  return start !== undefined && (mode === 'single' || end !== undefined);
}

const pickedDay = (event: CalendarEvent) => (event.type === 'day.picked' ? calendarDayOf(event.day) : undefined);

/** The picked day when it would be the end of the range: a later day than the start, in range mode. */
function laterDay({ mode, draft }: CalendarContext, event: CalendarEvent): CalendarDay | undefined {
  const day = pickedDay(event);
  if (mode !== 'range' || !draft.start || !day) return undefined;
  return daysBetween(draft.start, day) > 0 ? day : undefined;
}

const copyRange = ({ start, end }: DayRange): DayRange => ({ start, end });

/**
 * The calendar of a date or date-range picker (spec sections 4 and 5). While open, a picked day inside the
 * bounds follows the range rules: the first sets the start, a later one sets the end, an earlier or equal one
 * starts again from it; in single-date mode every pick sets the start. An end more than `maxRangeDays` after the
 * start is rejected and `maxRangeExceeded` is emitted. Apply (only when complete) makes the picks the value and
 * emits `applied`; Cancel closes and forgets them; Clear applies no dates at all.
 */
export const calendarMachine = setup({
  types: {
    input: {} as CalendarInput,
    context: {} as CalendarContext,
    events: {} as CalendarEvent,
    emitted: {} as CalendarEmitted,
  },
  guards: {
    selectable: ({ context, event }) => {
      const day = pickedDay(event);
      return day !== undefined && isSelectableDay(day, context.limits);
    },
    endsRange: ({ context, event }) => {
      const day = laterDay(context, event);
      return (
        day !== undefined && !exceedsMaxRange(context.draft.start as CalendarDay, day, context.limits.maxRangeDays)
      );
    },
    exceedsMaxRange: ({ context, event }) => laterDay(context, event) !== undefined,
    complete: ({ context }) => isCompleteRange(context.mode, context.draft),
  },
  actions: {
    setStart: assign({ draft: ({ event }) => ({ start: pickedDay(event) }), rejectedEnd: undefined }),
    setEnd: assign({
      draft: ({ context, event }) => ({ start: context.draft.start, end: pickedDay(event) }),
      rejectedEnd: undefined,
    }),
    rejectEnd: assign({ rejectedEnd: ({ event }) => pickedDay(event) }),
    emitMaxRangeExceeded: emit(({ context, event }) => ({
      type: 'maxRangeExceeded' as const,
      start: context.draft.start as CalendarDay,
      end: pickedDay(event) as CalendarDay,
      maxRangeDays: context.limits.maxRangeDays as number,
    })),
  },
}).createMachine({
  id: 'calendar',
  context: ({ input }) => ({
    mode: input.mode,
    limits: input.limits ?? {},
    value: copyRange(input.value ?? {}),
    draft: copyRange(input.value ?? {}),
    rejectedEnd: undefined,
  }),
  initial: 'closed',
  on: {
    'value.changed': { actions: assign({ value: ({ event }) => copyRange(event.value) }) },
    'limits.changed': { actions: assign({ limits: ({ event }) => event.limits }) },
  },
  states: {
    closed: {
      on: {
        open: {
          target: 'open',
          actions: assign({ draft: ({ context }) => copyRange(context.value), rejectedEnd: undefined }),
        },
      },
    },
    open: {
      on: {
        'day.picked': [
          { guard: not('selectable') },
          { guard: 'endsRange', actions: 'setEnd' },
          { guard: 'exceedsMaxRange', actions: ['rejectEnd', 'emitMaxRangeExceeded'] },
          { actions: 'setStart' },
        ],
        apply: {
          guard: 'complete',
          target: 'closed',
          actions: [
            assign({ value: ({ context }) => copyRange(context.draft) }),
            emit(({ context }) => ({ type: 'applied' as const, value: copyRange(context.draft) })),
          ],
        },
        cancel: { target: 'closed' },
        clear: {
          target: 'closed',
          actions: [assign({ value: {}, draft: {} }), emit({ type: 'applied' as const, value: {} })],
        },
      },
    },
  },
});

export type CalendarMachine = typeof calendarMachine;

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
  /** Why the last picked or typed day was refused, until the next one is taken. */
  refusal: CalendarRefusal | undefined;
}

/**
 * A day outside the bounds; an end more than `maxRangeDays` after the start; a typed end not after the start
 * (a click there starts the range again instead).
 */
export type CalendarRefusal = 'outsideBounds' | 'maxRangeExceeded' | 'endNotAfterStart';

export type CalendarEvent =
  | { type: 'open' }
  | { type: 'day.picked'; day: Date }
  | { type: 'start.typed'; day: Date }
  | { type: 'end.typed'; day: Date }
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

const pickedDay = (event: CalendarEvent) => ('day' in event ? calendarDayOf(event.day) : undefined);

/** The picked day when it would be the end of the range: a later day than the start, in range mode. */
function laterDay({ mode, draft }: CalendarContext, event: CalendarEvent): CalendarDay | undefined {
  const day = pickedDay(event);
  if (mode !== 'range' || !draft.start || !day) return undefined;
  return daysBetween(draft.start, day) > 0 ? day : undefined;
}

const copyRange = ({ start, end }: DayRange): DayRange => ({ start, end });

/** A range from `start` to `end` that the limits allow: `end` after `start`, at most `maxRangeDays` on. */
const fitsRange = (start: CalendarDay, end: CalendarDay | undefined, limits: CalendarLimits) =>
  end !== undefined && daysBetween(start, end) > 0 && !exceedsMaxRange(start, end, limits.maxRangeDays);

const calendarSetup = setup({
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
    endsRange: ({ context: { mode, draft, limits }, event }) =>
      mode === 'range' && draft.start !== undefined && fitsRange(draft.start, pickedDay(event), limits),
    exceedsMaxRange: ({ context, event }) => laterDay(context, event) !== undefined,
    complete: ({ context }) => isCompleteRange(context.mode, context.draft),
  },
  actions: {
    setStart: assign({ draft: ({ event }) => ({ start: pickedDay(event) }), refusal: undefined }),
    typeStart: assign({
      draft: ({ context, event }) => {
        const start = pickedDay(event) as CalendarDay;
        const { end } = context.draft;
        return context.mode === 'range' && fitsRange(start, end, context.limits) ? { start, end } : { start };
      },
      refusal: undefined,
    }),
    setEnd: assign({
      draft: ({ context, event }) => ({ start: context.draft.start, end: pickedDay(event) }),
      refusal: undefined,
    }),
    refuse: assign({ refusal: (_, refusal: CalendarRefusal) => refusal }),
    emitMaxRangeExceeded: emit(({ context, event }) => ({
      type: 'maxRangeExceeded' as const,
      start: context.draft.start as CalendarDay,
      end: pickedDay(event) as CalendarDay,
      maxRangeDays: context.limits.maxRangeDays as number,
    })),
  },
});

// Transitions shared by picked and typed days.
const outsideBounds = { guard: not('selectable'), actions: { type: 'refuse', params: 'outsideBounds' } } as const;
const maxRangeExceeded = {
  guard: 'exceedsMaxRange',
  actions: [{ type: 'refuse', params: 'maxRangeExceeded' }, 'emitMaxRangeExceeded'],
} as const;

/**
 * The calendar of a date or date-range picker (spec sections 4 and 5). While open, a picked day inside the
 * bounds follows the range rules: the first sets the start, a later one sets the end, an earlier or equal one
 * starts again from it; in single-date mode every pick sets the start. An end more than `maxRangeDays` after the
 * start is rejected and `maxRangeExceeded` is emitted. A typed start keeps the end while the range still fits; a
 * typed end must come after the start. A refused day changes no date and says why (`refusal`). Apply (only when
 * complete) makes the picks the value and emits `applied`; Cancel closes and forgets them; Clear applies no dates.
 */
export const calendarMachine = calendarSetup.createMachine({
  id: 'calendar',
  context: ({ input }) => ({
    mode: input.mode,
    limits: input.limits ?? {},
    value: copyRange(input.value ?? {}),
    draft: copyRange(input.value ?? {}),
    refusal: undefined,
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
          actions: assign({ draft: ({ context }) => copyRange(context.value), refusal: undefined }),
        },
      },
    },
    open: {
      on: {
        'day.picked': [
          outsideBounds,
          { guard: 'endsRange', actions: 'setEnd' },
          maxRangeExceeded,
          { actions: 'setStart' },
        ],
        'start.typed': [outsideBounds, { actions: 'typeStart' }],
        'end.typed': [
          outsideBounds,
          { guard: 'endsRange', actions: 'setEnd' },
          maxRangeExceeded,
          { actions: { type: 'refuse', params: 'endNotAfterStart' as const } },
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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { addDays, type DayRange, dateRangeLabel, utcDay } from '../../dates/index.ts';
import type { CalendarLimits } from './calendar-limits.ts';
import { type CalendarEmitted, type CalendarMode, calendarMachine } from './calendar-machine.ts';

function openCalendar(mode: CalendarMode, options: { value?: DayRange; limits?: CalendarLimits } = {}) {
  const actor = createActor(calendarMachine, { input: { mode, ...options } });
  const emitted: CalendarEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  actor.send({ type: 'open' });
  const pick = (...days: Date[]) => {
    for (const day of days) actor.send({ type: 'day.picked', day });
  };
  const draft = () => actor.getSnapshot().context.draft;
  const canApply = () => actor.getSnapshot().can({ type: 'apply' });
  return { actor, emitted, pick, draft, canApply };
}

const jan = (day: number) => utcDay(2024, 0, day);

describe('range calendar', () => {
  it('sets the start with the first pick and the end with a later day', () => {
    const { pick, draft } = openCalendar('range');
    pick(jan(10));
    expect(draft()).toEqual({ start: jan(10) });
    pick(jan(15));
    expect(draft()).toEqual({ start: jan(10), end: jan(15) });
  });

  it('starts again from an earlier or equal day', () => {
    const { pick, draft } = openCalendar('range');
    pick(jan(10), jan(5));
    expect(draft()).toEqual({ start: jan(5) });
    pick(jan(5));
    expect(draft()).toEqual({ start: jan(5) });
    pick(jan(9), jan(5));
    expect(draft()).toEqual({ start: jan(5) });
    pick(jan(9), jan(2));
    expect(draft()).toEqual({ start: jan(2) });
  });

  it('moves the end of a complete range to a later pick', () => {
    const { pick, draft } = openCalendar('range');
    pick(jan(10), jan(15), jan(20));
    expect(draft()).toEqual({ start: jan(10), end: jan(20) });
  });

  it('takes the calendar day of a pick, whatever its time', () => {
    const { pick, draft } = openCalendar('range');
    pick(new Date('2024-01-10T23:59:00Z'), new Date('2024-01-10T08:00:00Z'));
    expect(draft()).toEqual({ start: jan(10) });
  });

  it('keeps every pick a start-then-later-end range, or a lone start', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 31 }), { maxLength: 12 }), (days) => {
        const { pick, draft } = openCalendar('range');
        pick(...days.map(jan));
        const { start, end } = draft();
        const last = days.at(-1);
        if (last === undefined) return start === undefined && end === undefined;
        const lastIsStartOrEnd = start?.getTime() === jan(last).getTime() || end?.getTime() === jan(last).getTime();
        return lastIsStartOrEnd && (end === undefined || (start !== undefined && end > start));
      }),
    );
  });

  it('enables Apply only once start and end are set', () => {
    const { actor, pick, canApply, emitted } = openCalendar('range');
    expect(canApply()).toBe(false);
    pick(jan(10));
    expect(canApply()).toBe(false);
    actor.send({ type: 'apply' });
    expect(actor.getSnapshot().value).toBe('open');
    pick(jan(12));
    expect(canApply()).toBe(true);
    actor.send({ type: 'apply' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.value).toEqual({ start: jan(10), end: jan(12) });
    expect(emitted).toEqual([{ type: 'applied', value: { start: jan(10), end: jan(12) } }]);
  });
});

describe('single-date calendar', () => {
  it('sets the start with every pick, earlier or later, and never an end', () => {
    const { pick, draft } = openCalendar('single');
    pick(jan(10));
    expect(draft()).toEqual({ start: jan(10) });
    pick(jan(20));
    expect(draft()).toEqual({ start: jan(20) });
    pick(jan(3));
    expect(draft()).toEqual({ start: jan(3) });
  });

  it('enables Apply once a day is picked', () => {
    const { pick, canApply } = openCalendar('single');
    expect(canApply()).toBe(false);
    pick(jan(10));
    expect(canApply()).toBe(true);
  });
});

describe('calendar bounds', () => {
  const limits = { disabledBefore: jan(5), disabledAfter: jan(25) };

  it('refuses days outside the bounds and accepts the bounds themselves', () => {
    const { actor, pick, draft } = openCalendar('range', { limits });
    pick(jan(4));
    expect(draft()).toEqual({});
    expect(actor.getSnapshot().context.refusal).toBe('outsideBounds');
    pick(jan(5), jan(26));
    expect(draft()).toEqual({ start: jan(5) });
    pick(jan(25));
    expect(draft()).toEqual({ start: jan(5), end: jan(25) });
  });

  it('keeps a single-date pick inside the bounds', () => {
    const { pick, draft } = openCalendar('single', { limits });
    pick(jan(10), utcDay(2023, 11, 31));
    expect(draft()).toEqual({ start: jan(10) });
  });

  it('follows bounds changed while open', () => {
    const { actor, pick, draft } = openCalendar('single', { limits });
    actor.send({ type: 'limits.changed', limits: {} });
    pick(jan(30));
    expect(draft()).toEqual({ start: jan(30) });
  });
});

describe('maximum range', () => {
  it('rejects an end more than maxRangeDays after the start and emits max range exceeded', () => {
    const { actor, pick, draft, emitted, canApply } = openCalendar('range', { limits: { maxRangeDays: 7 } });
    pick(jan(10), jan(18));
    expect(draft()).toEqual({ start: jan(10) });
    expect(canApply()).toBe(false);
    expect(actor.getSnapshot().context.refusal).toBe('maxRangeExceeded');
    expect(emitted).toEqual([{ type: 'maxRangeExceeded', start: jan(10), end: jan(18), maxRangeDays: 7 }]);
  });

  it('accepts an end exactly maxRangeDays after the start and forgets the rejection', () => {
    const { actor, pick, draft, emitted } = openCalendar('range', { limits: { maxRangeDays: 7 } });
    pick(jan(10), jan(18), jan(17));
    expect(draft()).toEqual({ start: jan(10), end: jan(17) });
    expect(actor.getSnapshot().context.refusal).toBeUndefined();
    expect(emitted.map((event) => event.type)).toEqual(['maxRangeExceeded']);
  });

  it('keeps the previous end when a later one is too far', () => {
    const { pick, draft } = openCalendar('range', { limits: { maxRangeDays: 3 } });
    pick(jan(10), jan(12), jan(20));
    expect(draft()).toEqual({ start: jan(10), end: jan(12) });
  });

  it('never holds a range longer than the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.integer({ min: -60, max: 60 }), { maxLength: 10 }),
        (maxRangeDays, offsets) => {
          const { pick, draft, emitted } = openCalendar('range', { limits: { maxRangeDays } });
          pick(...offsets.map((offset) => addDays(jan(1), offset)));
          const { start, end } = draft();
          const tooLong = start && end && (end.getTime() - start.getTime()) / 86_400_000 > maxRangeDays;
          return !tooLong && emitted.every((event) => event.type === 'maxRangeExceeded');
        },
      ),
    );
  });
});

describe('typed days', () => {
  const type = (actor: ReturnType<typeof openCalendar>['actor'], field: 'start' | 'end', day: Date) =>
    actor.send({ type: `${field}.typed`, day });

  it('sets the start and keeps the end while the range still fits', () => {
    const { actor, draft } = openCalendar('range', {
      value: { start: jan(10), end: jan(20) },
      limits: { maxRangeDays: 12 },
    });
    type(actor, 'start', jan(12));
    expect(draft()).toEqual({ start: jan(12), end: jan(20) });
    type(actor, 'start', jan(1));
    expect(draft()).toEqual({ start: jan(1) });
    type(actor, 'end', jan(5));
    type(actor, 'start', jan(5));
    expect(draft()).toEqual({ start: jan(5) });
  });

  it('sets the end only after the start, within the maximum range', () => {
    const { actor, draft, emitted } = openCalendar('range', { limits: { maxRangeDays: 7 } });
    type(actor, 'end', jan(5));
    expect(draft()).toEqual({});
    expect(actor.getSnapshot().context.refusal).toBe('endNotAfterStart');
    type(actor, 'start', jan(10));
    type(actor, 'end', jan(10));
    expect(draft()).toEqual({ start: jan(10) });
    expect(actor.getSnapshot().context.refusal).toBe('endNotAfterStart');
    type(actor, 'end', jan(20));
    expect(draft()).toEqual({ start: jan(10) });
    expect(actor.getSnapshot().context.refusal).toBe('maxRangeExceeded');
    expect(emitted).toEqual([{ type: 'maxRangeExceeded', start: jan(10), end: jan(20), maxRangeDays: 7 }]);
    type(actor, 'end', jan(17));
    expect(draft()).toEqual({ start: jan(10), end: jan(17) });
    expect(actor.getSnapshot().context.refusal).toBeUndefined();
  });

  it('refuses typed days outside the bounds', () => {
    const { actor, draft } = openCalendar('single', { limits: { disabledAfter: jan(25) } });
    type(actor, 'start', jan(26));
    expect(draft()).toEqual({});
    expect(actor.getSnapshot().context.refusal).toBe('outsideBounds');
    type(actor, 'start', jan(25));
    expect(draft()).toEqual({ start: jan(25) });
  });
});

describe('applying and cancelling', () => {
  it('opens on the applied value and forgets the picks on Cancel', () => {
    const value = { start: jan(1), end: jan(3) };
    const { actor, pick, draft, emitted } = openCalendar('range', { value });
    expect(draft()).toEqual(value);
    pick(jan(20));
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.value).toEqual(value);
    actor.send({ type: 'open' });
    expect(draft()).toEqual(value);
    expect(emitted).toEqual([]);
  });

  it('ignores picks while closed', () => {
    const { actor, draft } = openCalendar('single');
    actor.send({ type: 'cancel' });
    actor.send({ type: 'day.picked', day: jan(2) });
    expect(draft()).toEqual({});
  });

  it('takes a new value from its owner', () => {
    const { actor, draft } = openCalendar('range');
    actor.send({ type: 'cancel' });
    actor.send({ type: 'value.changed', value: { start: jan(2), end: jan(4) } });
    actor.send({ type: 'open' });
    expect(draft()).toEqual({ start: jan(2), end: jan(4) });
  });

  it("clears to no dates, which read 'missing dates'", () => {
    const { actor, emitted } = openCalendar('range', { value: { start: jan(1), end: jan(3) } });
    expect(dateRangeLabel(actor.getSnapshot().context.value, 'en')).toBe('01/01/2024 - 03/01/2024');
    actor.send({ type: 'clear' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(dateRangeLabel(actor.getSnapshot().context.value, 'en')).toBe('missing dates');
    expect(dateRangeLabel(actor.getSnapshot().context.value, 'nl')).toBe('ontbrekende datums');
    expect(emitted).toEqual([{ type: 'applied', value: {} }]);
  });
});

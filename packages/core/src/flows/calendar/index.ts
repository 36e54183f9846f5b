export { type CalendarLimits, isSelectableDay } from './calendar-limits.ts';
export {
  type CalendarContext,
  type CalendarEmitted,
  type CalendarEvent,
  type CalendarInput,
  type CalendarMachine,
  type CalendarMode,
  type CalendarRefusal,
  calendarMachine,
  isCompleteRange,
} from './calendar-machine.ts';

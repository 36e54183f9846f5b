export {
  addDays,
  addMonths,
  type CalendarDay,
  calendarDayOf,
  daysBetween,
  fromLocalDay,
  toLocalDay,
  utcDay,
} from './calendar-day.ts';
export { type DayRange, dateRangeLabel } from './date-range-label.ts';
export { formatDayMonthYear, formatIsoDate, parseDayMonthYear, parseIsoDate } from './day-text.ts';
export { addIsoDays, startOfIsoDay } from './iso-day.ts';
export { formatDisplayDate, formatTableDate, formatTime, type Moment } from './moment-format.ts';
export { easterSunday, isBankHoliday, isPayoutDay, payoutDayFrom, payoutDayUntil } from './payout-days.ts';
export { payoutFrequencyLabel } from './payout-frequency-label.ts';
export { nextPayoutDueDate } from './payout-schedule.ts';
export { startOfWeek, weekdays, weekStartsOn } from './week.ts';

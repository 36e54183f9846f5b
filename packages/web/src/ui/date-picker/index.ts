export { DatePicker, type DatePickerProps } from './date-picker.tsx';
export { DateRangePicker, type DateRangePickerProps, type IsoDateRange } from './date-range-picker.tsx';
export { isoRangeText } from './iso-day.ts';

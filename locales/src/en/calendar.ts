export const calendar = {
  apply: 'Apply',
  cancel: 'Cancel',
  clear: 'Clear dates',
  day: 'Date (DD-MM-YYYY)',
  startDay: 'Start date (DD-MM-YYYY)',
  endDay: 'End date (DD-MM-YYYY)',
  pickDay: 'Choose a day',
  pickStart: 'Choose the first day',
  pickEnd: 'Choose the last day',
  outsideBounds: 'This date cannot be selected.',
  maxRangeExceeded: 'The range selected is too long. Maximum range is {maxRangeDays:number} day{{s}}.',
};

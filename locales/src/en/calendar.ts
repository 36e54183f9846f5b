export const calendar = {
  apply: 'Apply',
  cancel: 'Cancel',
  clear: 'Clear dates',
  pickDay: 'Choose a day',
  pickStart: 'Choose the first day',
  pickEnd: 'Choose the last day',
  maxRangeExceeded: 'The range selected is too long. Maximum range is {maxRangeDays:number} days.',
};

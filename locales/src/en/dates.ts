export const dates = {
  missingDates: 'missing dates',
};

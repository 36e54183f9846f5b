export const status = {
  noAvailableInfo: 'no available info',
};

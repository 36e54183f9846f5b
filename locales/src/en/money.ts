export const money = {
  currencyNotFound: 'Currency code not found',
  tooManyDecimals: '{currency:string} amounts have at most {digits:number} decimals',
};

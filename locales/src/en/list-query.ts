/** The list query language (core's list-query): its errors, the filter bar's query field and the cli's --query. */
export const listQuery = {
  errors: {
    unknownField:
      "'{text:string}' is not a field of this list (character {position:number}); the fields are {fields:string}",
    missingValue: "'{field:string}' needs a value here (character {position:number})",
    unknownValue:
      "'{text:string}' is not a value of {field:string} (character {position:number}); the values are {values:string}",
    operatorNotAllowed: "'{field:string}' does not take '{text:string}' (character {position:number}); use ':'",
    oneValueOnly: "'{field:string}' compares with one value only (character {position:number})",
    invalidAmount: "'{text:string}' is not an amount (character {position:number}); write it as 1000 or 10.50",
    invalidCurrency: "'{text:string}' is not a currency code (character {position:number}); write it as EUR",
    invalidDate:
      "'{text:string}' is not a date (character {position:number}); write it as 2026-01-31, today, -7d, -2w, -3m or -1y",
    invalidCode:
      "'{text:string}' is not a code (character {position:number}); write a code, or its start followed by *",
    negatedWord:
      "'{text:string}' cannot be left out: only a field can (character {position:number}), as in -type:REFUND",
    tooLong: 'A query is at most {max:number} characters',
  },
  field: {
    label: 'Query',
    suggestions: 'Suggestions',
    /** Shown with the error while the rows of the last valid query stay on view. */
    lastGood: 'The list still shows the rows of the last valid query.',
  },
  cli: {
    option: "Filter with the list query language, e.g. 'type:REFUND,CHARGEBACK created>-30d' (fields: {fields:string})",
  },
};

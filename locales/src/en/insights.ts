/** The insights service's balance views: the texts its API answers with. */
export const insights = {
  /** Texts of the API answers (the API speaks English). */
  wire: {
    invalidMonth: 'Invalid month, use YYYY-MM',
    invalidMonthRange: 'The range of months ends before it starts',
    virtualAccountNotInDivision: 'Virtual account {code:string} does not belong to this merchant division',
  },
};

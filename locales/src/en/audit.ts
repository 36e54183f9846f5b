/** The audit trail: the History panel and `ops audit`. */
export const audit = {
  history: {
    title: 'History',
    description: 'Who changed what, newest first',
    loading: 'Loading history',
    empty: 'No history yet',
    emptyDescription: 'Changes made to this record will show here.',
    loadFailed: 'The history could not be loaded',
    showMore: 'Show more',
    shown: '{shown:number} of {total:number} {{change|changes}}',
    by: 'by {actor:string}',
    created: 'Created with',
    removed: 'Removed, it had',
    nothingChanged: 'No field changed',
  },
  columns: {
    when: 'When',
    who: 'Who',
    action: 'Action',
    changes: 'Changes',
  },
};

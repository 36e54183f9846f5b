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
    via: 'via {source:string}',
    reason: 'Reason: {reason:string}',
  },
  columns: {
    when: 'When',
    who: 'Who',
    action: 'Action',
    changes: 'Changes',
    object: 'Object',
    division: 'Division',
    source: 'Source',
    reason: 'Reason',
  },
  sources: {
    WEB: 'Web',
    PALETTE: 'Command palette',
    CLI: 'CLI',
    API: 'API',
    JOB: 'Scheduled job',
  },
  chain: {
    holds: 'The audit chain holds: {checked:number} {{entry|entries}} checked, head {position:number} {hash:string}',
    CHANGED:
      'The audit chain is broken at entry {id:number} (position {position:string}): it was changed after it was written',
    REMOVED: 'The audit chain is broken at entry {id:number} (position {position:string}): it was removed',
    UNSEALED: 'The audit chain is broken at entry {id:number}: it was written without its seal',
  },
};

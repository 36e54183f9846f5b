/** Reasons (issue 30): the kinds of change a division may require one for, the field that asks, the refusals. */
export const reasons = {
  kinds: {
    moneyMovement: 'Money movements',
    kycOverride: 'KYC decisions that override the provider',
    deletion: 'Deletions',
    configurationChange: 'Configuration changes',
  },
  field: {
    label: 'Reason',
    optionalLabel: 'Reason (optional)',
    hint: 'Kept with the change in its history and the activity feed.',
    required: 'A reason is required for this change in this division.',
    askedFor: 'This division keeps a reason with every change of this kind.',
    tooLong: 'A reason has at most {max:number} characters.',
  },
  config: {
    tab: 'Reasons',
    title: 'Reasons',
    description: 'Changes of these kinds need a reason in this division; it is kept with the change.',
    field: 'Reasons required for',
    none: 'None',
    updateFailed: 'The reasons setting could not be saved',
    getFailed: 'The reasons setting could not be loaded',
  },
  wire: {
    required: 'A reason is required for this change in this division ({kind:string}).',
    tooLong: 'The reason (x-ops-reason) has at most {max:number} characters.',
  },
  cli: {
    option: 'why the change is made, kept with its audit entry (sent as x-ops-reason)',
    prompt: 'Reason (required in this division): ',
  },
};

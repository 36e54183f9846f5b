/** The design system's components (web's ui/): what they say by themselves, whatever screen shows them. */
export const components = {
  filterBar: {
    label: 'Filters',
    active: 'Active filters',
    remove: 'Remove filter {filter:string}',
    clear: 'Clear filters',
  },
  copyButton: {
    failed: 'Could not copy to the clipboard',
  },
  errorState: {
    retry: 'Retry',
  },
  toast: {
    region: 'Notifications',
    one: 'Notification',
    dismiss: 'Dismiss',
  },
};

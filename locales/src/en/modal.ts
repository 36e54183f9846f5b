/** The shared modal dialog (ui/modal). */
export const modal = {
  close: 'Close',
};

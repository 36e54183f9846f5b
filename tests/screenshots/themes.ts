// The themes the pictures are taken in: each is chosen as the user menu does (local storage `ops.theme`, see
// capture.ts), and Playwright emulates the same colour scheme for what follows the system.

export interface Theme {
  /** Part of each picture's file name and a column of the index. */
  id: string;
  colorScheme: 'light' | 'dark';
  /** False while the app cannot show the theme: the index keeps its column, marked as not taken and why. */
  taken: boolean;
  whyNotTaken?: string;
}

export const themes: readonly Theme[] = [
  { id: 'light', colorScheme: 'light', taken: true },
  { id: 'dark', colorScheme: 'dark', taken: true },
];

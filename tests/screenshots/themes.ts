// The themes the pictures are taken in. Playwright emulates each one's colour scheme, so once the app follows
// `prefers-color-scheme` (issue 14, part 3) turning dark on here is all the pictures need.

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
  {
    id: 'dark',
    colorScheme: 'dark',
    taken: false,
    whyNotTaken: 'the app has no dark theme yet (issue 14, part 3)',
  },
];

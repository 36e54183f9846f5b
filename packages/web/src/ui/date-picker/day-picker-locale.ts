import type { Locales } from '@ops/locales';
import { enGB } from 'react-day-picker/locale/en-GB';
import { nl } from 'react-day-picker/locale/nl';

/** The calendar's month names, weekday names and screen-reader labels in the app's language. */
export const dayPickerLocales = { en: enGB, nl } satisfies Record<Locales, unknown>;

import { type Checked, failed, passed } from './checked.ts';

/** A required text field: 'Required' when empty or blank, otherwise the text without surrounding spaces. */
export function checkRequired(text: string | null | undefined): Checked<string> {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? failed('required') : passed(trimmed);
}

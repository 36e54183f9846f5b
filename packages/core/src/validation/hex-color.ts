import { type Checked, failed, passed } from './checked.ts';

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A hosted-onboarding colour: '#rgb' or '#rrggbb', the value in lower case. */
export function checkHexColor(text: string | null | undefined): Checked<string> {
  const color = text?.trim() ?? '';
  if (color === '') return failed('required');
  return hexColor.test(color) ? passed(color.toLowerCase()) : failed('invalidHexColor');
}

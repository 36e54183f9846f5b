/** Inputs whose keys are not typed text: there a letter may still be a shortcut. */
const nonTextInputs = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** Whether a key pressed on `target` is typed into a field, so it is a letter and never a shortcut. */
export function typesText(target: EventTarget | null): boolean {
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !nonTextInputs.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

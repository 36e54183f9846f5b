import type { ErrorDetail } from '@ops/core/contract';
import { i18nObject } from '@ops/locales';
import type { RequestPart } from './contract-violation.ts';

const wire = i18nObject('en').platform.wire;

/**
 * The longest text a request may carry in one field, in UTF-8 bytes: room for any name, address or comment, and
 * well under what a PostgreSQL index entry holds (2,704 bytes), so a long name is a 400, never a failed insert.
 */
export const maxTextBytes = 2000;

const tab = 0x09;
const lineFeed = 0x0a;
const carriageReturn = 0x0d;

/** A C0 control character or DEL; a body's free text may hold tabs and line breaks. */
function holdsControlCharacter(text: string, freeText: boolean): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const allowed = freeText && (code === tab || code === lineFeed || code === carriageReturn);
    if ((code < 0x20 && !allowed) || code === 0x7f) return true;
  }
  return false;
}

/**
 * Checks every text of a request part, nested fields included, before the contract does: a control character (a
 * NUL byte breaks PostgreSQL's text) or a text over `maxTextBytes` is a detail naming the field. Files are not text.
 * It walks with a list of its own, not recursion, so no nesting can exhaust the stack.
 */
export function checkRequestText(value: unknown, part: RequestPart, details: ErrorDetail[]): void {
  const pending: { node: unknown; path: string[] }[] = [{ node: value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { node, path } = next;
    if (typeof node === 'string') {
      const field = path.length > 0 ? path.join('.') : part;
      if (holdsControlCharacter(node, part === 'body')) details.push({ field, message: wire.controlCharacters() });
      else if (Buffer.byteLength(node) > maxTextBytes)
        details.push({ field, message: wire.textTooLong({ max: maxTextBytes }) });
    } else if (Array.isArray(node) || (node && typeof node === 'object' && !(node instanceof Blob))) {
      const entries = Object.entries(node);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string, unknown];
        pending.push({ node: item, path: [...path, key] });
      }
    }
  }
}

/**
 * Whether a thrown value is the user cancelling a request: fetch and ky reject with the abort signal's reason,
 * a DOMException named 'AbortError' unless the caller gave another reason.
 */
export function isCancellation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

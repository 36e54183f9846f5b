import { ApiRequestError } from '@ops/core/api';

/** How a call failed, as a caller sees it: the status and the error body. Throws when the call succeeds. */
export async function failureOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiRequestError) return { status: error.status, error: error.error };
    throw error;
  }
  throw new Error('the call succeeded');
}

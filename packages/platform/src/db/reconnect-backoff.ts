/** The longest a connection of the pool waits before it connects again after an outage. */
export const longestReconnectDelaySeconds = 1;

/**
 * postgres.js's `backoff` option: how long a closed connection waits before it connects again, given the errors
 * counted since any connection of the pool last connected (the count is the pool's, not the connection's). The
 * driver's own, 3^n / 100 s up to 20 s, reaches 20 s after seven: one cut of a pool of ten, and every connection
 * then waits 10–20 s, with the query that asked for it, though the server is back (the bank-style history check
 * saw calls take 13–15 s after a cut of 0.4 s). Doubling from 20 ms up to a second keeps a down server from being
 * hammered and a query from waiting long after it is up. Half of it is random, so processes do not retry in step.
 */
export function reconnectDelaySeconds(errors: number): number {
  return (0.5 + Math.random() / 2) * Math.min(2 ** errors / 50, longestReconnectDelaySeconds);
}

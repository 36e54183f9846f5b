/**
 * The facts of a refusal a database function raised with its own SQLSTATE and the facts as JSON in the error's
 * DETAIL (e.g. `balance_transfer_create`, OPS01): undefined for any other error, wherever drizzle wrapped it.
 */
export function databaseRefusal(error: unknown, sqlState: string): Record<string, unknown> | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, detail } = cause as { code?: unknown; detail?: unknown };
    if (code === sqlState && typeof detail === 'string') return JSON.parse(detail) as Record<string, unknown>;
  }
  return undefined;
}

/**
 * The SQLSTATE of a database error, wherever drizzle wrapped it: set only when the server answered with an error,
 * so the statement ended and nothing of it stays. Undefined for a lost connection, whose outcome is unknown.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

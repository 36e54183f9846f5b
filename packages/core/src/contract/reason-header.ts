/**
 * The header a caller gives the reason for a change in, UTF-8 percent-encoded (`encodeURIComponent`). A module of
 * its own, without zod: every call's headers read it (`api/request-headers.ts`), so the web's first screen would
 * otherwise load zod and the audit schemas with it.
 */
export const reasonHeader = 'x-ops-reason';

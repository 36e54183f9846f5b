/**
 * The ops roles (issue 30): what an ops account may do besides reading. An account may hold several. Without zod, so
 * the table of who may call which route (`auth/route-roles.ts`) is light enough for the app's shell.
 */
export const opsRoles = ['viewer', 'operator', 'treasury', 'approver', 'admin'] as const;

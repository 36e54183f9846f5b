import { z } from 'zod';
import { timestampSchema } from '../primitives.ts';

import { opsRoles } from './ops-roles.ts';

export { opsRoles };

export const opsRoleSchema = z.enum(opsRoles).meta({ id: 'OpsRole' });

export type OpsRole = z.infer<typeof opsRoleSchema>;

/** The signed-in ops account and the roles its identity token gives it. */
export const myOpsAccountSchema = z
  .object({ email: z.string(), name: z.string(), roles: z.array(opsRoleSchema) })
  .meta({ id: 'MyOpsAccount' });

export type MyOpsAccount = z.infer<typeof myOpsAccountSchema>;

/** Whether the platform runs as a sandbox (demo data, stand-ins for the bank and the PSP) or in production. */
export const platformModeSchema = z.object({ mode: z.enum(['sandbox', 'production']) }).meta({ id: 'PlatformMode' });

export type PlatformMode = z.infer<typeof platformModeSchema>['mode'];

/** An ops account of the embedded identity provider with the roles it signs in with. */
export const opsAccountSchema = z
  .object({ id: z.string(), email: z.string(), name: z.string(), roles: z.array(opsRoleSchema) })
  .meta({ id: 'OpsAccount' });

export type OpsAccount = z.infer<typeof opsAccountSchema>;

export const opsAccountListSchema = z.array(opsAccountSchema).meta({ id: 'OpsAccountList' });

export const opsAccountParamsSchema = z.object({ accountId: z.string().trim().min(1).max(100) });

/** The roles an account is given: its whole set, replacing what it held. */
export const setOpsAccountRolesBodySchema = z
  .object({ roles: z.array(opsRoleSchema).max(opsRoles.length) })
  .meta({ id: 'SetOpsAccountRoles' });

export type SetOpsAccountRolesBody = z.infer<typeof setOpsAccountRolesBodySchema>;

/** What ending an account's sessions did: every token issued before `sessionsEndedAt` is refused from then on. */
export const endedOpsSessionsSchema = z
  .object({ id: z.string(), email: z.string(), sessionsEndedAt: timestampSchema })
  .meta({ id: 'EndedOpsSessions' });

export type EndedOpsSessions = z.infer<typeof endedOpsSessionsSchema>;

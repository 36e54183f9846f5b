import type { OpsRole } from '@ops/core/contract';

/** Who is calling an `/api/` route, from their verified identity token. */
export interface Caller {
  email: string;
  name: string;
  opsStaff: boolean;
  /**
   * The ops roles the token's roles claim gives (`OPS_ROLES_CLAIM`): what `mountRoute` lets the call do. The
   * platform's own callers (the bank inbox, jobs, an approved request run later) pass no route and hold none.
   */
  roles: readonly OpsRole[];
}

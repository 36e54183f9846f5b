import { AsyncLocalStorage } from 'node:async_hooks';
import type { ActivitySource } from '@ops/core/contract';

/** Where the work in progress came from: what the audit trail records beside each change it makes. */
export interface ActivityOrigin {
  source: ActivitySource;
  merchantCode?: string | undefined;
  divisionCode?: string | undefined;
  /** Why, in the caller's words. */
  reason?: string | undefined;
}

const origins = new AsyncLocalStorage<ActivityOrigin>();

/**
 * Runs `work` with `origin` as the origin of every transaction it opens: `database.transaction` hands it to the
 * database (`ops.activity`), where a trigger writes it into each audit entry (`audit_events_fill_origin`).
 */
export function withActivityOrigin<T>(origin: ActivityOrigin, work: () => T): T {
  return origins.run(origin, work);
}

/** The origin of the work in progress, if any. */
export function currentActivityOrigin(): ActivityOrigin | undefined {
  return origins.getStore();
}

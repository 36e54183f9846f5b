import type { ContractRoute } from '@ops/core/contract';
import type { PlatformApp } from './platform-env.ts';
import type { RouteInput } from './route-input.ts';

/** A mounted route's handler as the gate and its later run see it: the checked input in, the answer out. */
export type GatedHandler = (input: RouteInput<never, never, never>) => Promise<unknown>;

/**
 * What may hold a call back before its handler runs (the approvals service): given the route and its checked
 * input, an answer to send instead (202, the approval request), or null to run the handler now.
 */
export type RouteGate = (
  route: ContractRoute,
  input: RouteInput<never, never, never>,
  source: string | undefined,
) => Promise<{ body: object; headers: Record<string, string> } | null>;

const gates = new WeakMap<PlatformApp, RouteGate>();
const handlers = new WeakMap<PlatformApp, Map<string, GatedHandler>>();

/** Sets the gate every later call on `app`'s contract routes passes; one per app. */
export function setRouteGate(app: PlatformApp, gate: RouteGate): void {
  gates.set(app, gate);
}

export function routeGateOf(app: PlatformApp): RouteGate | undefined {
  return gates.get(app);
}

/** Keeps a mounted route's handler by route id, so a held call can run later through the same code. */
export function keepHandler(app: PlatformApp, routeId: string, handler: GatedHandler): void {
  const kept = handlers.get(app) ?? new Map<string, GatedHandler>();
  kept.set(routeId, handler);
  handlers.set(app, kept);
}

/** The handler mounted for `routeId` on `app`: it runs a held call with its stored input, past the gate. */
export function handlerOf(app: PlatformApp, routeId: string): GatedHandler | undefined {
  return handlers.get(app)?.get(routeId);
}

import type { z } from 'zod';
import type { Caller } from '../identity/caller.ts';

// The handler's input in a leaf of its own: `mount-route.ts` and `route-gate.ts` both read it.

/** The merchant and division a scoped call is bound to, from its Merchant-Code and Merchant-Division-Code headers. */
export interface MerchantScope {
  merchantCode: string | undefined;
  divisionCode: string | undefined;
}

/** What a handler receives: the request parsed by its contract, and who is asking. */
export interface RouteInput<Params extends z.ZodType, Query extends z.ZodType, Body extends z.ZodType> {
  params: z.output<Params>;
  query: z.output<Query>;
  /** The JSON body, or a multipart form (uploads as File objects). */
  body: z.output<Body>;
  /** The route's own headers (lower-case names) as its `headers` schema parsed them. */
  headers: Record<string, unknown>;
  caller: Caller;
  scope: MerchantScope;
  /** The Idempotency-Key header of a money-moving route. */
  idempotencyKey: string | undefined;
  requestId: string;
  /** The platform's public address, for links a handler hands out. */
  publicUrl: string;
}

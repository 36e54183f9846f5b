import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import type { Caller } from '../identity/caller.ts';

export interface PlatformVariables extends RequestIdVariables {
  /** Set on every `/api/` request once its identity token checks out. */
  caller: Caller;
  /** Outside production, handlers' answers are parsed with their contract's response schema. */
  checkResponses: boolean;
  /** The platform's public address (OPS_PUBLIC_URL), for links it hands out, such as a hosted onboarding link. */
  publicUrl: string;
  /** Where the request came from (`http/client-address.ts`), for the limits on guessing a secret. */
  clientAddress: string;
}

export interface PlatformEnv {
  Bindings: HttpBindings;
  Variables: PlatformVariables;
}

export type PlatformApp = Hono<PlatformEnv>;

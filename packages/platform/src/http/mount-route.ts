import { approvalSourceHeader, type ContractRoute, type ErrorDetail, reasonHeader } from '@ops/core/contract';
import type { Context } from 'hono';
import { prettifyError, type z } from 'zod';
import { type ActivityOrigin, withActivityOrigin } from '../db/activity-origin.ts';
import { apiMessages } from './api-messages.ts';
import { badRequest } from './api-problem.ts';
import { sourceOf } from './call-source.ts';
import { contractViolationDetails, type RequestPart } from './contract-violation.ts';
import type { PlatformApp, PlatformEnv } from './platform-env.ts';
import { readJsonBody, readMultipartForm, readQuery } from './read-request.ts';
import { checkRequestText } from './request-text-guard.ts';
import { type GatedHandler, keepHandler, routeGateOf } from './route-gate.ts';
import type { MerchantScope, RouteInput } from './route-input.ts';
import { checkCallReason, checkReasonLength } from './route-reasons-check.ts';
import { checkCallerRoles } from './route-roles-check.ts';

export type { MerchantScope, RouteInput } from './route-input.ts';

/**
 * Answers the route's response, sent with its success status: JSON, or a File for a `z.file()` response
 * (sent as a download with its name and type), or a ready Response.
 */
export type RouteHandler<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Result extends z.ZodType,
> = (input: RouteInput<Params, Query, Body>) => Promise<z.input<Result> | Response>;

const mounted = new WeakMap<PlatformApp, ContractRoute[]>();

/** The contract routes mounted on `app`, in mounting order: what the OpenAPI document describes. */
export function mountedRoutes(app: PlatformApp): readonly ContractRoute[] {
  return mounted.get(app) ?? [];
}

/**
 * Registers a contract route under the proxy base `/api/`. The caller's ops roles are checked first (core's
 * `routeRoles`: 403 'Unauthorised' otherwise), then the request against the route's schemas before the handler
 * runs (a violation is a 400 naming the fields, and nothing is written), then the reason its division requires
 * for a change of the route's kind (`route-reasons-check.ts`: 400 `reasonRequired`).
 */
export function mountRoute<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Result extends z.ZodType,
>(
  app: PlatformApp,
  route: ContractRoute<Params, Query, Body, Result>,
  handler: RouteHandler<Params, Query, Body, Result>,
): void {
  mounted.set(app, [...mountedRoutes(app), route as ContractRoute]);
  keepHandler(app, route.id, handler as unknown as GatedHandler);
  /** The call's answer, once its body is read. */
  const answer = async (c: Context<PlatformEnv>, rawBody: unknown) => {
    const details: ErrorDetail[] = [];
    const rawParams = c.req.param();
    const rawQuery = readQuery(c);
    checkRequestText(rawParams, 'params', details);
    checkRequestText(rawQuery, 'query', details);
    checkRequestText(rawBody, 'body', details);
    const reason = readReason(c, details);
    if (details.length > 0) throw badRequest(apiMessages.badRequest, details);

    const params = check(route.params, rawParams, 'params', details);
    const query = check(route.query, rawQuery, 'query', details);
    const headers = check(route.headers, c.req.header(), 'headers', details);
    const body = check(route.body, rawBody, 'body', details);
    if (route.method === 'PATCH' && route.body && details.length === 0 && changesNothing(body)) {
      details.push({ field: 'body', message: apiMessages.emptyPatch });
    }
    if (details.length > 0) throw badRequest(apiMessages.badRequest, details);

    const input: RouteInput<Params, Query, Body> = {
      params: params as z.output<Params>,
      query: query as z.output<Query>,
      body: body as z.output<Body>,
      headers: route.headers ? (headers as Record<string, unknown>) : {},
      caller: c.get('caller'),
      scope: route.scoped ? readScope(c) : { merchantCode: undefined, divisionCode: undefined },
      idempotencyKey: route.idempotent ? c.req.header('idempotency-key') : undefined,
      requestId: c.get('requestId'),
      publicUrl: c.get('publicUrl'),
    };
    // A change of a kind its division requires a reason for is refused without one, before anything runs.
    await checkCallReason(app, route.id, input as never, reason);
    const origin = originOf(c, input, reason);
    // An approval rule may hold the call back: it answers 202 with the approval request and runs nothing now. The
    // request keeps the call's origin, so its reason goes with the approved run.
    const held = await withActivityOrigin(origin, () =>
      routeGateOf(app)?.(route as ContractRoute, input as never, c.req.header('x-ops-source')),
    );
    if (held) return c.json(held.body, 202, held.headers);
    const result = await withActivityOrigin(origin, () => handler(input));
    if (result instanceof Response) return result;
    if (c.get('checkResponses')) checkResponse(route, result);
    if (result instanceof File) return fileResponse(result);
    const status = route.successStatus ?? 200;
    return status === 204 ? c.body(null, 204) : c.json(result as object, status);
  };
  app.on(route.method, apiPath(route.path), async (c) => {
    checkCallerRoles(route.id, c.get('caller'));
    if (route.bodyType !== 'multipart') return answer(c, route.body && (await readJsonBody(c)));
    // An upload's files are on disk while the call runs.
    const form = await readMultipartForm(c);
    try {
      return await answer(c, form.fields);
    } finally {
      await form.discard();
    }
  });
}

/** `/api/` + the spec's path with `{name}` placeholders turned into Hono's `:name`. */
export function apiPath(contractPath: string): string {
  return `/api/${contractPath.replace(/^\/+/, '').replace(/\{(\w+)\}/g, ':$1')}`;
}

function check(schema: z.ZodType | undefined, value: unknown, part: RequestPart, details: ErrorDetail[]): unknown {
  if (!schema) return value;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  details.push(...contractViolationDetails(parsed.error, part));
  return undefined;
}

/** A partial update that names no field the route knows: refused, so it writes nothing and audits nothing. */
function changesNothing(body: unknown): boolean {
  return !body || (typeof body === 'object' && Object.values(body).every((value) => value === undefined));
}

function fileResponse(file: File): Response {
  return new Response(file, {
    headers: {
      'content-type': file.type || 'application/octet-stream',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    },
  });
}

/** The call's reason: the `x-ops-reason` header, UTF-8 percent-encoded (a header holds Latin-1 only). */
function readReason(c: Context<PlatformEnv>, details: ErrorDetail[]): string | undefined {
  const header = c.req.header(reasonHeader);
  if (header === undefined) return undefined;
  let reason: string;
  try {
    reason = decodeURIComponent(header).trim();
  } catch {
    details.push({ field: reasonHeader, message: apiMessages.malformedReason });
    return undefined;
  }
  checkRequestText({ [reasonHeader]: reason }, 'headers', details);
  checkReasonLength(reason, details);
  return reason || undefined;
}

/**
 * Where the call comes from, for the audit entries it writes: its source, its merchant and division (the scope
 * headers, else the path's `{merchantCode}` and `{divisionCode}`), and its reason.
 */
function originOf(
  c: Context<PlatformEnv>,
  input: { scope: Partial<MerchantScope>; params: unknown },
  reason: string | undefined,
): ActivityOrigin {
  const params = (input.params ?? {}) as { merchantCode?: unknown; divisionCode?: unknown };
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    source: sourceOf(c.req.header(approvalSourceHeader)),
    merchantCode: input.scope.merchantCode ?? text(params.merchantCode) ?? c.req.header('merchant-code'),
    divisionCode: input.scope.divisionCode ?? text(params.divisionCode) ?? c.req.header('merchant-division-code'),
    reason,
  };
}

function readScope(c: Context<PlatformEnv>): MerchantScope {
  return {
    merchantCode: c.req.header('merchant-code') || undefined,
    divisionCode: c.req.header('merchant-division-code') || undefined,
  };
}

function checkResponse(route: ContractRoute, result: unknown): void {
  const parsed = route.response.safeParse(result);
  if (!parsed.success) {
    throw new Error(`the answer of ${route.id} breaks its contract:\n${prettifyError(parsed.error)}`);
  }
}

import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API, defined once: the platform mounts and validates it, the typed clients call it,
 * and the OpenAPI document is generated from it. `path` is the spec's path (section 7) with `{name}`
 * placeholders, without the proxy base `/api/`.
 */
export interface ContractRoute<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  /** operationId in the OpenAPI document, and the client method's name. */
  id: string;
  /** The owning service's prefix, e.g. 'accountowner/api/v2/accountowners'. */
  service: string;
  method: HttpMethod;
  path: string;
  summary: string;
  params?: Params;
  query?: Query;
  body?: Body;
  /** 'multipart' for file uploads; the body schema then describes the form fields, files as `z.file()`. */
  bodyType?: 'json' | 'multipart';
  /** Headers the call needs beyond the common ones, as a zod object with lower-case names. */
  headers?: z.ZodType;
  response: Response;
  /** 200 unless stated; 201 for creations, 204 for deletions without a body. */
  successStatus?: 200 | 201 | 202 | 204;
  /** Carries the Merchant-Code and Merchant-Division-Code headers. */
  scoped?: boolean;
  /** Money-moving: accepts an Idempotency-Key header. */
  idempotent?: boolean;
}

export function defineRoute<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
>(route: ContractRoute<Params, Query, Body, Response>): ContractRoute<Params, Query, Body, Response> {
  return route;
}

/** Fills `{name}` placeholders of a contract path; every value is URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}

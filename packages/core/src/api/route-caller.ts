import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { z } from 'zod';
import { buildPath, type ContractRoute, respondsWithFile } from '../contract/index.ts';
import { isCancellation } from '../errors/index.ts';
import { withUiPageNumber } from '../paging/index.ts';
import type { ApiClient, ApiClientOptions, Resolvable } from './api-client.ts';
import { ApiRequestError } from './api-request-error.ts';
import type { CallArgs, CallOptions, RouteResult } from './call-options.ts';
import { buildFormData } from './request-body.ts';
import { buildRequestHeaders } from './request-headers.ts';
import { buildSearchParams, isPagedRoute, type QueryValue } from './request-query.ts';

/** A load that takes longer than this fails (spec section 7: 120 seconds). */
const requestTimeoutMs = 120_000;

const resolve = async <T>(value: Resolvable<T>): Promise<T> =>
  typeof value === 'function' ? (value as () => T | Promise<T>)() : value;

function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? 'download';
}

function failureOf(error: unknown, answeredStatus: number | undefined) {
  if (error instanceof z.ZodError) return { status: answeredStatus };
  if (isHTTPError(error)) return { status: error.response.status, body: error.data };
  if (isCancellation(error)) return { cancelled: true };
  if (isNetworkError(error) || isTimeoutError(error)) return { unreachable: true };
  return {};
}

/**
 * The HTTP side of `createApiClient` (ky): the headers, paging and errors of every call, and its answer parsed
 * with the route's response schema. Loaded with the first call (see `route-calls.ts`).
 */
export function createRouteCaller(options: ApiClientOptions): ApiClient['callRoute'] {
  const http = ky.create({
    prefix: options.baseUrl,
    timeout: requestTimeoutMs,
    retry: { limit: 2, methods: ['get'] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function callRoute<R extends ContractRoute>(route: R, ...[call]: CallArgs<R>): Promise<RouteResult<R>> {
    const { params, query, body, signal, idempotencyKey } = (call ?? {}) as CallOptions<ContractRoute> & {
      params?: Record<string, string | number>;
      query?: Record<string, QueryValue>;
      body?: unknown;
    };
    const [token, userEmail, merchantCode, divisionCode] = await Promise.all([
      options.getToken(),
      options.getUserEmail(),
      resolve(options.merchantCode),
      resolve(options.divisionCode),
    ]);
    const headers = buildRequestHeaders(route, {
      token,
      userEmail,
      scope: { merchantCode, divisionCode },
      idempotencyKey,
    });
    const multipart = route.bodyType === 'multipart';
    let answeredStatus: number | undefined;
    try {
      const response = await http(buildPath(route.path, params), {
        method: route.method,
        headers,
        searchParams: buildSearchParams(route, query),
        ...(body === undefined
          ? {}
          : multipart
            ? { body: buildFormData(body as Record<string, unknown>) }
            : { json: body }),
        ...(signal ? { signal } : {}),
      });
      answeredStatus = response.status;
      if (route.successStatus === 204 || response.status === 204) return undefined as RouteResult<R>;
      if (respondsWithFile(route)) {
        const blob = await response.blob();
        return new File([blob], fileNameOf(response), { type: blob.type }) as RouteResult<R>;
      }
      const answer = route.response.parse(await response.json());
      return (isPagedRoute(route) ? withUiPageNumber(answer as { pageNumber: number }) : answer) as RouteResult<R>;
    } catch (error) {
      throw new ApiRequestError(route.id, failureOf(error, answeredStatus), { cause: error });
    }
  }

  return callRoute;
}

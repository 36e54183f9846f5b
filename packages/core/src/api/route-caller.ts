import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { buildPath } from '../contract/route.ts';
import { isCancellation } from '../errors/is-cancellation.ts';
import { withUiPageNumber } from '../paging/index.ts';
import type { ApiClient, ApiClientOptions, Resolvable, RouteCall } from './api-client.ts';
import { ApiRequestError } from './api-request-error.ts';
import { buildFormData } from './request-body.ts';
import { buildRequestHeaders } from './request-headers.ts';
import { buildSearchParams } from './request-query.ts';
import type { RoutePlan } from './route-plan.ts';
import { type HeldForApproval, SentForApprovalError } from './sent-for-approval.ts';

/** A load that takes longer than this fails (spec section 7: 120 seconds). */
const requestTimeoutMs = 120_000;

/** The header of a 202 answer that says an approval rule held the call back (the contract's `approvalRequestHeader`). */
const approvalRequestHeader = 'ops-approval-request';

const resolve = async <T>(value: Resolvable<T>): Promise<T> =>
  typeof value === 'function' ? (value as () => T | Promise<T>)() : value;

function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? 'download';
}

/**
 * A call with an idempotency key is sent again, with the same key, when its connection failed before any answer came
 * (a keep-alive connection the platform closed as the call went out, at a restart): the platform answers a repeated
 * key with the first call's result and moves nothing twice. An answer, even a 5xx, is not retried: a person decides.
 */
const keyedRetry = (method: string) => ({
  limit: 2,
  methods: [method.toLowerCase()],
  statusCodes: [],
  retryOnTimeout: false,
});

function failureOf(error: unknown, answeredStatus: number | undefined) {
  if (isHTTPError(error)) return { status: error.response.status, body: error.data };
  if (isCancellation(error)) return { cancelled: true };
  // An answer arrived but was not what the contract says (or no JSON at all).
  if (answeredStatus !== undefined) return { status: answeredStatus };
  if (isNetworkError(error) || isTimeoutError(error)) return { unreachable: true };
  return {};
}

/**
 * The HTTP side of `createApiClient` (ky): the headers, paging and errors of every call, and its answer checked
 * with the route's response schema where the plan has one. Loaded with the first call (see `route-calls.ts`).
 */
export function createRouteCaller(options: ApiClientOptions): ApiClient['callRoute'] {
  const http = ky.create({
    prefix: options.baseUrl,
    timeout: requestTimeoutMs,
    retry: { limit: 2, methods: ['get'] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function callRoute(route: RoutePlan, call: RouteCall = {}): Promise<unknown> {
    const { params, query, body, signal, idempotencyKey, source, reason } = call;
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
      source: source ?? options.source,
      reason,
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
        ...(idempotencyKey ? { retry: keyedRetry(route.method) } : {}),
      });
      answeredStatus = response.status;
      if (response.headers.has(approvalRequestHeader)) {
        throw new SentForApprovalError(route.id, (await response.json()) as HeldForApproval);
      }
      if (route.successStatus === 204 || response.status === 204) return undefined;
      if (route.respondsWithFile) {
        const blob = await response.blob();
        return new File([blob], fileNameOf(response), { type: blob.type });
      }
      const json: unknown = await response.json();
      const answer = route.response ? route.response.parse(json) : json;
      return route.paged ? withUiPageNumber(answer as { pageNumber: number }) : answer;
    } catch (error) {
      if (error instanceof SentForApprovalError) throw error;
      throw new ApiRequestError(route.id, failureOf(error, answeredStatus), { cause: error });
    }
  }

  return callRoute;
}

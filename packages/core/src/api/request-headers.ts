import { reasonHeader } from '../contract/reason-header.ts';
import type { RoutePlan } from './route-plan.ts';

/** The merchant and division a scoped call acts for. */
export interface MerchantScope {
  merchantCode: string;
  divisionCode: string;
}

export interface HeaderSources {
  /** The identity token, sent as `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** The signed-in user's e-mail, sent as `x-user`. */
  userEmail?: string | undefined;
  scope?: Partial<MerchantScope> | undefined;
  idempotencyKey?: string | undefined;
  /** Sent as `x-ops-source`: where the call comes from, for approval rules and the activity feed. */
  source?: string | undefined;
  /** Sent as `x-ops-reason`, percent-encoded: why the change is made, kept with its audit entry. */
  reason?: string | undefined;
}

/**
 * The headers of one call (spec section 7): the identity token and the user's e-mail on every call, the bound
 * merchant and division on scoped calls, the contract's fixed headers, and the idempotency key if any.
 */
export function buildRequestHeaders(
  route: Pick<RoutePlan, 'id' | 'scoped' | 'fixedHeaders'>,
  sources: HeaderSources,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (sources.token) headers.authorization = `Bearer ${sources.token}`;
  if (sources.userEmail) headers['x-user'] = sources.userEmail;
  if (route.scoped) {
    const { merchantCode, divisionCode } = sources.scope ?? {};
    if (!merchantCode || !divisionCode) throw new Error(`${route.id} needs a bound merchant and division`);
    headers['merchant-code'] = merchantCode;
    headers['merchant-division-code'] = divisionCode;
  }
  Object.assign(headers, route.fixedHeaders);
  if (sources.idempotencyKey) headers['idempotency-key'] = sources.idempotencyKey;
  if (sources.source) headers['x-ops-source'] = sources.source;
  if (sources.reason) headers[reasonHeader] = encodeURIComponent(sources.reason);
  return headers;
}

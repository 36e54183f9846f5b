import type { PayoutRequest } from '@ops/core/contract';
import { AppLink } from '../../../kit/links/app-link.tsx';

/** The link to a request's details, bound to the request's own merchant and division. */
export function PayoutRequestLink({ request }: { request: PayoutRequest }) {
  return (
    <AppLink
      to={`/payouts/requests/${encodeURIComponent(request.code)}`}
      query={{ merchantCode: request.merchantCode, divisionCode: request.divisionCode }}
    >
      <code>{request.code}</code>
    </AppLink>
  );
}

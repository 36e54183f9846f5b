import type { ApprovalRequest } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

type Parameter = [name: string, value: string];

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);

/** The call's parts (path parameters, query, body) as name and value, in that order; empty parts left out. */
function parametersOf({ params, query, body }: ApprovalRequest['operation']): Parameter[] {
  return [params, query, body].flatMap((part) =>
    part !== null && typeof part === 'object' && !Array.isArray(part)
      ? Object.entries(part)
          .filter(([, value]) => value !== null && value !== undefined)
          .map(([name, value]): Parameter => [name, textOf(value)])
      : [],
  );
}

const accountOf = (body: unknown, field: string): string | undefined => {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/**
 * Exactly what a request runs when it is approved, in words: the kind of action, its amount and accounts, the
 * call (method and path) and every parameter it is sent with.
 */
export function HeldOperation({ request }: { request: ApprovalRequest }) {
  const { t, locale } = useI18n();
  const labels = t.approvals.details;
  const { operation } = request;
  const from = accountOf(operation.body, 'fromVirtualAccountCode');
  const to = accountOf(operation.body, 'toVirtualAccountCode');
  const parameters = parametersOf(operation);
  return (
    <dl className="approval-fields">
      <dt>{t.approvals.list.action()}</dt>
      <dd>{t.approvals.actionKinds[request.actionKind]()}</dd>
      {request.amount !== null && request.currency !== null ? (
        <>
          <dt>{t.approvals.list.amount()}</dt>
          <dd className="approval-amount">{formatMoney(request.amount, request.currency, locale)}</dd>
        </>
      ) : null}
      {request.itemCount !== null ? (
        <>
          <dt>{t.approvals.list.items()}</dt>
          <dd>{request.itemCount}</dd>
        </>
      ) : null}
      {from ? (
        <>
          <dt>{labels.from()}</dt>
          <dd>
            <code>{from}</code>
          </dd>
        </>
      ) : null}
      {to ? (
        <>
          <dt>{labels.to()}</dt>
          <dd>
            <code>{to}</code>
          </dd>
        </>
      ) : null}
      <dt>{labels.call()}</dt>
      <dd>
        <code>{`${operation.method} ${operation.path}`}</code>
      </dd>
      <dt>{labels.parameters()}</dt>
      <dd>
        {parameters.length === 0 ? (
          labels.none()
        ) : (
          <ul className="approval-parameters">
            {parameters.map(([name, value]) => (
              <li key={name}>
                <span className="approval-parameter-name">{name}</span>: <code>{value}</code>
              </li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}

/** What the list says a request does, on one line: its kind, and the accounts a transfer moves between. */
export function heldOperationSummary(request: ApprovalRequest, t: ReturnType<typeof useI18n>['t']): string {
  const kind = t.approvals.actionKinds[request.actionKind]();
  const from = accountOf(request.operation.body, 'fromVirtualAccountCode');
  const to = accountOf(request.operation.body, 'toVirtualAccountCode');
  return [kind, from && to ? `${from} → ${to}` : undefined].filter(Boolean).join(' · ');
}

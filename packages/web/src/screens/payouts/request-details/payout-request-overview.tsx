import type { PayoutRequestOverview } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { formatMoney } from '@ops/core/money';
import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Card } from '../../../ui/card/index.ts';
import { StatusBadge } from '../../../ui/status-badge/index.ts';

/** The Overview section: the request's own fields (spec section 3) with its ops status and payout status. */
export function PayoutRequestOverviewSection({ overview }: { overview: PayoutRequestOverview }) {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens;
  const request = overview.payoutRequest;
  const when = (value: string | null) => (value ? formatTableDate(value) : '');
  const fields: [string, ReactNode][] = [
    [labels.columns.status(), <StatusBadge key="status" status={request.status} />],
    [labels.details.tableStatus(), <StatusBadge key="table" status={overview.status} />],
    [labels.columns.merchant(), `${request.merchantName} · ${request.divisionName}`],
    [labels.columns.seller(), request.accountHolderName ?? ''],
    [labels.columns.account(), <code key="account">{request.virtualAccountCode}</code>],
    [labels.details.accountIdentifier(), request.accountIdentifier],
    [labels.columns.iban(), request.iban ?? ''],
    [labels.columns.amount(), formatMoney(request.amount, request.sourceCurrency, locale)],
    [labels.details.sourceCurrency(), request.sourceCurrency],
    [labels.details.targetCurrency(), request.targetCurrency],
    [labels.columns.type(), labels.types[request.type]()],
    [labels.columns.description(), request.description ?? ''],
    [labels.columns.createdAt(), when(request.createdAt)],
    [labels.details.createdBy(), request.createdBy],
    [labels.columns.processedAt(), when(request.processedAt)],
    [labels.details.settledAt(), when(request.settledAt)],
    [labels.columns.batch(), request.payoutCode ? <code key="batch">{request.payoutCode}</code> : ''],
    [labels.details.failureReason(), request.failureReason ?? ''],
    [labels.details.regeneratedFrom(), request.regeneratedFromCode ?? ''],
    [labels.details.regeneratedAs(), overview.regeneratedAs ?? ''],
  ];
  return (
    <Card title={labels.details.overview()} headingLevel={3}>
      <dl className="payout-details-grid">
        {fields
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className="payout-details-field">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}

/** The Summary section: the virtual account's balances now, the batch, and the bank's statement lines. */
export function PayoutRequestSummarySection({ overview }: { overview: PayoutRequestOverview }) {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens;
  const account = overview.virtualAccount;
  const money = (amount: number) => formatMoney(amount, account.currency, locale);
  return (
    <Card title={labels.details.summary()} headingLevel={3}>
      <dl className="payout-details-grid">
        <dt>{labels.columns.account()}</dt>
        <dd>
          {account.displayName} (<code>{account.code}</code>)
        </dd>
        <dt>{labels.details.confirmed()}</dt>
        <dd>{money(account.confirmedBalance)}</dd>
        <dt>{labels.details.pending()}</dt>
        <dd>{money(account.pendingBalance)}</dd>
        <dt>{labels.details.payoutBalance()}</dt>
        <dd>{money(account.payoutBalance)}</dd>
        {overview.payout ? (
          <>
            <dt>{labels.columns.batch()}</dt>
            <dd>
              <code>{overview.payout.code}</code> <StatusBadge status={overview.payout.status} />
            </dd>
          </>
        ) : null}
      </dl>
      {overview.bankLines.length > 0 ? (
        <table className="payout-bank-lines" aria-label={labels.details.bankLines()}>
          <thead>
            <tr>
              <th scope="col">{labels.columns.code()}</th>
              <th scope="col">{labels.columns.type()}</th>
              <th scope="col">{labels.columns.amount()}</th>
              <th scope="col">{labels.columns.status()}</th>
            </tr>
          </thead>
          <tbody>
            {overview.bankLines.map((line) => (
              <tr key={line.code}>
                <td>
                  <code>{line.code}</code>
                </td>
                <td>
                  <StatusBadge status={line.type} />
                </td>
                <td className="amount">{formatMoney(line.amount, line.currency, locale)}</td>
                <td>
                  <StatusBadge status={line.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Card>
  );
}

import type { MerchantScope } from '@ops/core/api';
import { Command } from 'cmdk';
import { useAppNavigate } from '../kit/links/use-app-navigate.ts';
import { useI18n } from '../lib/i18n/use-i18n.ts';
import { usePaletteSearch } from './use-palette-search.ts';

/**
 * Sellers, transactions and payout requests the server finds for what is typed, as palette items: picking one
 * jumps to it (a seller's details, the transactions list on that transaction with its details open, a payout
 * request's details bound to its merchant and division).
 */
export function PaletteSearch({
  term,
  scope,
  onJumped,
}: {
  term: string;
  scope: MerchantScope | undefined;
  onJumped: () => void;
}) {
  const { t } = useI18n();
  const labels = t.paletteSearch;
  const navigate = useAppNavigate();
  const { status, sellers, transactions, payoutRequests } = usePaletteSearch(term, scope);
  const jump = (path: string, query?: Record<string, string>) => {
    navigate(path, query ? { query } : {});
    onJumped();
  };
  if (status === 'idle') return null;
  // Every result carries the typed term among its keywords: the server matched it, the palette must not hide it.
  const keywords = (...words: (string | null)[]) => [term, ...words.filter((word): word is string => !!word)];
  return (
    <>
      {status === 'searching' ? (
        <Command.Loading label={labels.searching()}>{labels.searching()}</Command.Loading>
      ) : null}
      {status === 'failed' ? (
        <div role="alert" className="palette-note">
          {labels.failed()}
        </div>
      ) : null}
      {sellers.length > 0 ? (
        <Command.Group heading={labels.sellers()}>
          {sellers.map((seller) => (
            <Command.Item
              key={seller.code}
              value={`seller ${seller.code}`}
              keywords={keywords(seller.name, seller.code, seller.email)}
              onSelect={() => jump(`/sellers/${encodeURIComponent(seller.code)}/balance`)}
            >
              <span className="palette-item-label">{seller.name}</span>
              <span className="palette-item-hint">{labels.sellerHint({ code: seller.code, email: seller.email })}</span>
            </Command.Item>
          ))}
        </Command.Group>
      ) : null}
      {transactions.length > 0 ? (
        <Command.Group heading={labels.transactions()}>
          {transactions.map((transaction) => (
            <Command.Item
              key={transaction.splitCode}
              value={`transaction ${transaction.splitCode}`}
              keywords={keywords(transaction.splitCode, transaction.reference, transaction.orderNumber)}
              onSelect={() =>
                jump('/transactions', { search: transaction.splitCode, transaction: transaction.splitCode })
              }
            >
              <span className="palette-item-label">{transaction.reference ?? transaction.splitCode}</span>
              <span className="palette-item-hint">
                {labels.transactionHint({ code: transaction.splitCode, seller: transaction.seller.name })}
              </span>
            </Command.Item>
          ))}
        </Command.Group>
      ) : null}
      {payoutRequests.length > 0 ? (
        <Command.Group heading={labels.payoutRequests()}>
          {payoutRequests.map((request) => (
            <Command.Item
              key={request.code}
              value={`payout-request ${request.code}`}
              keywords={keywords(request.code, request.accountHolderName, request.accountHolderCode)}
              onSelect={() =>
                jump(`/payouts/requests/${encodeURIComponent(request.code)}`, {
                  merchantCode: request.merchantCode,
                  divisionCode: request.divisionCode,
                })
              }
            >
              <span className="palette-item-label">{request.accountHolderName ?? request.divisionName}</span>
              <span className="palette-item-hint">
                {labels.payoutRequestHint({
                  code: request.code,
                  merchant: request.merchantName,
                  division: request.divisionName,
                })}
              </span>
            </Command.Item>
          ))}
        </Command.Group>
      ) : null}
    </>
  );
}

import { cancelBatchItemAction } from '@ops/core/actions';
import type { PayoutBatch } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { ListStates } from '../../../ui/list-paging/list-states.tsx';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { useBatchItems } from './payout-queries.ts';
import { PayoutRequestLink } from './payout-request-link.tsx';
import { usePayoutAction } from './use-payout-action.ts';

const removable = new Set(['OPEN', 'READY', 'APPROVED']);

/** A batch's items (its payout requests); an accepted item of a batch not yet instructed can be removed. */
export function BatchItems({ batch, onMessage }: { batch: PayoutBatch; onMessage(message: string): void }) {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens;
  const items = useBatchItems(batch.code);
  const remove = usePayoutAction(cancelBatchItemAction, labels.batches.failed());
  const rows = items.data?.elements ?? [];
  return (
    <ListStates
      state={items.isError ? 'error' : items.data ? 'loaded' : 'loading'}
      error={items.error}
      onRetry={() => void items.refetch()}
      empty={rows.length === 0}
    >
      <table className="seller-list-table payout-items-table" aria-label={labels.batches.itemsOf({ code: batch.code })}>
        <thead>
          <tr>
            <th scope="col">{labels.columns.code()}</th>
            <th scope="col">{labels.columns.seller()}</th>
            <th scope="col">{labels.columns.iban()}</th>
            <th scope="col">{labels.columns.amount()}</th>
            <th scope="col">{labels.columns.status()}</th>
            <th scope="col">{labels.columns.actions()}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <tr key={item.code}>
              <th scope="row">
                <PayoutRequestLink request={item} />
              </th>
              <td>{item.accountHolderName ?? item.divisionName}</td>
              <td>{item.iban ?? ''}</td>
              <td className="amount">{formatMoney(item.amount, item.sourceCurrency, locale)}</td>
              <td>
                <StatusBadge status={item.status} />
              </td>
              <td>
                {remove.allowed && removable.has(batch.status) && item.status === 'ACCEPTED' ? (
                  <Button
                    size="sm"
                    disabled={remove.busy}
                    onClick={async () => {
                      const outcome = await remove.run({
                        payoutCode: batch.code,
                        payoutRequestCode: item.code,
                        merchantCode: batch.merchantCode,
                        divisionCode: batch.divisionCode,
                      });
                      if (outcome.done) onMessage(labels.batches.itemRemoved({ code: item.code }));
                    }}
                  >
                    {labels.batches.removeItem()}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {remove.failure ? <p role="alert">{remove.failure}</p> : null}
    </ListStates>
  );
}

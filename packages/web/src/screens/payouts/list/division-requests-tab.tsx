import type { MerchantScope } from '@ops/core/api';
import { payoutRequestStatuses } from '@ops/core/contract';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DataTable } from '../../../ui/data-table/index.ts';
import { PayoutFilterBar } from './payout-filter-bar.tsx';
import { divisionPayoutRequestList } from './payout-queries.ts';
import type { PayoutRequestColumnId } from './payout-request-columns.tsx';
import { usePayoutRequestTable } from './use-payout-request-table.ts';

const divisionRequestColumns: readonly PayoutRequestColumnId[] = [
  'code',
  'merchantOnly',
  'division',
  'account',
  'iban',
  'amount',
  'status',
  'type',
  'createdAt',
  'description',
  'actions',
];

/** Merchants/Divisions requests: the divisions' own payout requests (from their income accounts). */
export function DivisionRequestsTab({ scope }: { scope: MerchantScope | undefined }) {
  const { t } = useI18n();
  const labels = t.payoutScreens;
  const { fetchPage, table, onFocus } = usePayoutRequestTable(divisionPayoutRequestList, scope, divisionRequestColumns);
  return (
    <>
      <PayoutFilterBar statuses={payoutRequestStatuses} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens to where the focus goes inside the table */}
      <div onFocus={onFocus}>
        <DataTable
          id="division-payout-requests"
          label={labels.tabs.divisionRequests()}
          {...table}
          csvExport={{ fileName: 'division-payout-requests.csv', fetchPage }}
        />
      </div>
    </>
  );
}

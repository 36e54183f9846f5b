import type { AccountHolderDetails } from '@ops/core/contract';
import { useI18n } from '../../app/i18n-context.tsx';
import { VirtualAccountTable } from '../../ui/virtual-accounts/virtual-account-table.tsx';

/** The Balance tab: the seller's confirmed, pending and payout balances per virtual account. */
export function BalanceTab({ seller }: { seller: AccountHolderDetails }) {
  const { t } = useI18n();
  return <VirtualAccountTable accounts={seller.balances ?? []} caption={t.sellers.details.tabs.balance()} />;
}

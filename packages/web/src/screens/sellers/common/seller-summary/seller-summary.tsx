import type { AccountHolder } from '@ops/core/contract';
import { formatDisplayDate } from '@ops/core/dates';
import { formatMoney } from '@ops/core/money';
import { useMemo } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { StatusBadge } from '../../../../ui/status-badge/index.ts';
import './seller-summary.css';

/** How a seller is paid out: manually, or scheduled with the next payout day. */
export function usePayoutsText(): (seller: AccountHolder) => string {
  const { t } = useI18n();
  return useMemo(() => {
    // Read once, not for every seller of a list: each step into the dictionary copies that area.
    const { payoutModes, nextPayout } = t.sellers;
    return ({ payoutsConfiguration: { mode, nextScheduledDate } }: AccountHolder) =>
      mode === 'SCHEDULED' && nextScheduledDate
        ? `${payoutModes.SCHEDULED()} · ${nextPayout({ date: formatDisplayDate(`${nextScheduledDate}T00:00:00Z`) })}`
        : payoutModes[mode]();
  }, [t]);
}

/** Every field of a seller (spec section 3) but its identity and balances, which have their own tabs. */
export function SellerSummary({ seller }: { seller: AccountHolder }) {
  const { t, locale } = useI18n();
  const labels = t.sellers.details.summary;
  const payoutsText = usePayoutsText();
  return (
    <dl className="seller-summary">
      <div>
        <dt>{t.sellers.list.columns.email()}</dt>
        <dd>{seller.email}</dd>
      </div>
      <div>
        <dt>{labels.status()}</dt>
        <dd>
          <StatusBadge status={seller.status} />
        </dd>
      </div>
      <div>
        <dt>{labels.kycStatus()}</dt>
        <dd>
          <StatusBadge status={seller.kycStatus} />
        </dd>
      </div>
      <div>
        <dt>{labels.externalAccountStatus()}</dt>
        <dd>
          <StatusBadge status={seller.externalAccountStatus} />
        </dd>
      </div>
      <div>
        <dt>{labels.legalForm()}</dt>
        <dd>{t.sellers.legalForms[seller.legalForm]()}</dd>
      </div>
      <div>
        <dt>{labels.companyType()}</dt>
        <dd>{seller.companyType ? t.sellers.companyTypes[seller.companyType]() : t.sellers.identity.notGiven()}</dd>
      </div>
      <div>
        <dt>{labels.totalVolume()}</dt>
        <dd>{formatMoney(seller.totalVolume.amount, seller.totalVolume.currency, locale)}</dd>
      </div>
      <div>
        <dt>{labels.payouts()}</dt>
        <dd>{payoutsText(seller)}</dd>
      </div>
      <div>
        <dt>{labels.hostedOnboardingUrl()}</dt>
        <dd>{seller.hostedOnboardingUrl ?? t.sellers.identity.notGiven()}</dd>
      </div>
      <div>
        <dt>{labels.createdAt()}</dt>
        <dd>{formatDisplayDate(seller.createdAt)}</dd>
      </div>
    </dl>
  );
}

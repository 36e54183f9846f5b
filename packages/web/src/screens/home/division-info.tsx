import type { DivisionDetails, Merchant } from '@ops/core/contract';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Card } from '../../ui/card/card.tsx';

/** Merchant and division: name, code, IBAN and the type of the division's virtual accounts (spec section 2). */
export function DivisionInfo({ merchant, division }: { merchant: Merchant; division: DivisionDetails }) {
  const { t } = useI18n();
  const labels = t.balances.home;
  const accountTypes = [...new Set(division.virtualAccounts.map((account) => account.type))];
  return (
    <Card>
      <div className="home-info">
        <dl>
          <div>
            <dt>{labels.merchant()}</dt>
            <dd>
              {merchant.displayName} <code className="home-code">{merchant.code}</code>
            </dd>
          </div>
          <div>
            <dt>{labels.division()}</dt>
            <dd>
              {division.displayName} <code className="home-code">{division.code}</code>
            </dd>
          </div>
          <div>
            <dt>{labels.iban()}</dt>
            <dd>{division.iban ?? labels.noIban()}</dd>
          </div>
          <div>
            <dt>{labels.virtualAccountType()}</dt>
            <dd>{accountTypes.map((type) => labels.accountTypes[type]()).join(', ') || '—'}</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}

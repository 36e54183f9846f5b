import type { MerchantScope } from '@ops/core/api';
import type { FeeContract } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { formatMoney, formatPercent } from '@ops/core/money';
import { useParams } from 'wouter';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { buttonClassName } from '../../../ui/button/index.ts';
import { Card } from '../../../ui/card/index.ts';
import { LoadFailure } from '../../../ui/load-failure/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { SkeletonList } from '../../../ui/skeleton/skeleton-list.tsx';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { tierBounds } from '../common/tier-bounds.ts';
import { useFeeContract } from '../common/use-invoicing.ts';
import '../invoicing.css';

/** `/contracts/{contractCode}`: a contract's status, its fee tiers table and its other fees. */
export function ContractDetailsScreen() {
  const { t } = useI18n();
  const { contractCode = '' } = useParams<{ contractCode: string }>();
  usePageTitle(t.invoicing.contract.title());
  const scope = useMerchantScope();
  return (
    <div className="invoicing-screen">
      <PageHeader
        actions={
          <AppLink to="/contracts" className={buttonClassName()}>
            {t.invoicing.contract.back()}
          </AppLink>
        }
      />
      {scope ? <ContractBody scope={scope} contractCode={contractCode} /> : null}
    </div>
  );
}

function ContractBody({ scope, contractCode }: { scope: MerchantScope; contractCode: string }) {
  const { t } = useI18n();
  const contract = useFeeContract(scope, contractCode);
  if (contract.isError) return <LoadFailure error={contract.error} onRetry={() => void contract.refetch()} />;
  if (!contract.data) return <SkeletonList count={6} label={t.shell.screenLoad.loading()} />;
  return <ContractView contract={contract.data} />;
}

function ContractView({ contract }: { contract: FeeContract }) {
  const { t, locale } = useI18n();
  const labels = t.invoicing;
  const money = (amount: number) => formatMoney(amount, contract.currency, locale);
  const percent = (basisPoints: number) => formatPercent(basisPoints / 10_000, locale);
  const bounds = tierBounds(contract, t, locale);
  const fees: [string, string][] = [
    [labels.lines.PLATFORM(), money(contract.platformFee)],
    [labels.lines.KYC_INDIVIDUAL(), money(contract.kycIndividualFee)],
    [labels.lines.KYC_BUSINESS(), money(contract.kycBusinessFee)],
    [labels.lines.KYC_SELLER(), money(contract.kycSellerFee)],
    [labels.lines.BALANCE_TRANSFER(), money(contract.balanceTransferFee)],
    [labels.lines.NEGATIVE_INTEREST(), percent(contract.negativeInterestBasisPoints)],
    [labels.lines.FIXED(), money(contract.fixedFee)],
    [labels.fields.vatRate(), percent(contract.vatBasisPoints)],
  ];
  return (
    <>
      <Card title={labels.contract.heading({ code: contract.code })} headingLevel={3}>
        <dl className="invoicing-facts">
          <dt>{labels.fields.status()}</dt>
          <dd>
            <StatusBadge status={contract.status} />
          </dd>
          <dt>{labels.fields.currency()}</dt>
          <dd>{contract.currency}</dd>
          <dt>{labels.fields.created()}</dt>
          <dd>{formatTableDate(contract.createdAt)}</dd>
          <dt>{labels.fields.createdBy()}</dt>
          <dd>{contract.createdBy}</dd>
        </dl>
      </Card>
      <div className="invoicing-sections">
        <Card title={labels.contract.tiers()} headingLevel={3}>
          <table className="invoicing-lines" aria-label={labels.contract.tiers()}>
            <thead>
              <tr>
                <th scope="col">{labels.contract.tier()}</th>
                <th scope="col" className="invoicing-amount">
                  {labels.contract.rate()}
                </th>
              </tr>
            </thead>
            <tbody>
              {contract.volumeTiers.map((tier, index) => (
                <tr key={bounds[index]}>
                  <th scope="row">{bounds[index]}</th>
                  <td className="invoicing-amount">{percent(tier.rateBasisPoints)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        <Card title={labels.contract.fees()} headingLevel={3}>
          <dl className="invoicing-facts">
            {fees.map(([label, value]) => (
              <div key={label} className="invoicing-fact">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
    </>
  );
}

import { useParams } from 'wouter';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { LoadFailure } from '../../../ui/load-failure/load-failure.tsx';
import { SkeletonList } from '../../../ui/skeleton/skeleton-list.tsx';
import { sellerListHref } from '../common/seller-list-return/seller-list-return.ts';
import { SellerDetailsBody } from './seller-details-body.tsx';
import { isSellerTab } from './seller-tabs.ts';
import { useSeller } from './use-seller.ts';
import './seller-details.css';

/** `/sellers/{sellerCode}/{tab}`: one seller of the bound division, with its tabs (spec section 2). */
export function SellerDetailsScreen() {
  const { t } = useI18n();
  const { sellerCode = '', tab } = useParams<{ sellerCode: string; tab: string }>();
  const scope = useMerchantScope();
  if (!scope) return null;
  return (
    <section className="seller-details" aria-labelledby="seller-details-title">
      <AppLink to={sellerListHref()} className="seller-details-back">
        {t.sellers.details.back()}
      </AppLink>
      <SellerDetailsLoader
        scope={scope}
        sellerCode={decodeURIComponent(sellerCode)}
        tab={isSellerTab(tab) ? tab : 'balance'}
      />
    </section>
  );
}

function SellerDetailsLoader({
  scope,
  sellerCode,
  tab,
}: {
  scope: { merchantCode: string; divisionCode: string };
  sellerCode: string;
  tab: Parameters<typeof SellerDetailsBody>[0]['tab'];
}) {
  const { t } = useI18n();
  const seller = useSeller(scope, sellerCode);
  usePageTitle(seller.data ? t.sellers.detailsTitle({ name: seller.data.name }) : t.sellers.title());
  if (seller.isPending) return <SkeletonList count={6} label={t.shell.screenLoad.loading()} />;
  if (seller.isError) return <LoadFailure error={seller.error} onRetry={() => void seller.refetch()} />;
  return <SellerDetailsBody scope={scope} seller={seller.data} tab={tab} />;
}

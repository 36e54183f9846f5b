import { useSelector } from '@xstate/react';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantSelection } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { useArrowNavigation } from '../../../ui/arrow-navigation/use-arrow-navigation.ts';
import { MerchantFinder } from '../common/merchant-finder/merchant-finder.tsx';
import { RecentMerchantList } from '../common/merchant-finder/recent-merchant-list.tsx';
import './merchant-selection-screen.css';

/** Shown in place of a page that needs a merchant while none is bound (spec section 2). */
export function MerchantSelectionScreen() {
  const { t } = useI18n();
  const { selection } = useMerchantSelection();
  const problem = useSelector(selection, (snapshot) => snapshot.context.problem);
  const onKeyDown = useArrowNavigation();
  const labels = t.merchants.selection;
  usePageTitle(labels.title());
  return (
    <section className="merchant-selection" onKeyDown={onKeyDown} aria-label={labels.title()}>
      {problem === 'noMatchingDivision' ? (
        <p role="alert" className="merchant-selection-problem">
          {t.validation.noMatchingDivision()}
        </p>
      ) : null}
      {problem === 'merchantLost' ? (
        <p role="alert" className="merchant-selection-problem">
          {labels.merchantLost()}
        </p>
      ) : null}
      <MerchantFinder skeletonCount={5} autoFocus />
      <RecentMerchantList />
    </section>
  );
}

import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { useMerchantSelection } from '../../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { useDivisionExpansion } from '../../../../lib/merchant-selection/use-division-expansion.ts';
import { arrowItemAttribute } from '../../../../ui/arrow-navigation/use-arrow-navigation.ts';
import { Button } from '../../../../ui/button/button.tsx';
import { SkeletonList } from '../../../../ui/skeleton/skeleton-list.tsx';

const arrowItem = { [arrowItemAttribute]: '' };

/** The divisions of the merchant being picked: loading, the list to pick from, or the error with retry. */
export function DivisionList({ skeletonCount }: { skeletonCount: number }) {
  const { t } = useI18n();
  const { selection } = useMerchantSelection();
  const { state, expanded } = useDivisionExpansion();
  const labels = t.merchants.selection;
  if (!expanded) return null;
  if (state === 'loading') return <SkeletonList count={skeletonCount} label={labels.loading()} />;
  if (state === 'failed') {
    return (
      <div role="alert" className="merchant-finder-error">
        <span>{labels.divisionsFailed()}</span>
        <Button size="sm" {...arrowItem} onClick={() => selection.send({ type: 'retry' })}>
          {labels.retry()}
        </Button>
      </div>
    );
  }
  if (state !== 'open') return null;
  return (
    <ul
      className="merchant-finder-divisions"
      aria-label={labels.divisionsOf({ merchant: expanded.merchant.displayName })}
    >
      {expanded.divisions.map((division) => (
        <li key={division.code}>
          <button
            type="button"
            className="merchant-finder-division"
            {...arrowItem}
            onClick={() => selection.send({ type: 'division.picked', divisionCode: division.code })}
          >
            <span className="merchant-finder-name">{division.displayName}</span>
            <span className="merchant-finder-code">{division.code}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

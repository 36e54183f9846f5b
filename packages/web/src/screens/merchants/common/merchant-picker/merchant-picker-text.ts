import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { useBoundSelection } from '../../../../lib/merchant-selection/merchant-selection-provider.tsx';

/** What the picker's button says: the bound merchant and division, or that none is selected. */
export function useMerchantPickerText(): string {
  const { t } = useI18n();
  const current = useBoundSelection();
  const labels = t.merchants.picker;
  return current
    ? labels.current({ merchant: current.merchant.displayName, division: current.division.displayName })
    : labels.noneSelected();
}

import { useI18n } from '../../app/i18n-context.tsx';
import { useBoundSelection } from '../merchant-selection/merchant-selection-provider.tsx';

/** What the picker's button says: the bound merchant and division, or that none is selected. */
export function useMerchantPickerText(): string {
  const { t } = useI18n();
  const current = useBoundSelection();
  const labels = t.merchants.picker;
  return current
    ? labels.current({ merchant: current.merchant.displayName, division: current.division.displayName })
    : labels.noneSelected();
}

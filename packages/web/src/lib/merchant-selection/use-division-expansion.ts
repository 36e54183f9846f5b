import { useSelector } from '@xstate/react';
import { useMerchantSelection } from './merchant-selection-provider.tsx';

/**
 * Where picking a division stands: the merchant whose divisions are opened (`expanded`) and whether they are
 * loading, listed or failed (`state`). The selection screen, the header's picker and the palette all show it.
 */
export function useDivisionExpansion() {
  const { selection } = useMerchantSelection();
  return useSelector(
    selection,
    (snapshot) => ({ state: snapshot.value.expansion, expanded: snapshot.context.expanded }),
    (before, after) => before.state === after.state && before.expanded === after.expanded,
  );
}

import * as Popover from '@radix-ui/react-popover';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import {
  useBoundSelection,
  useMerchantSelection,
} from '../../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { useArrowNavigation } from '../../../../ui/arrow-navigation/use-arrow-navigation.ts';
import { FocusTrap } from '../../../../ui/popover/focus-trap.tsx';
import { MerchantFinder } from '../merchant-finder/merchant-finder.tsx';
import { RecentMerchantList } from '../merchant-finder/recent-merchant-list.tsx';
import { useMerchantPickerText } from './merchant-picker-text.ts';
import '../../../../ui/popover/popover.css';
import './merchant-picker.css';
import { Button } from '../../../../ui/button/button.tsx';

/**
 * The header's merchant/division dropdown: shows what is bound, and searches, lists the recent merchants and
 * a merchant's divisions like the selection screen, with 4 skeleton rows. A pick closes it.
 */
export function MerchantPicker({ openNow = false }: { openNow?: boolean }) {
  const { t } = useI18n();
  const { selection } = useMerchantSelection();
  const current = useBoundSelection();
  const [open, setOpen] = useState(openNow);
  const onKeyDown = useArrowNavigation();
  const labels = t.merchants.picker;

  // The header asks for it open when its button was pressed while this code was still loading.
  useEffect(() => {
    if (openNow) setOpen(true);
  }, [openNow]);

  useEffect(() => {
    const subscriptions = [
      selection.on('selected', () => setOpen(false)),
      selection.on('cleared', () => setOpen(false)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [selection]);

  const text = useMerchantPickerText();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="popover-trigger merchant-picker-trigger" aria-label={`${labels.label()}: ${text}`}>
        <span className="popover-trigger-text">{text}</span>
        <span aria-hidden="true">▾</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="popover-panel merchant-picker-panel"
          align="end"
          sideOffset={6}
          aria-label={labels.label()}
          onKeyDown={onKeyDown}
        >
          <FocusTrap className="merchant-picker-body">
            <MerchantFinder skeletonCount={4} />
            <RecentMerchantList />
            {current ? (
              <div className="popover-actions">
                <Button size="sm" onClick={() => selection.send({ type: 'selection.cleared' })}>
                  {labels.clearSelection()}
                </Button>
              </div>
            ) : null}
          </FocusTrap>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

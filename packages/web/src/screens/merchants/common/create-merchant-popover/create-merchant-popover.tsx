import { createCreateMerchantMachine } from '@ops/core/flows/create-merchant';
import * as Popover from '@radix-ui/react-popover';
import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { useConsoleServices } from '../../../../lib/services/services-context.tsx';
import { FocusTrap } from '../../../../ui/popover/focus-trap.tsx';
import { CreateMerchantForm } from './create-merchant-form.tsx';
import { useCreateMerchantRequests } from './create-merchant-requests.ts';
import '../../../../ui/popover/popover.css';
import './create-merchant-popover.css';

/**
 * The header's Create merchant popover: focus stays inside while it is open, Escape or Cancel closes it and
 * focus returns to its button. A created merchant takes the app to `/` bound to its first division.
 */
export function CreateMerchantPopover({ openNow = false }: { openNow?: boolean }) {
  const { t } = useI18n();
  const { creator } = useConsoleServices();
  const [, navigate] = useLocation();
  const machine = useMemo(() => createCreateMerchantMachine(creator), [creator]);
  const flow = useActorRef(machine);
  const [open, setOpen] = useState(openNow);
  const titleId = useId();

  const changeOpen = useCallback(
    (next: boolean) => {
      // A new visit after a created merchant starts a blank form; a refused or cancelled one keeps what was typed.
      if (next && flow.getSnapshot().matches('success')) flow.send({ type: 'reset' });
      setOpen(next);
    },
    [flow],
  );
  useCreateMerchantRequests(useCallback(() => changeOpen(true), [changeOpen]));
  // The header asks for it open when its button was pressed while this code was still loading.
  useEffect(() => {
    if (openNow) changeOpen(true);
  }, [openNow, changeOpen]);

  useEffect(() => {
    const subscription = flow.on('created', ({ merchantCode, divisionCode }) => {
      const query = new URLSearchParams({ merchantCode, ...(divisionCode ? { divisionCode } : {}) });
      navigate(`/?${query}`);
    });
    return () => subscription.unsubscribe();
  }, [flow, navigate]);

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <Popover.Trigger className="popover-trigger">{t.merchants.create.open()}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="popover-panel" align="end" sideOffset={6} aria-labelledby={titleId}>
          <FocusTrap>
            <CreateMerchantForm flow={flow} titleId={titleId} />
          </FocusTrap>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

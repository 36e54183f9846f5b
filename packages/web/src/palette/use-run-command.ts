import { runAction } from '@ops/core/actions';
import { failureMessage } from '@ops/core/errors';
import { useCallback } from 'react';
import { useI18n } from '../app/i18n-context.tsx';
import { useAppNavigate } from '../app/routing/use-app-navigate.ts';
import { actionSubjectStore } from '../ui/action-subject/action-subject-store.ts';
import { formQueryKey } from '../ui/action-subject/use-action-subject.ts';
import { requestCreateMerchant } from '../ui/create-merchant-popover/create-merchant-requests.ts';
import type { PaletteCommand } from './palette-commands.ts';
import { useActionContext } from './use-action-context.ts';

export type PalettePage = 'root' | 'merchants' | 'divisions';

/**
 * Runs a command the way the palette and the shortcuts both do. Actions whose parameters a person types are
 * asked for in the web's own forms: create merchant opens its popover, select merchant the palette's search,
 * the screen on view may offer its own (e.g. the payout request form of seller details), and an action whose form
 * lives on another screen (`formScreen`) goes there and opens it.
 * A refusal or a failure comes back as the message to show.
 */
export function useRunCommand(openPalette: (page: PalettePage) => void) {
  const { t, locale } = useI18n();
  const context = useActionContext();
  const navigate = useAppNavigate();
  return useCallback(
    async (command: PaletteCommand): Promise<string | undefined> => {
      if (command.action.dialog === 'createMerchant') {
        requestCreateMerchant();
        return undefined;
      }
      if (command.action.dialog === 'selectMerchant') {
        openPalette('merchants');
        return undefined;
      }
      const openForm = actionSubjectStore.getSnapshot().forms[command.action.id];
      if (openForm) {
        openForm();
        return undefined;
      }
      if (command.action.formScreen) {
        navigate(command.action.formScreen, { query: { [formQueryKey]: command.action.id } });
        return undefined;
      }
      try {
        await runAction(command.action, context, command.parameters);
        return undefined;
      } catch (error) {
        return failureMessage(error, { t, locale });
      }
    },
    [context, openPalette, navigate, t, locale],
  );
}

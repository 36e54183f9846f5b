import { isSentForApproval } from '@ops/core/api';
import { failureMessage, isCancellation } from '@ops/core/errors';
import { useCallback } from 'react';
import { actionSubjectStore } from '../kit/actions/action-subject-store.ts';
import { formQueryKey } from '../kit/actions/use-action-subject.ts';
import { useRunAction } from '../kit/actions/use-run-action.ts';
import { useRunOnSelection } from '../kit/actions/use-run-on-selection.ts';
import { useAppNavigate } from '../kit/links/use-app-navigate.ts';
import { useI18n } from '../lib/i18n/use-i18n.ts';
import { requestCreateMerchant } from '../screens/merchants/common/create-merchant-popover/create-merchant-requests.ts';
import type { PaletteCommand } from './palette-commands.ts';

export type PalettePage = 'root' | 'merchants' | 'divisions';

/**
 * Runs a command the way the palette and the shortcuts both do. Actions whose parameters a person types are
 * asked for in the web's own forms: create merchant opens its popover, select merchant the palette's search,
 * the screen on view may offer its own (e.g. the payout request form of seller details), and an action whose form
 * lives on another screen (`formScreen`) goes there and opens it. A command for the list's selection runs on every
 * selected row after one confirmation (`useRunOnSelection`).
 * A refusal or a failure comes back as the message to show.
 */
export function useRunCommand(openPalette: (page: PalettePage) => void) {
  const { t, locale } = useI18n();
  const runAction = useRunAction('palette');
  const runOnSelection = useRunOnSelection('palette');
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
        if (command.selection) await runOnSelection(command.action, command.selection);
        else await runAction(command.action, command.parameters);
        return undefined;
      } catch (error) {
        // Said no to the confirmation (or cancelled): nothing ran. Sent for approval: `useRunAction` said so.
        return isCancellation(error) || isSentForApproval(error) ? undefined : failureMessage(error, { t, locale });
      }
    },
    [runAction, runOnSelection, openPalette, navigate, t, locale],
  );
}

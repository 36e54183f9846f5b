import { describe, expect, it } from 'vitest';
import { allocateBankLineAction, linkBankLineToPayoutAction } from './bank-line-actions.ts';
import { asksFirst, confirmationLines, confirmationOf } from './confirmation.ts';
import { deleteDivisionAction } from './division-actions.ts';
import { deleteMerchantAction } from './merchant-actions.ts';
import { deletePayoutRequestAction, regenerateReturnedAction, returnPayoutRequestAction } from './payout-actions.ts';
import { removePspIntegrationAction } from './psp-actions.ts';
import { actionRegistry } from './registry.ts';
import { deleteSavedViewAction } from './saved-view-actions.ts';
import { cancelTransactionAction } from './transaction-actions.ts';
import { balanceTransferAction } from './transfer-actions.ts';

const bound = { merchantCode: 'M-1', divisionCode: 'D-1' };
/** An action that changes the funds overview moves money: balances are what it refreshes. */
const movesMoney = (changes: readonly string[]) => changes.includes('fundsOverview');
const deletesByName = (id: string) => /^(delete|remove|cancel)/i.test(id.split('.')[1] ?? '');

describe('the confirmation rule', () => {
  it('is declared by every action that moves money (changes balances) or deletes (its verb)', () => {
    const undeclared = actionRegistry
      .filter((action) => movesMoney(action.changes) || deletesByName(action.id))
      .filter((action) => !asksFirst(action))
      .map((action) => action.id);
    expect(undeclared).toEqual([]);
  });

  it('asks for the code of the merchant or division it deletes, the bound one by default', () => {
    const merchant = confirmationOf(deleteMerchantAction, {}, { scope: bound, locale: 'en' }, { 'M-1': 'Acme' });
    expect(merchant).toMatchObject({
      title: 'Delete merchant?',
      message:
        'The merchant and all its divisions are deleted. This is refused while any of its divisions or sellers holds money.',
      details: [{ label: 'Merchant', value: 'M-1 (Acme)' }],
      typeCode: { code: 'M-1', prompt: 'Type M-1 to confirm' },
      confirmLabel: 'Delete merchant',
    });
    const division = confirmationOf(deleteDivisionAction, { divisionCode: 'D-2' }, { scope: bound, locale: 'nl' });
    expect(division.typeCode).toEqual({ code: 'D-2', prompt: 'Typ D-2 om te bevestigen' });
    expect(division.details).toEqual([
      { label: 'Divisie', value: 'D-2' },
      { label: 'Merchant', value: 'M-1' },
    ]);
  });

  it("says, in the spec's words, what the screens once asked in their own before the one confirmation", () => {
    const messageOf = (action: Parameters<typeof confirmationOf>[0], locale: 'en' | 'nl' = 'en') =>
      confirmationOf(action, {}, { scope: bound, locale }).message;
    expect(messageOf(cancelTransactionAction)).toContain('Cancelling may take up to 60 minutes to show.');
    expect(messageOf(deletePayoutRequestAction)).toContain('A deleted payout request takes up to 30 minutes to show.');
    expect(messageOf(returnPayoutRequestAction)).toBe('Its amount comes back onto the confirmed balance.');
    expect(messageOf(removePspIntegrationAction)).toBe('Its imported items stay.');
    expect(messageOf(linkBankLineToPayoutAction)).toBe(
      'Linking a bank statement to a payout is meant only for links that failed because the payout code arrived truncated.',
    );
    expect(messageOf(allocateBankLineAction)).toContain('a match settles that request');
    expect(messageOf(cancelTransactionAction, 'nl')).toContain('60 minuten');
  });

  it('tells the web that Undo takes back an undoable deletion for 5 seconds; the cli, which sends at once, says nothing of it', () => {
    const view = confirmationOf(deleteSavedViewAction, { savedViewId: 1 }, { scope: bound, locale: 'en' });
    expect(view.message).toBe('The view is deleted for everyone it was shared with; the rows it showed stay.');
    expect(view.heldForUndo).toBe(
      'Once you confirm, it is sent after 5 seconds: until then Undo (or Z) takes it back.',
    );
    expect(confirmationLines(view).join('\n')).not.toContain('5 seconds');
    expect(
      confirmationOf(deleteSavedViewAction, { savedViewId: 1 }, { scope: bound, locale: 'nl' }).heldForUndo,
    ).toContain('na 5 seconden verstuurd');
    expect(confirmationOf(deleteMerchantAction, {}, { scope: bound, locale: 'en' }).heldForUndo).toBeUndefined();
  });

  it('says a bounceback with no merchant bound acts on every merchant', () => {
    const unbound = confirmationOf(regenerateReturnedAction, {}, { scope: undefined, locale: 'en' });
    expect(unbound.warning).toBe('No merchant is selected: this acts on every merchant.');
    expect(confirmationOf(regenerateReturnedAction, {}, { scope: bound, locale: 'en' }).warning).toBeUndefined();
  });

  it('names the amount with its currency and both accounts', () => {
    const transfer = confirmationOf(
      balanceTransferAction,
      {
        fromVirtualAccountCode: 'VA-1',
        toVirtualAccountCode: 'VA-2',
        amount: '1050',
        currency: 'EUR',
        type: 'TRANSFER',
      },
      { scope: bound, locale: 'en' },
    );
    expect(confirmationLines(transfer)).toEqual([
      'This moves money.',
      '  From account: VA-1',
      '  To account: VA-2',
      '  Amount: €10.50',
    ]);
    expect(transfer.typeCode).toBeUndefined();
  });
});

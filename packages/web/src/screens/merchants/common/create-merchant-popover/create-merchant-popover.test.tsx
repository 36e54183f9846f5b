import { ApiRequestError } from '@ops/core/api';
import type { Merchant } from '@ops/core/contract';
import type { MerchantCreator } from '@ops/core/flows/create-merchant';
import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import type { CreateMerchantInput } from '@ops/core/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentQuery, renderInConsole } from '../../../../testing/console-test-harness.tsx';
import { CreateMerchantPopover } from './create-merchant-popover.tsx';
import { requestCreateMerchant } from './create-merchant-requests.ts';

/** Creates merchants into `created`, which the test also hands the merchant directory, as one server would hold them. */
function creatorThat(failure?: unknown) {
  const created: Merchant[] = [];
  const sent: CreateMerchantInput[] = [];
  const creator: MerchantCreator = {
    async createMerchant(input) {
      sent.push(input);
      if (failure) throw failure;
      const merchant = { ...sampleMerchant(input.displayName), ...input, usCardProcessor: input.countryCode === 'USA' };
      created.push(merchant);
      return merchant;
    },
    async listDivisions(merchantCode) {
      return created.find((merchant) => merchant.code === merchantCode)?.divisions ?? [];
    },
  };
  return { creator, created, sent };
}

const openPopover = async (user: ReturnType<typeof renderInConsole>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Create merchant' }));
  return screen.getByRole('dialog', { name: 'Create merchant' });
};

describe('create merchant popover', () => {
  it('starts with Advanced KYC and keeps Create disabled while the display name is blank', async () => {
    const { user } = renderInConsole(<CreateMerchantPopover />, { creator: creatorThat().creator });
    const dialog = await openPopover(user);
    // The tiers are the design system's segmented control: one radio a tier.
    expect(within(dialog).getByRole('radio', { name: 'Advanced KYC' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'Light KYC' })).toHaveProperty('checked', false);
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Display name'), '   ');
    expect(create).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Display name'), 'Acme');
    expect(create).toHaveProperty('disabled', false);
  });

  it('creates the merchant, says so, locks the form, offers Close and goes to / with its first division', async () => {
    const { creator, created, sent } = creatorThat();
    const { user } = renderInConsole(<CreateMerchantPopover />, {
      creator,
      merchants: created,
      url: '/somewhere?page=3',
    });
    const dialog = await openPopover(user);
    await user.type(within(dialog).getByLabelText('Display name'), '  Acme Market ');
    await user.type(within(dialog).getByLabelText('Description'), ' shoes ');
    await user.click(within(dialog).getByRole('radio', { name: 'Standard KYC' }));
    await user.click(within(dialog).getByRole('switch', { name: /US card processor/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Merchant created');
    expect(sent).toEqual([
      { displayName: 'Acme Market', description: 'shoes', defaultKycTier: 'STANDARD_KYC', countryCode: 'USA' },
    ]);
    expect(window.location.pathname).toBe('/');
    expect(currentQuery().get('merchantCode')).toBe(created[0]?.code);
    expect(currentQuery().get('divisionCode')).toBe(created[0]?.divisions[0]?.code);
    expect(currentQuery().get('page')).toBeNull();
    expect(within(dialog).getByLabelText('Display name')).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('radio', { name: 'Light KYC' })).toHaveProperty('disabled', true);
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's message in red under the form for a 409, and the generic label otherwise", async () => {
    const conflict = new ApiRequestError('createMerchant', {
      status: 409,
      body: { code: 409, message: 'A merchant with this code already exists', details: [] },
    });
    const first = renderInConsole(<CreateMerchantPopover />, { creator: creatorThat(conflict).creator });
    let dialog = await openPopover(first.user);
    await first.user.type(within(dialog).getByLabelText('Display name'), 'Acme');
    await first.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A merchant with this code already exists');
    expect(within(dialog).getByLabelText('Display name')).toHaveProperty('disabled', false);
    first.unmount();

    const second = renderInConsole(<CreateMerchantPopover />, { creator: creatorThat(new Error('offline')).creator });
    dialog = await openPopover(second.user);
    await second.user.type(within(dialog).getByLabelText('Display name'), 'Acme');
    await second.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The merchant could not be created');
  });

  it('keeps focus inside, closes on Escape and returns focus to its button', async () => {
    const { user } = renderInConsole(<CreateMerchantPopover />, { creator: creatorThat().creator });
    const trigger = screen.getByRole('button', { name: 'Create merchant' });
    const dialog = await openPopover(user);
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('opens when asked from elsewhere, such as the command palette', async () => {
    renderInConsole(<CreateMerchantPopover />, { creator: creatorThat().creator });
    requestCreateMerchant();
    expect(await screen.findByRole('dialog', { name: 'Create merchant' })).toBeDefined();
  });
});

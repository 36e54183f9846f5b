import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useI18n } from '../lib/i18n/use-i18n.ts';
import { CreateMerchantPopover } from '../screens/merchants/common/create-merchant-popover/create-merchant-popover.tsx';
import { currentQuery, renderInConsole } from '../testing/console-test-harness.tsx';
import { PaletteProvider } from './palette-provider.tsx';
import { recentCommandsStorageKey } from './recent-commands.ts';

const acme = sampleMerchant('Acme Market');
const bolt = sampleMerchant('Bolt Retail', ['Shoes', 'Bags']);

function Page() {
  const { locale } = useI18n();
  return (
    <>
      <button type="button">Where I was</button>
      <input aria-label="Notes" />
      <p>language {locale}</p>
      <CreateMerchantPopover />
    </>
  );
}

function renderPalette(url = '/') {
  return renderInConsole(
    <PaletteProvider>
      <Page />
    </PaletteProvider>,
    { merchants: [acme, bolt], url },
  );
}

const palette = () => screen.findByRole('dialog', { name: 'Command palette' });
const optionLabels = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('command palette', () => {
  it('opens with Ctrl+K on the commands that fit, their shortcuts shown, and closes with Escape where focus was', async () => {
    const { user } = renderPalette();
    const before = screen.getByRole('button', { name: 'Where I was' });
    before.focus();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox'));
    const labels = optionLabels(dialog);
    expect(labels).toEqual(
      expect.arrayContaining([
        'HomeGH',
        'SellersGS',
        'Select merchant and divisionGM',
        'Create merchantCM',
        'Switch language to Nederlands',
        'Sign out',
      ]),
    );
    // Without a bound merchant, nothing that needs one is offered.
    expect(labels).not.toContain('Clear merchant selection');
    expect(labels).not.toContain('Create sellerCS');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(before));
  });

  it('offers clearing the merchant only while one is bound', async () => {
    const { user } = renderPalette(`/?merchantCode=${acme.code}&divisionCode=${acme.divisions[0]?.code}`);
    await user.keyboard('{Meta>}k{/Meta}');
    const dialog = await palette();
    await waitFor(() => expect(optionLabels(dialog)).toContain('Clear merchant selection'));
  });

  it('goes to a screen from the keyboard, carrying only the merchant and division, and lists it first next time', async () => {
    const { user } = renderPalette(
      `/elsewhere?merchantCode=${acme.code}&divisionCode=${acme.divisions[0]?.code}&page=2`,
    );
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await user.keyboard('home{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(currentQuery().get('merchantCode')).toBe(acme.code);
    expect(currentQuery().get('page')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(recentCommandsStorageKey) ?? '[]')).toEqual(['screens.goToHome']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    const recentGroup = within(dialog).getByRole('group', { name: 'Recently used' });
    expect(
      within(recentGroup)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['HomeGH']);
  });

  it('runs a command by its two-key shortcut, but not while typing in a field', async () => {
    const { user } = renderPalette('/elsewhere');
    screen.getByRole('textbox', { name: 'Notes' }).focus();
    await user.keyboard('gh');
    expect(window.location.pathname).toBe('/elsewhere');
    screen.getByRole('button', { name: 'Where I was' }).focus();
    await user.keyboard('gh');
    // The first key loads the registry (the first screen settles): keys pressed before it arrives are handed to it.
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('switches the language from its ready-made command', async () => {
    const { user } = renderPalette();
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await user.keyboard('nederlands{Enter}');
    expect(await screen.findByText('language nl')).toBeDefined();
  });

  it('signs out', async () => {
    const { user, session } = renderPalette();
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await user.keyboard('sign out{Enter}');
    await waitFor(() => expect(session.signOuts).toBe(1));
  });

  it('jumps to a merchant found by the server as you type, then to one of its divisions', async () => {
    const { user, directory } = renderPalette();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    // The whole name: a short fragment such as 'bolt' also matches commands ('go' + 'Balance transfers').
    await user.keyboard('bolt retail');
    const merchants = await within(dialog).findByRole('group', { name: 'Merchants' });
    expect(within(merchants).getByRole('option').textContent).toBe(`Bolt Retail${bolt.code} · 2 divisions`);
    expect(directory.calls).toEqual(['searchMerchants bolt retail']);
    await user.keyboard('{Enter}');
    const divisions = await within(dialog).findByRole('group', { name: 'Divisions of Bolt Retail' });
    expect(
      within(divisions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([`Shoes${bolt.divisions[0]?.code}`, `Bags${bolt.divisions[1]?.code}`]);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(currentQuery().get('divisionCode')).toBe(bolt.divisions[1]?.code));
    expect(currentQuery().get('merchantCode')).toBe(bolt.code);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the Create merchant popover for its command and its shortcut', async () => {
    const { user } = renderPalette();
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await user.keyboard('create merchant{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Create merchant' })).toBeDefined();
  });
});

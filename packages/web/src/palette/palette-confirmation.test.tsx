import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useActionSelection } from '../kit/actions/use-action-selection.ts';
import { currentQuery, renderInConsole } from '../testing/console-test-harness.tsx';
import { PaletteProvider } from './palette-provider.tsx';

const acme = sampleMerchant('Acme Market');

function renderPalette(url: string) {
  return renderInConsole(
    <PaletteProvider>
      <p>page</p>
    </PaletteProvider>,
    { merchants: [acme], url },
  );
}

/** A list with two transactions selected, as the transactions screen offers them. */
function SelectedTransactions({ onDone }: { onDone(done: readonly string[]): void }) {
  useActionSelection('splitCode', ['SP-ONE', 'SP-TWO'], onDone);
  return <p>two selected</p>;
}

describe('the palette asks first', () => {
  it("offers the selected rows' actions first and asks once for all of them; Cancel runs nothing", async () => {
    const done: (readonly string[])[] = [];
    const { user } = renderInConsole(
      <PaletteProvider>
        <SelectedTransactions onDone={(codes) => done.push(codes)} />
      </PaletteProvider>,
      { merchants: [acme], url: `/?merchantCode=${acme.code}&divisionCode=${acme.divisions[0]?.code}` },
    );
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    const group = await within(dialog).findByRole('group', { name: 'For the 2 selected rows' });
    const [first] = within(dialog).getAllByRole('option');
    expect(first?.textContent).toBe('Cancel transaction (2 selected)');
    expect(within(group).getAllByRole('option')).toContain(first);
    // Opening a transaction (it changes nothing) is no action for the selection.
    expect(within(group).queryByRole('option', { name: /Open transaction/ })).toBeNull();
    await user.keyboard('{Enter}');
    const question = await screen.findByRole('alertdialog', { name: 'Cancel transaction?' });
    expect(question.textContent).toContain('Items2');
    expect(question.textContent).toContain('SP-ONE, SP-TWO');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(done).toEqual([]);
    expect(screen.queryByRole('dialog', { name: /done/ })).toBeNull();
  });

  it("asks for the merchant's code before 'Delete merchant', and deletes nothing on Cancel", async () => {
    const { user } = renderPalette(`/?merchantCode=${acme.code}&divisionCode=${acme.divisions[0]?.code}`);
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard('Delete merchant');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Delete merchant' })).toBeTruthy());
    await user.keyboard('{Enter}');
    const question = await screen.findByRole('alertdialog', { name: 'Delete merchant?' });
    expect(question.textContent).toContain('The merchant and all its divisions are deleted.');
    expect(question.textContent).toContain(acme.code);
    const confirm = within(question).getByRole('button', { name: 'Delete merchant' });
    expect(confirm).toHaveProperty('disabled', true);
    const code = within(question).getByRole('textbox', { name: `Type ${acme.code} to confirm` });
    await user.type(code, 'M-nope');
    expect(confirm).toHaveProperty('disabled', true);
    await user.clear(code);
    await user.type(code, acme.code);
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(currentQuery().get('merchantCode')).toBe(acme.code);
  });

  it('says a bounceback with no merchant bound acts on every merchant', async () => {
    const { user } = renderPalette('/');
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard('bounceback');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    await user.keyboard('{Enter}');
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByRole('alert').textContent).toBe(
      'No merchant is selected: this acts on every merchant.',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

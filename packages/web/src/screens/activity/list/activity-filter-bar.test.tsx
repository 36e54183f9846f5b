import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../testing/choose-option.ts';
import { currentQuery, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { ActivityFilterBar } from './activity-filter-bar.tsx';

const queryField = () => screen.getByRole('combobox', { name: 'Query' }) as HTMLInputElement;

describe('the Activity filter bar', () => {
  it('keeps its query field, person, object, kind and source on one query in the URL', {
    timeout: 20_000,
  }, async () => {
    const { user } = renderInConsole(<ActivityFilterBar isAdmin={false} />, {
      url: '/activity?q=when%3E-7d%20who%3Aoscar*',
    });
    expect(queryField().value).toBe('when>-7d who:oscar*');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Source' }), 'Command palette');
    expect(currentQuery().get('q')).toBe('when>-7d who:oscar* source:PALETTE');
    await waitFor(() => expect(queryField().value).toBe('when>-7d who:oscar* source:PALETTE'));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Object type' }), 'Balance transfer');
    await user.type(screen.getByRole('textbox', { name: 'Object code' }), 'BT-1{Enter}');
    expect(currentQuery().get('q')).toBe('when>-7d who:oscar* source:PALETTE type:balanceTransfer object:BT-1');
    // The person's field shows the e-mail's start; text that is no e-mail takes the filter away, a full one sets it.
    const person = screen.getByRole('textbox', { name: 'Person' });
    expect((person as HTMLInputElement).value).toBe('oscar*');
    await user.type(person, ' smith{Enter}');
    expect(currentQuery().get('q')).toBe('when>-7d source:PALETTE type:balanceTransfer object:BT-1');
    await user.clear(person);
    await user.type(person, 'anna@sandbox.test{Enter}');
    expect(currentQuery().get('q')).toBe(
      'when>-7d source:PALETTE type:balanceTransfer object:BT-1 who:anna@sandbox.test',
    );
    expect(screen.getByRole('list', { name: 'Active filters' }).textContent).toContain('Object type: Balance transfer');
    await user.click(screen.getByRole('button', { name: 'Remove filter Source: Command palette' }));
    expect(currentQuery().get('q')).toBe('when>-7d type:balanceTransfer object:BT-1 who:anna@sandbox.test');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentQuery().get('q')).toBeNull();
  });

  it('reads an older link’s filters as the query, applies a typed one at Enter and marks one it cannot read', async () => {
    const { user } = renderInConsole(<ActivityFilterBar isAdmin={false} />, {
      url: '/activity?actor=oscar@sandbox.test&source=CLI&scope=all',
    });
    expect(queryField().value).toBe('who:oscar@sandbox.test source:CLI');
    expect(screen.queryByRole('combobox', { name: 'Scope' }), 'a scope for admins only').toBeNull();
    expect(screen.getByRole('list', { name: 'Active filters' }).textContent).not.toContain('All merchants');
    await user.clear(queryField());
    await user.type(queryField(), 'action:create* -source:job{Enter}');
    expect(currentQuery().get('q')).toBe('action:create* -source:job');
    expect(currentQuery().get('actor')).toBeNull();
    await user.clear(queryField());
    await user.type(queryField(), 'status:done{Enter}');
    expect(await screen.findByText(/'status' is not a field of this list \(character 1\)/)).toBeTruthy();
    expect(currentQuery().get('q')).toBe('action:create* -source:job');
  });

  it('lets an admin widen it to every merchant beside the query, a chip of its own', async () => {
    const { user } = renderInConsole(<ActivityFilterBar isAdmin />, { url: '/activity?q=type%3Ainvoice' });
    await chooseOption(user, screen.getByRole('combobox', { name: 'Scope' }), 'All merchants');
    expect(currentQuery().get('scope')).toBe('all');
    expect(currentQuery().get('q')).toBe('type:invoice');
    expect(screen.getByRole('list', { name: 'Active filters' }).textContent).toContain('Scope: All merchants');
    await user.click(screen.getByRole('button', { name: 'Remove filter Scope: All merchants' }));
    expect(currentQuery().get('scope')).toBeNull();
  });
});

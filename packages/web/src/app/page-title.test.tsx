import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTests } from '../testing/signed-in-for-tests.ts';
import { App } from './app.tsx';

beforeEach(() => signInForTests());

describe('page title', () => {
  it('names the screen on view as Ops | {title}', async () => {
    window.history.replaceState(null, '', '/unknown');
    render(<App />);
    await waitFor(() => expect(document.title).toBe('Ops | Page not found'));
  });

  it('follows navigation to another screen', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/unknown');
    render(<App />);
    const returnHome = await screen.findByRole('link', { name: 'Return home' });
    expect(document.title).toBe('Ops | Page not found');
    await user.click(returnHome);
    await waitFor(() => expect(document.title).not.toBe('Ops | Page not found'));
    expect(document.title).toMatch(/^Ops \| \S/);
  });

  it('follows the language', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/unknown');
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Account of Olivia Ops' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'nl');
    expect(document.title).toBe('Ops | Pagina niet gevonden');
  });
});

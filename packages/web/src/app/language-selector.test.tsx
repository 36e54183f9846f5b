import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTests } from '../testing/signed-in-for-tests.ts';
import { App } from './app.tsx';

beforeEach(() => {
  signInForTests();
  // A path whose screen belongs to the shell, so its heading shows the language.
  window.history.replaceState(null, '', '/no-such-page');
});

/** The language selector lives in the user menu. */
async function openUserMenu(user: ReturnType<typeof userEvent.setup>, name = 'Account of Olivia Ops') {
  await user.click(await screen.findByRole('button', { name }));
}

describe('language selector', () => {
  it('shows English until another language is chosen', async () => {
    const user = userEvent.setup();
    render(<App />);
    await openUserMenu(user);
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches the visible text to Dutch', async () => {
    const user = userEvent.setup();
    render(<App />);
    await openUserMenu(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Nederlands');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pagina niet gevonden');
    expect(screen.getByRole('button', { name: 'Zijbalk inklappen' })).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Taal' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Afmelden' })).toBeDefined();
    expect(document.documentElement.lang).toBe('nl');
  });

  it('remembers the chosen language when the app is mounted again', async () => {
    const user = userEvent.setup();
    const first = render(<App />);
    await openUserMenu(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'nl');
    first.unmount();
    render(<App />);
    await openUserMenu(user, 'Account van Olivia Ops');
    expect((screen.getByRole('combobox', { name: 'Taal' }) as HTMLSelectElement).value).toBe('nl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pagina niet gevonden');
  });

  it('speaks the language chosen in another tab of the app, without a reload', async () => {
    render(<App />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    // The other tab writes its choice; the browser tells this one with a storage event.
    window.localStorage.setItem('ops.locale', JSON.stringify('nl'));
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'ops.locale', newValue: '"nl"', storageArea: window.localStorage }),
      );
    });
    expect((await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).textContent).toBe(
      'Pagina niet gevonden',
    );
    expect(document.documentElement.lang).toBe('nl');
  });

  it('falls back to English when the stored language is not one it knows', async () => {
    window.localStorage.setItem('ops.locale', JSON.stringify('fr'));
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Account of Olivia Ops' })).toBeDefined();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInForTests } from '../testing/signed-in-for-tests.ts';
import { App } from './app.tsx';

const picture = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';

async function renderSignedIn(user: Parameters<typeof signInForTests>[0] = {}) {
  signInForTests(user);
  render(<App />);
  return screen.findByRole('button', { name: `Account of ${user.name ?? 'Olivia Ops'}` });
}

describe('the user menu', () => {
  it("shows the user's picture as the avatar", async () => {
    const button = await renderSignedIn({ picture });
    expect(button.querySelector('img')?.getAttribute('src')).toBe(picture);
  });

  it('falls back to initials without a picture, or when it does not load', async () => {
    const button = await renderSignedIn({ picture: 'https://pictures.example/olivia.png' });
    const image = button.querySelector('img');
    if (!image) throw new Error('the avatar shows no picture');
    fireEvent.error(image);
    expect(button.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('OO');
  });

  it('opens on the name, e-mail, language and sign-out, and closes with Escape back on its button', async () => {
    const user = userEvent.setup();
    const button = await renderSignedIn();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Olivia Ops')).toBeDefined();
    expect(screen.getByText('ops@sandbox.test')).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeDefined();
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('signs out: the token and user info are gone and the login screen says so', async () => {
    const user = userEvent.setup();
    await user.click(await renderSignedIn());
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out.')).toBeDefined();
    expect(window.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('ops.session')).toBeNull();
  });
});

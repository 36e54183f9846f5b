import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTests } from '../../testing/signed-in-for-tests.ts';
import { App } from '../app.tsx';
import { followThemePreference } from './theme-preference.ts';

/** The system's colour scheme as the browser reports it, switchable while the app runs. */
class SystemScheme extends EventTarget {
  matches = false;
  readonly media = '(prefers-color-scheme: dark)';
  turn(dark: boolean) {
    this.matches = dark;
    this.dispatchEvent(new Event('change'));
  }
}

const theme = () => document.documentElement.dataset.theme;
let system: SystemScheme;
let stopFollowing: () => void;
const realMatchMedia = window.matchMedia.bind(window);

beforeEach(() => {
  system = new SystemScheme();
  window.matchMedia = ((query: string) => (query === system.media ? system : realMatchMedia(query))) as never;
});

afterEach(() => {
  stopFollowing?.();
  window.matchMedia = realMatchMedia;
  delete document.documentElement.dataset.theme;
});

/** Starts the app signed in, as main.tsx does: following the theme preference. */
function startApp() {
  signInForTests();
  stopFollowing = followThemePreference();
  render(<App />);
}

async function openUserMenu() {
  startApp();
  await userEvent.click(await screen.findByRole('button', { name: 'Account of Olivia Ops' }));
}

describe('the theme', () => {
  it('follows the system by default, live, until the user chooses one', async () => {
    system.matches = true;
    await openUserMenu();
    expect(theme()).toBe('dark');
    expect((screen.getByRole('radio', { name: 'System' }) as HTMLInputElement).checked).toBe(true);
    system.turn(false);
    expect(theme()).toBe('light');
    system.turn(true);
    expect(theme()).toBe('dark');
  });

  it('is chosen in the user menu from the keyboard, applied at once and remembered', async () => {
    const user = userEvent.setup();
    await openUserMenu();
    expect(screen.getByRole('group', { name: 'Theme' })).toBeDefined();
    screen.getByRole('radio', { name: 'System' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
    expect(theme()).toBe('dark');
    expect(window.localStorage.getItem('ops.theme')).toBe('"dark"');
    // A chosen theme no longer follows the system.
    system.turn(false);
    expect(theme()).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(theme()).toBe('light');
    expect(window.localStorage.getItem('ops.theme')).toBe('"light"');
  });

  it('starts from the remembered choice, and offers it in Dutch', async () => {
    window.localStorage.setItem('ops.theme', JSON.stringify('dark'));
    window.localStorage.setItem('ops.locale', JSON.stringify('nl'));
    startApp();
    expect(theme()).toBe('dark');
    await userEvent.click(await screen.findByRole('button', { name: 'Account van Olivia Ops' }));
    expect(screen.getByRole('group', { name: 'Thema' })).toBeDefined();
    expect((screen.getByRole('radio', { name: 'Donker' }) as HTMLInputElement).checked).toBe(true);
  });
});

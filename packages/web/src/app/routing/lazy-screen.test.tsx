import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { screenLoadTimeoutMs } from './load-within.ts';
import { ScreenBoundary } from './screen-boundary.tsx';

afterEach(() => {
  vi.useRealTimers();
});

function renderScreen(load: Parameters<typeof lazyScreen>[0]) {
  const Screen = lazyScreen(load);
  render(
    <I18nProvider>
      <ScreenBoundary>
        <Screen />
      </ScreenBoundary>
    </I18nProvider>,
  );
}

describe('lazily loaded screens', () => {
  it('show the screen once its code has arrived', async () => {
    renderScreen(async () => ({ default: () => <p>Sellers</p> }));
    expect(await screen.findByText('Sellers')).toBeDefined();
  });

  it('fetch their code once, ahead of showing when preloaded', async () => {
    const load = vi.fn(async () => ({ default: () => <p>Sellers</p> }));
    const Screen = lazyScreen(load);
    Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <I18nProvider>
        <ScreenBoundary>
          <Screen />
        </ScreenBoundary>
      </I18nProvider>,
    );
    expect(await screen.findByText('Sellers')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fail with a clear message when the code takes more than 120 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderScreen(() => new Promise(() => undefined));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => vi.advanceTimersByTime(screenLoadTimeoutMs - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toContain(
      'This page took more than 2 minutes to load. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeDefined();
  });

  it('say the page could not be loaded when its code fails to arrive', async () => {
    renderScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This page could not be loaded. Check your connection and try again.',
    );
  });
});

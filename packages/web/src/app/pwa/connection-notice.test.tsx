import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { connectivityStore } from '../api/connectivity-store.ts';
import { ConnectionNotice } from './connection-notice.tsx';

/** The browser's own connection state, as a lost network leaves it. */
function setBrowserOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setBrowserOnline(true));

function renderNotice() {
  render(
    <I18nProvider>
      <ConnectionNotice />
    </I18nProvider>,
  );
  return screen.getByRole('status', { hidden: true });
}

describe('the connection notice', () => {
  it('stays out of the way while the platform answers', () => {
    expect(renderNotice().hidden).toBe(true);
  });

  it('says the app is offline when the network goes, and goes away when it is back', () => {
    const notice = renderNotice();
    setBrowserOnline(false);
    expect(notice.hidden).toBe(false);
    expect(notice.textContent).toBe(
      'You are offline. The Ops Console needs a connection to the platform; what is on screen may be out of date.',
    );
    setBrowserOnline(true);
    expect(notice.hidden).toBe(true);
  });

  it('asks for the VPN when calls to the platform get no answer', () => {
    const notice = renderNotice();
    act(() => connectivityStore.report(false));
    expect(notice.textContent).toBe('Network error, Please make sure that your VPN connection is active!');
    act(() => connectivityStore.report(true));
    expect(notice.hidden).toBe(true);
  });
});

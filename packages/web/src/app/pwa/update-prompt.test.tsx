import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

function renderPrompt(needRefresh: boolean) {
  const calls: string[] = [];
  render(
    <I18nProvider>
      <UpdatePrompt
        needRefresh={needRefresh}
        onReload={() => calls.push('reload')}
        onDismiss={() => calls.push('dismiss')}
      />
    </I18nProvider>,
  );
  return calls;
}

describe('the update prompt', () => {
  it('is absent until a new version waits', () => {
    renderPrompt(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers to reload into the new version, or to do it later', async () => {
    const user = userEvent.setup();
    const calls = renderPrompt(true);
    expect(screen.getByRole('alert').textContent).toContain('A new version of the Ops Console is available.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(calls).toEqual(['reload', 'dismiss']);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { CopyButton } from './copy-button.tsx';

describe('CopyButton', () => {
  it('puts the text on the clipboard and says so', async () => {
    const user = userEvent.setup();
    renderInConsole(<CopyButton text="S-1" label="Copy" accessibleName="Copy code S-1" copied="Code S-1 copied" />);
    await user.click(screen.getByRole('button', { name: 'Copy code S-1' }));
    expect(await navigator.clipboard.readText()).toBe('S-1');
    expect(screen.getByRole('status').textContent).toBe('Code S-1 copied');
  });

  it('copies nothing when the text could not be got, and shows why', async () => {
    const user = userEvent.setup();
    await navigator.clipboard.writeText('before');
    renderInConsole(
      <CopyButton
        text={async () => undefined}
        label="Copy URL"
        copied="URL copied"
        status="The URL could not be made"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy URL' }));
    expect(await navigator.clipboard.readText()).toBe('before');
    expect(screen.getByRole('status').textContent).toBe('The URL could not be made');
  });

  it('says so when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    renderInConsole(<CopyButton text="secret" label="Copy" copied="Copied" />);
    const refused = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('not allowed'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Could not copy to the clipboard'));
    refused.mockRestore();
  });
});

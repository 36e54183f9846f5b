import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { Modal } from './modal.tsx';

function OpensAModal({ description }: { description?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {createPortal(
        <button type="button" className="layer-above">
          In a layer above
        </button>,
        document.body,
      )}
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Transaction T-1"
        {...(description === undefined ? {} : { description })}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        }
      >
        <label>
          Note <input />
        </label>
      </Modal>
    </>
  );
}

describe('modal dialog', () => {
  it('is a modal dialog named by its title and described by its description, with the focus inside', async () => {
    const { user } = renderInConsole(<OpensAModal description="Everything the platform knows about it" />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction T-1' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Everything the platform knows about it').id).toBe(dialog.getAttribute('aria-describedby'));
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.body.classList.contains('modal-scroll-lock')).toBe(true);
  });

  it('keeps Tab inside: from the last button it wraps to the first', async () => {
    const { user } = renderInConsole(<OpensAModal />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    await user.tab(); // the body, which scrolls by keys when it is long
    expect(document.activeElement?.className).toBe('modal-body');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Note'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
    await user.tab();
    expect(document.activeElement).toBe(close);
  });

  it('closes with Escape and gives the focus back to the button that opened it, the page scrolling again', async () => {
    const { user } = renderInConsole(<OpensAModal />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(document.body.classList.contains('modal-scroll-lock')).toBe(false);
  });

  it('leaves the focus where a key pressed right after Escape moved it, not back on the opener', async () => {
    const { user } = renderInConsole(
      <>
        <OpensAModal />
        <input aria-label="Query" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    const query = screen.getByRole('textbox', { name: 'Query' });
    // Escape, and in the same moment, before the dialog's focus comes back (a timeout after it has gone), a
    // shortcut focuses the query field.
    act(() => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    query.focus();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(query);
  });

  it('closes with its close button, and has no description when none is given', async () => {
    const { user } = renderInConsole(<OpensAModal />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(screen.getByRole('dialog').hasAttribute('aria-describedby')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click on the dimmed page, not on one in a layer above it such as the palette', async () => {
    const { user } = renderInConsole(<OpensAModal />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(screen.getByRole('button', { name: 'In a layer above', hidden: true }));
    expect(screen.getByRole('dialog', { name: 'Transaction T-1' })).toBeTruthy();
    const overlay = document.querySelector('.modal-overlay');
    if (!overlay) throw new Error('no overlay');
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

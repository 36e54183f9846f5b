import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import DocumentViewer from './document-viewer.tsx';
import type { ViewedFile } from './viewed-file.ts';
import { nextView } from './viewer-controls.ts';

const pngFile: ViewedFile = {
  name: 'passport.png',
  contentType: 'image/png',
  load: async () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
};

function renderViewer(file: ViewedFile) {
  const closes: number[] = [];
  const view = renderInConsole(<DocumentViewer file={file} onClose={() => closes.push(1)} />);
  return { ...view, closes };
}

describe('document viewer', () => {
  it('zooms between 60% and 100% and rotates in steps of 90 degrees both ways', () => {
    let view = nextView({ zoom: 1, rotation: 0 }, 'zoomOut');
    expect(view).toEqual({ zoom: 0.6, rotation: 0 });
    expect(nextView(view, 'zoomOut')).toEqual(view);
    view = nextView(nextView(view, 'rotateLeft'), 'rotateLeft');
    expect(view.rotation).toBe(180);
    view = nextView(nextView(nextView(view, 'rotateRight'), 'rotateRight'), 'rotateRight');
    expect(view).toEqual({ zoom: 0.6, rotation: 90 });
  });

  it('shows an image at 100%, then at 60% and turned, from buttons named for what they do', async () => {
    const { user } = renderViewer(pngFile);
    expect(screen.getByRole('dialog', { name: 'Document passport.png' })).toBeDefined();
    const image = await screen.findByRole('img', { name: 'passport.png' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(image.style.width).toBe('100%');
    const zoomIn = screen.getByRole('button', { name: 'Zoom in to 100%' }) as HTMLButtonElement;
    expect(zoomIn.disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Zoom out to 60%' }));
    expect(image.style.width).toBe('60%');
    expect(screen.getByText('60%')).toBeDefined();
    expect(zoomIn.disabled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Rotate 90° to the right' }));
    expect(image.style.transform).toBe('rotate(90deg)');
    expect(screen.getByText('Rotated 90°')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Rotate 90° to the left' }));
    await user.click(screen.getByRole('button', { name: 'Rotate 90° to the left' }));
    expect(image.style.transform).toBe('rotate(270deg)');
  });

  it('closes with Escape', async () => {
    const { user, closes } = renderViewer(pngFile);
    await screen.findByRole('img', { name: 'passport.png' });
    await user.keyboard('{Escape}');
    expect(closes).toHaveLength(1);
  });

  it('says so when the file cannot be fetched', async () => {
    renderViewer({ ...pngFile, load: () => Promise.reject(new Error('503')) });
    expect((await screen.findByRole('alert')).textContent).toBe('The document could not be opened');
  });

  it("shows 'Failed to convert HEIC images, please reload the page.' with an error icon for a HEIC it cannot convert", async () => {
    const heic: ViewedFile = { name: 'back.heic', contentType: 'image/heic', load: async () => new Blob(['x']) };
    renderInConsole(
      <DocumentViewer file={heic} onClose={() => undefined} convertHeic={() => Promise.reject(new Error('no'))} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to convert HEIC images, please reload the page.');
    expect(alert.querySelector('svg.error-icon')).not.toBeNull();
  });
});

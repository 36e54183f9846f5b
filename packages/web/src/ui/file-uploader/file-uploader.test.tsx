import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { FileUploader, type FileUploaderProps } from './file-uploader.tsx';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'front.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.4'], 'extract.pdf', { type: 'application/pdf' });
// Browsers mostly give HEIC files no type: the extension tells.
const heic = () => new File([new Uint8Array(16)], 'back.HEIC', { type: '' });

function renderUploader(props: Partial<FileUploaderProps> = {}) {
  const uploads: File[] = [];
  const onUpload = props.onUpload ?? (async (file: File) => void uploads.push(file));
  const view = renderInConsole(<FileUploader label="Upload files" {...props} onUpload={onUpload} />);
  const user = userEvent.setup({ applyAccept: false });
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...view, user, input, uploads };
}

const chosenNames = () => [...document.querySelectorAll('.chosen-file-name')].map((name) => name.textContent);

describe('file uploader', () => {
  it('offers images, PDF and HEIC, and refuses other types and files over 10 MB, naming them', async () => {
    const { user, input } = renderUploader();
    expect(input.accept).toContain('application/pdf');
    expect(input.accept).toContain('.heic');
    expect(input.multiple).toBe(true);
    const tooLarge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(input, [png(), text, tooLarge, pdf()]);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'notes.txt: Only images, PDF and HEIC files can be uploaded',
      'huge.png: The file is larger than 10 MB',
    ]);
    expect(chosenNames()).toEqual(['front.png', 'extract.pdf']);
    const preview = await screen.findByRole('img', { name: 'front.png' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('PDF document')).toBeDefined();
  });

  it('in single-file mode keeps only the last file chosen', async () => {
    const { user, input } = renderUploader({ single: true });
    expect(input.multiple).toBe(false);
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeDefined();
    await user.upload(input, png());
    await user.upload(input, pdf());
    expect(chosenNames()).toEqual(['extract.pdf']);
  });

  it('previews a HEIC image converted to JPEG', async () => {
    const converted: Blob[] = [];
    const { user, input } = renderUploader({
      convertHeic: async (image) => {
        converted.push(image);
        return new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
      },
    });
    await user.upload(input, heic());
    const preview = await screen.findByRole('img', { name: 'back.HEIC' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(converted).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Failed to convert HEIC images, please reload the page.' with an error icon when conversion fails", async () => {
    const { user, input, uploads } = renderUploader({
      convertHeic: () => Promise.reject(new Error('libheif failed to load')),
    });
    await user.upload(input, heic());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to convert HEIC images, please reload the page.');
    expect(alert.querySelector('svg.error-icon')).not.toBeNull();
    // The file itself is fine for the service: it can still go.
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(uploads.map((file) => file.name)).toEqual(['back.HEIC']);
  });

  it("says 'Error uploading image(s)' when an upload fails and keeps the files not yet sent for another try", async () => {
    let failing = 'extract.pdf';
    const sent: string[] = [];
    const { user, input } = renderUploader({
      onUpload: async (file) => {
        if (file.name === failing) throw new Error('503');
        sent.push(file.name);
      },
    });
    await user.upload(input, [png(), pdf()]);
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error uploading image(s)');
    expect(sent).toEqual(['front.png']);
    expect(chosenNames()).toEqual(['extract.pdf']);
    failing = '';
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(chosenNames()).toEqual([]));
    expect(sent).toEqual(['front.png', 'extract.pdf']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes dropped files, and a chosen file can be removed before uploading', async () => {
    const { user } = renderUploader();
    const zone = document.querySelector('.drop-zone') as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone.className).toContain('drop-zone-active');
    fireEvent.drop(zone, { dataTransfer: { files: [png(), pdf()] } });
    expect(zone.className).not.toContain('drop-zone-active');
    expect(chosenNames()).toEqual(['front.png', 'extract.pdf']);
    await user.click(screen.getByRole('button', { name: 'Remove front.png' }));
    expect(chosenNames()).toEqual(['extract.pdf']);
  });

  it('opens the file picker from a keyboard-usable button', async () => {
    const { user, input } = renderUploader();
    let opened = 0;
    input.addEventListener('click', () => opened++);
    screen.getByRole('button', { name: 'Choose files' }).focus();
    await user.keyboard('{Enter}');
    expect(opened).toBe(1);
  });
});

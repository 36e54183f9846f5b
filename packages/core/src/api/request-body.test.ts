import { describe, expect, it } from 'vitest';
import { buildFormData, withUploadContentType } from './request-body.ts';

describe('uploads', () => {
  it('names the content type of a HEIC photo the browser left untyped', () => {
    expect(withUploadContentType(new File(['x'], 'IMG_0001.HEIC')).type).toBe('image/heic');
    expect(withUploadContentType(new File(['x'], 'scan.heif')).type).toBe('image/heif');
    expect(withUploadContentType(new File(['x'], 'notes.txt')).type).toBe('');
    expect(withUploadContentType(new File(['x'], 'id.png', { type: 'image/png' })).type).toBe('image/png');
  });

  it('sends files as files and other fields as text', () => {
    const form = buildFormData({ file: new File(['%PDF'], 'kvk.pdf', { type: 'application/pdf' }), note: 'front' });
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('kvk.pdf');
    expect(form.get('note')).toBe('front');
  });
});

const heicExtensions = /\.(heic|heif)$/i;

/**
 * Browsers often give HEIC photos no content type; the contract accepts uploads by type, so name it from the
 * file's extension.
 */
export function withUploadContentType(file: File): File {
  if (file.type !== '' || !heicExtensions.test(file.name)) return file;
  const type = file.name.toLowerCase().endsWith('.heif') ? 'image/heif' : 'image/heic';
  return new File([file], file.name, { type, lastModified: file.lastModified });
}

/** The multipart body of an upload: files as files, everything else as text. */
export function buildFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof File) form.append(name, withUploadContentType(item));
      else if (item instanceof Blob) form.append(name, item);
      else form.append(name, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return form;
}

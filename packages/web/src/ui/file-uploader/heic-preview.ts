/** Turns a HEIC image into one the browser can show. */
export type HeicConverter = (heic: Blob) => Promise<Blob>;

/**
 * HEIC converted to JPEG at quality 0.1 for a preview (spec section 5). heic-to (its CSP build: no eval, a blob
 * worker) is megabytes, so it loads only when a HEIC file is shown.
 */
export const convertHeicToJpeg: HeicConverter = async (heic) => {
  const { heicTo } = await import('heic-to/csp');
  return heicTo({ blob: heic, type: 'image/jpeg', quality: 0.1 });
};

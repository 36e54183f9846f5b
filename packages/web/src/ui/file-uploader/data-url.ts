/**
 * A blob as a data: URL. Images shown from memory use these rather than blob: URLs, which the app's
 * Content-Security-Policy does not allow as image sources.
 */
export function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

import type { UploadContentType } from '@ops/core/contract';

/** The extensions a stored file may carry for its type; the first is the one it is given when it has none of them. */
const extensionsOf: Record<UploadContentType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'image/heic': ['heic'],
  'image/heif': ['heif'],
};

/** Room for any real file name, well under what file systems and the Content-Disposition header take. */
const maxNameLength = 120;

/**
 * The name a file is stored and served back under: the sender's last path segment without control characters,
 * quotes or backslashes, at most 120 characters, and ending in an extension of the type its bytes show, so
 * `evil.html` that is a PDF comes back as `evil.html.pdf`, never as a page.
 */
export function safeFileName(sent: string, contentType: UploadContentType): string {
  const lastSegment = sent.split(/[/\\]/).pop() ?? '';
  const cleaned = [...lastSegment]
    .filter((character) => {
      const code = character.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f && character !== '"';
    })
    .join('')
    .trim()
    .replace(/^\.+/, '');
  const extensions = extensionsOf[contentType];
  const dot = cleaned.lastIndexOf('.');
  const sentExtension = dot > 0 ? cleaned.slice(dot + 1) : '';
  const keepsExtension = extensions.includes(sentExtension.toLowerCase());
  const suffix = keepsExtension ? `.${sentExtension}` : `.${extensions[0]}`;
  const base = keepsExtension ? cleaned.slice(0, dot) : cleaned;
  const stem = (base || 'upload').slice(0, maxNameLength - suffix.length);
  return `${stem}${suffix}`;
}

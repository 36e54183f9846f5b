import { access, mkdir } from 'node:fs/promises';
import { extname, join } from 'node:path';

/** The bank inbox's folders: files being imported, those done, those refused. */
export function inboxFolders(folder: string) {
  const claimed = join(folder, 'claimed');
  const processed = join(folder, 'processed');
  const failed = join(folder, 'failed');
  return {
    claimed,
    processed,
    failed,
    async create() {
      for (const path of [claimed, processed, failed]) await mkdir(path, { recursive: true });
    },
  };
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Where a file goes in `folder`: its own name, or with a time stamp when a file of that name is already there. */
export async function placeOf(folder: string, name: string): Promise<string> {
  const plain = join(folder, name);
  if (!(await exists(plain))) return plain;
  const extension = extname(name);
  const stamp = new Date().toISOString().replaceAll(':', '-');
  return join(folder, `${name.slice(0, name.length - extension.length)}-${stamp}${extension}`);
}

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const migrationsDir = join(packageRoot, 'drizzle');

/**
 * A short hash of every migration file (and of `extra`, e.g. the PGlite version): the name of a migrated test
 * database kept between runs, which a new or changed migration renames, so it is built again.
 */
export function migrationsKey(...extra: string[]): string {
  const hash = createHash('sha256');
  for (const part of extra) hash.update(part);
  for (const entry of readdirSync(migrationsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    hash.update(entry.name);
    hash.update(readFileSync(join(entry.parentPath, entry.name)));
  }
  return hash.digest('hex').slice(0, 16);
}

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPglite } from '../db/create-pglite.ts';
import { openPgliteDatabase } from '../db/open-database.ts';
import { migrationsKey } from './migrations-key.ts';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const cacheDir = join(packageRoot, 'node_modules', '.cache', 'ops-platform');

/**
 * A dump of an empty, migrated PGlite database. Creating a PGlite from scratch runs initdb (seconds);
 * loading this dump takes a fraction of that, so each test platform still gets a fresh database.
 * Cached on disk per PGlite version and migration set.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const file = join(cacheDir, `pglite-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = await createPglite({ dataDir: 'memory://' });
  const database = await openPgliteDatabase(client);
  const dump = await client.dumpDataDir('none');
  await database.close();
  mkdirSync(cacheDir, { recursive: true });
  // Written aside and renamed: test workers starting together never read half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

function templateKey(): string {
  return migrationsKey(readFileSync(join(packageRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'));
}

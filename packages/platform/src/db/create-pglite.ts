import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const byteaOid = 17;

/**
 * bytea written and read as one hex string. PGlite's own serializer made a string of every byte and an array of
 * them: keeping four 10 MB uploads allocated about 4 GB of garbage (issue 36, `--heap-prof`-style sampling).
 */
const serializers = {
  [byteaOid]: (bytes: Uint8Array) =>
    `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`,
};
const parsers = { [byteaOid]: (text: string) => new Uint8Array(Buffer.from(text.slice(2), 'hex')) };

/**
 * A PGlite with the extensions the migrations create: pg_trgm, for searching sellers anywhere in their name, code
 * or e-mail through an index; bytea read and written as one hex string; in memory, WAL segments not zeroed
 * (`inMemory`). Every PGlite of the platform, its tests and benchmarks opens through here.
 */
export async function createPglite(
  options: Omit<PGliteOptions, 'extensions' | 'serializers' | 'parsers'>,
): Promise<PGlite> {
  const pglite = await PGlite.create({ ...options, extensions: { pg_trgm }, serializers, parsers });
  if (inMemory(options)) await pglite.exec('set wal_init_zero = off');
  return pglite;
}

/**
 * Whether the PGlite keeps its files in memory (Emscripten's MEMFS: `memory://`, or a dump loaded with no folder).
 * There PostgreSQL's zeroing of each new 16 MB WAL segment, 8 KB a write, grew the file by copying it whole an eighth
 * at a time: about 150 MB copied a segment, a tenth of auto-matching's CPU (issue 34, a CPU profile); with no disk
 * to reserve the space on, `wal_init_zero` buys nothing, and off PostgreSQL writes the segment's last byte instead.
 */
const inMemory = (options: Pick<PGliteOptions, 'dataDir'>) =>
  options.dataDir === undefined || options.dataDir.startsWith('memory://');

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
 * or e-mail through an index; and bytea read and written as one hex string. Every PGlite of the platform, its tests
 * and benchmarks opens through here.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions' | 'serializers' | 'parsers'>): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm }, serializers, parsers });
}

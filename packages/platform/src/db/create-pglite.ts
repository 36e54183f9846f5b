import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * A PGlite with the extensions the migrations create: pg_trgm, for searching sellers anywhere in their name, code
 * or e-mail through an index. Every PGlite of the platform, its tests and benchmarks opens through here.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'>): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

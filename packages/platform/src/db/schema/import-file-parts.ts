import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';

/**
 * An imported file as it came, byte for byte, for its download: a bank statement file's (by its code) or a
 * settlement report's (by its execution id), in parts of at most `importFilePartBytes`, each written in an import
 * round of its own (`db/import-file-parts.ts`), so keeping a 10 MB file never holds the database for one long
 * statement. A file is its parts in their order.
 */
export const importFileParts = pgTable(
  'import_file_parts',
  {
    fileCode: text('file_code').notNull(),
    position: integer('position').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileCode, table.position] })],
);

import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/database.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';

/** About a megabyte a row of `report_file_chunks`: few rows, and memory flat whatever the file's size. */
const chunkBytes = 1024 * 1024;

export interface ReportFileSink {
  /** Text (a CSV's lines, stored as UTF-8) or bytes (a PDF's). */
  write(content: string | Uint8Array): Promise<void>;
  /** Writes what is left; answers the file's size in bytes. */
  close(): Promise<number>;
}

/**
 * A chunk's content as SQL: text goes as text (converted to UTF-8 by the database), bytes as base64; both are many
 * times faster through PGlite than a bytea parameter, and the same on a server.
 */
function chunkContent(parts: (string | Uint8Array)[]) {
  if (parts.every((part) => typeof part === 'string')) return sql`convert_to(${parts.join('')}, 'UTF8')`;
  const bytes = Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
  return sql`decode(${bytes.toString('base64')}, 'base64')`;
}

/**
 * Writes a report's file as it is generated, a chunk at a time, each in a short transaction of its own (so PGlite's
 * one connection is never held for the whole file). Starts by removing what an earlier, interrupted try wrote.
 */
export async function openReportFileSink(database: Database, reportCode: string): Promise<ReportFileSink> {
  await database.transaction((tx) => tx.execute(sql`delete from report_file_chunks where report_code = ${reportCode}`));
  let pending: (string | Uint8Array)[] = [];
  let pendingBytes = 0;
  let position = 0;
  let size = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const content = chunkContent(pending);
    pending = [];
    pendingBytes = 0;
    const at = position;
    position += 1;
    await database.transaction((tx) =>
      tx.execute(
        sql`insert into report_file_chunks (report_code, position, content) values (${reportCode}, ${at}, ${content})`,
      ),
    );
  };
  return {
    async write(content) {
      const bytes = typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
      pending.push(content);
      pendingBytes += bytes;
      size += bytes;
      if (pendingBytes >= chunkBytes) await flush();
    },
    async close() {
      await flush();
      return size;
    },
  };
}

/** A stored file's bytes, read a chunk at a time as the download is sent. */
export function reportFileStream(db: Queryable, reportCode: string): ReadableStream<Uint8Array> {
  let position = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const [chunk] = await selectRows<{ content: string }>(
        db,
        sql`select encode(content, 'base64') as content from report_file_chunks
            where report_code = ${reportCode} and position = ${position}`,
      );
      position += 1;
      if (!chunk) {
        controller.close();
        return;
      }
      // PostgreSQL breaks base64 into lines; Node's decoder skips the line breaks.
      controller.enqueue(Buffer.from(chunk.content, 'base64'));
    },
  });
}

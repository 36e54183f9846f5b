import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/database.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';

/** About a megabyte a row of `report_file_chunks`: few rows, and memory flat whatever the file's size. */
const chunkBytes = 1024 * 1024;

export interface ReportFileSink {
  write(bytes: Uint8Array): Promise<void>;
  /** Writes what is left; answers the file's size in bytes. */
  close(): Promise<number>;
}

/**
 * Writes a report's file as it is generated, a chunk at a time, each in a short transaction of its own (so PGlite's
 * one connection is never held for the whole file). Starts by removing what an earlier, interrupted try wrote.
 */
export async function openReportFileSink(database: Database, reportCode: string): Promise<ReportFileSink> {
  await database.transaction((tx) => tx.execute(sql`delete from report_file_chunks where report_code = ${reportCode}`));
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let position = 0;
  let size = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const content = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    const at = position;
    position += 1;
    // Base64 text rather than a bytea parameter: ten times faster through PGlite, and the same on a server.
    await database.transaction((tx) =>
      tx.execute(
        sql`insert into report_file_chunks (report_code, position, content)
            values (${reportCode}, ${at}, decode(${content.toString('base64')}, 'base64'))`,
      ),
    );
  };
  return {
    async write(bytes) {
      pending.push(bytes);
      pendingBytes += bytes.byteLength;
      size += bytes.byteLength;
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

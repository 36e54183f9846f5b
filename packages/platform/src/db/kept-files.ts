import { createHash } from 'node:crypto';
import type { ReadableStream } from 'node:stream/web';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Queryable, Transaction } from './database.ts';
import type { ImportRounds } from './import-rounds.ts';
import { importFileParts } from './schema/index.ts';

/**
 * The most bytes a part of a kept file holds. A 10 MB file written in one statement held PGlite 0.2 to 0.9 s, every
 * other request waiting, and grew its WebAssembly memory (which never shrinks) by the copies of the whole value; a
 * part of 256 KiB is a few milliseconds.
 */
export const importFilePartBytes = 256 * 1024;

/** Parts read by one statement of a download. */
const partsARead = 16;

/** The file's SHA-256, as its bytes came: what knows the same file again. */
export async function sha256Of(content: ReadableStream<Uint8Array>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of content) hash.update(chunk);
  return hash.digest('hex');
}

/** The stream's bytes in parts of `importFilePartBytes` (the last one shorter). */
async function* partsOf(content: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  let part = new Uint8Array(importFilePartBytes);
  let filled = 0;
  for await (const chunk of content) {
    for (let taken = 0; taken < chunk.byteLength; ) {
      const piece = chunk.subarray(taken, taken + importFilePartBytes - filled);
      part.set(piece, filled);
      filled += piece.byteLength;
      taken += piece.byteLength;
      if (filled === importFilePartBytes) {
        yield part;
        part = new Uint8Array(importFilePartBytes);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield part.subarray(0, filled);
}

/**
 * An imported file being kept as it came, a part at a time: some parts written in the import's own rounds beside its
 * lines (`keepParts`, so they cost no round of their own), the rest one a round (`keepRest`). A part kept already
 * (the same file's import that stopped midway, finished now) is left as it is: a file is known by its SHA-256, so its
 * parts are the same bytes.
 */
export interface FileKeeper {
  /** Writes up to `parts` of the file's next parts in the caller's transaction. */
  keepParts(tx: Transaction, parts: number): Promise<void>;
  /** Writes the parts not written yet, one a round (`ImportRounds`), and answers the file's size in bytes. */
  keepRest(rounds: ImportRounds): Promise<number>;
}

export function fileKeeper(fileCode: string, content: ReadableStream<Uint8Array>): FileKeeper {
  const parts = partsOf(content);
  let position = 0;
  let size = 0;
  const nextPart = async () => {
    const next = await parts.next();
    return next.done ? undefined : next.value;
  };
  const keep = async (tx: Transaction, bytes: Uint8Array) => {
    size += bytes.byteLength;
    await tx.insert(importFileParts).values({ fileCode, position: position++, bytes }).onConflictDoNothing();
  };
  return {
    async keepParts(tx, count) {
      for (let kept = 0; kept < count; kept++) {
        const bytes = await nextPart();
        if (!bytes) return;
        await keep(tx, bytes);
      }
    },
    async keepRest(rounds) {
      for (let bytes = await nextPart(); bytes; bytes = await nextPart()) {
        const part = bytes;
        await rounds((tx) => keep(tx, part));
      }
      return size;
    },
  };
}

/** Keeps an imported file as it came, one part a round (`fileKeeper`), and answers its size in bytes. */
export function keepFile(rounds: ImportRounds, fileCode: string, content: ReadableStream<Uint8Array>): Promise<number> {
  return fileKeeper(fileCode, content).keepRest(rounds);
}

/** Whether a file is kept: a file imported before files were kept has no part. */
export async function isKept(tx: Transaction, fileCode: string): Promise<boolean> {
  const [first] = await tx
    .select({ position: importFileParts.position })
    .from(importFileParts)
    .where(and(eq(importFileParts.fileCode, fileCode), eq(importFileParts.position, 0)));
  return first !== undefined;
}

/** The kept file as it came, read `partsARead` parts a statement; undefined when it was not kept. */
export async function keptFile(db: Queryable, fileCode: string, name: string, type: string): Promise<File | undefined> {
  const parts: Uint8Array[] = [];
  for (let from = 0; ; from += partsARead) {
    const read = await db
      .select({ bytes: importFileParts.bytes })
      .from(importFileParts)
      .where(
        and(
          eq(importFileParts.fileCode, fileCode),
          gte(importFileParts.position, from),
          lt(importFileParts.position, from + partsARead),
        ),
      )
      .orderBy(asc(importFileParts.position));
    parts.push(...read.map((part) => part.bytes));
    if (read.length < partsARead) break;
  }
  return parts.length === 0 ? undefined : new File(parts, name, { type });
}

import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { Busboy } from '@fastify/busboy';

/** A multipart form read from its stream, its files on disk until `discard`. */
export interface MultipartForm {
  /** Text fields as strings, files as File objects read from disk, a repeated name as an array. */
  fields: Record<string, unknown>;
  /** Removes the form's files: once the request is answered. */
  discard(): Promise<void>;
}

/** Thrown when the body is not a multipart form: no boundary, a broken part, an end cut short. */
export class MalformedMultipartError extends Error {}

/** The form's parts in their order: a text, or the file being written to `path`. */
type Part = { name: string; value: string } | { name: string; written: Promise<void>; path: string; file: FileFacts };

interface FileFacts {
  fileName: string;
  type: string;
}

function fieldsOf(entries: [string, unknown][]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const had = fields[name];
    fields[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  }
  return fields;
}

/** Reads the parts as they stream in; each file part is written to the folder as it comes. */
function readParts(body: ReadableStream<Uint8Array>, contentType: string, folder: string): Promise<Part[]> {
  return new Promise((resolve, reject) => {
    const parts: Part[] = [];
    let parser: ReturnType<typeof Busboy>;
    try {
      // A part is a file when it names one, whatever its type (as the Fetch standard's form reader has it).
      parser = Busboy({
        headers: { 'content-type': contentType },
        isPartAFile: (_, __, fileName) => fileName !== undefined,
      });
    } catch (error) {
      reject(new MalformedMultipartError(String(error)));
      return;
    }
    parser.on('field', (name, value) => parts.push({ name, value }));
    parser.on('file', (name, stream, fileName, _encoding, type) => {
      const path = join(folder, String(parts.length));
      const written = pipeline(stream, createWriteStream(path));
      // Awaited once the form has ended; a form that breaks first leaves it failed, which nothing awaits then.
      written.catch(() => undefined);
      parts.push({ name, path, file: { fileName, type }, written });
    });
    parser.on('finish', () => resolve(parts));
    parser.on('error', (error) => reject(new MalformedMultipartError(String(error))));
    const source = Readable.fromWeb(body);
    source.on('error', reject);
    source.pipe(parser);
  });
}

/**
 * Reads a multipart form as it streams in (busboy): each file goes to a temporary folder a piece at a time and is
 * handed on as a File read from disk (`openAsBlob`), so an upload is never whole in memory, however many run at
 * once. A body that is not a well-formed form is a `MalformedMultipartError`, and its files are removed; a failure
 * of the body itself (its limit) is thrown as it is.
 */
export async function readMultipartStream(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
): Promise<MultipartForm> {
  const folder = await mkdtemp(join(tmpdir(), 'ops-upload-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  try {
    const parts = body ? await readParts(body, contentType, folder) : [];
    const entries = await Promise.all(
      parts.map(async (part): Promise<[string, unknown]> => {
        if ('value' in part) return [part.name, part.value];
        await part.written;
        const blob = await openAsBlob(part.path);
        return [part.name, new File([blob], part.file.fileName, { type: part.file.type })];
      }),
    );
    return { fields: fieldsOf(entries), discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

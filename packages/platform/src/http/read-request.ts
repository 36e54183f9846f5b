import type { ReadableStream } from 'node:stream/web';
import type { Context } from 'hono';
import { apiMessages } from './api-messages.ts';
import { badRequest } from './api-problem.ts';
import { maxJsonDepth, nestsTooDeep } from './json-depth.ts';
import { MalformedMultipartError, type MultipartForm, readMultipartStream } from './multipart-form.ts';
import type { PlatformEnv } from './platform-env.ts';

/** Query parameters as the contract's schemas expect them: a repeated key becomes an array. */
export function readQuery(c: Context<PlatformEnv>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    query[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

/** The JSON body, or undefined when there is none; one nested deeper than `maxJsonDepth` is a 400. */
export async function readJsonBody(c: Context<PlatformEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  if (nestsTooDeep(text)) {
    throw badRequest(apiMessages.badRequest, [{ field: 'body', message: apiMessages.nestedTooDeep(maxJsonDepth) }]);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(apiMessages.badRequest, [{ field: 'body', message: apiMessages.malformedJson }]);
  }
}

/**
 * A multipart form streamed in (`readMultipartStream`): text fields as strings, uploads as File objects read from
 * disk, a repeated name as an array. Its caller discards it once the request is answered.
 */
export async function readMultipartForm(c: Context<PlatformEnv>): Promise<MultipartForm> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data')) {
    throw badRequest(apiMessages.badRequest, [{ field: 'body', message: apiMessages.multipartExpected }]);
  }
  try {
    return await readMultipartStream(c.req.raw.body as ReadableStream<Uint8Array> | null, contentType);
  } catch (error) {
    if (error instanceof MalformedMultipartError) {
      throw badRequest(apiMessages.badRequest, [{ field: 'body', message: apiMessages.malformedMultipart }]);
    }
    throw error;
  }
}

import type { ReadableStream } from 'node:stream/web';
import { describe, expect, it } from 'vitest';
import { MalformedMultipartError, readMultipartStream } from './multipart-form.ts';

/** A form as a browser or core's client sends it: its body stream and its content type with the boundary. */
function sent(form: FormData) {
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  return [request.body as ReadableStream<Uint8Array>, request.headers.get('content-type') ?? ''] as const;
}

describe('a multipart form read as it streams in', () => {
  it('hands text fields as strings, a repeated name as an array, and each file read from disk, removed after', async () => {
    const form = new FormData();
    form.append('note', 'first');
    form.append('note', 'second');
    form.append('kind', 'statement');
    form.append('file', new File(['<Document/>'], 'afschrift-€ 1.xml', { type: 'application/xml' }));
    const read = await readMultipartStream(...sent(form));
    const { file, ...texts } = read.fields;
    expect(texts).toEqual({ note: ['first', 'second'], kind: 'statement' });
    expect(file).toBeInstanceOf(File);
    const upload = file as File;
    expect([upload.name, upload.type, upload.size, await upload.text()]).toEqual([
      'afschrift-€ 1.xml',
      'application/xml',
      11,
      '<Document/>',
    ]);
    await read.discard();
    await expect(upload.text()).rejects.toThrow();
  });

  it('refuses a body cut short or without its boundary', async () => {
    const form = new FormData();
    form.append('file', new File(['x'.repeat(100_000)], 'cut.xml'));
    const [body, contentType] = sent(form);
    const whole = new Uint8Array(await new Response(body).arrayBuffer());
    const cut = new Response(whole.subarray(0, 50_000)).body as ReadableStream<Uint8Array>;
    await expect(readMultipartStream(cut, contentType)).rejects.toBeInstanceOf(MalformedMultipartError);
    await expect(readMultipartStream(sent(form)[0], 'multipart/form-data')).rejects.toBeInstanceOf(
      MalformedMultipartError,
    );
  });
});

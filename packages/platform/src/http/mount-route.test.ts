import { type AuditEvent, defineRoute, type Page } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import { identitySecrets } from '../db/schema/index.ts';
import { registerServices } from '../services/index.ts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';
import { mountRoute } from './mount-route.ts';

const writeNote = defineRoute({
  id: 'writeNote',
  service: 'probe',
  method: 'POST',
  path: 'probe/notes/{noteId}',
  summary: 'Probe: writes an audit event',
  params: z.object({ noteId: z.string().regex(/^N-\d+$/) }),
  query: z.object({ draft: z.stringbool().default(false) }),
  body: z.object({ text: z.string().min(1), priority: z.int().min(1).max(5) }),
  response: z.object({ noteId: z.string(), text: z.string(), draft: z.boolean() }),
  successStatus: 201,
  scoped: true,
});

const offContract = defineRoute({
  id: 'offContract',
  service: 'probe',
  method: 'GET',
  path: 'probe/off-contract',
  summary: 'Probe: answers a shape its contract does not allow',
  response: z.object({ total: z.int() }),
});

const brokenQuery = defineRoute({
  id: 'brokenQuery',
  service: 'probe',
  method: 'GET',
  path: '/probe/broken-query',
  summary: 'Probe: runs SQL that fails',
  response: z.object({}),
});

const duplicate = defineRoute({
  id: 'duplicate',
  service: 'probe',
  method: 'POST',
  path: 'probe/duplicate',
  summary: 'Probe: inserts the same key twice',
  response: z.object({}),
});

const uploadDocument = defineRoute({
  id: 'uploadDocument',
  service: 'probe',
  method: 'POST',
  path: 'probe/documents',
  summary: 'Probe: a multipart upload',
  bodyType: 'multipart',
  body: z.object({ title: z.string().min(1), document: z.file().mime('application/pdf') }),
  response: z.object({ title: z.string(), fileName: z.string(), size: z.int() }),
});

const downloadReport = defineRoute({
  id: 'downloadReport',
  service: 'probe',
  method: 'GET',
  path: 'probe/report',
  summary: 'Probe: a file download',
  headers: z.object({ 'x-report-format': z.enum(['csv']) }),
  response: z.file(),
});

const removeNote = defineRoute({
  id: 'removeNote',
  service: 'probe',
  method: 'DELETE',
  path: 'probe/notes/{noteId}',
  summary: 'Probe: answers no content',
  params: z.object({ noteId: z.string() }),
  response: z.void(),
  successStatus: 204,
});

let platform: TestPlatform;
let headers: Record<string, string>;

beforeAll(async () => {
  platform = await startTestPlatform({
    services(app, database, parts) {
      registerServices(app, database, parts);
      mountRoute(app, writeNote, async ({ params, query, body, caller, scope }) => {
        await database.transaction((tx) =>
          recordAudit(tx, {
            actorEmail: caller.email,
            action: writeNote.id,
            entityType: 'note',
            entityId: params.noteId,
            before: null,
            after: { ...body, merchantCode: scope.merchantCode, divisionCode: scope.divisionCode },
          }),
        );
        return { noteId: params.noteId, text: body.text, draft: query.draft };
      });
      mountRoute(app, offContract, async () => ({ total: 'many' }) as unknown as { total: number });
      mountRoute(app, brokenQuery, async () => {
        await database.db.execute(sql`select secret_column from no_such_table`);
        return {};
      });
      mountRoute(app, duplicate, async () => {
        await database.transaction(async (tx) => {
          await tx.insert(identitySecrets).values({ name: 'probe', value: {} });
          await tx.insert(identitySecrets).values({ name: 'probe', value: {} });
        });
        return {};
      });
      mountRoute(app, uploadDocument, async ({ body }) => ({
        title: body.title,
        fileName: body.document.name,
        size: body.document.size,
      }));
      mountRoute(
        app,
        downloadReport,
        async () => new File(['code,name\nM-1,Acme\n'], 'merchants.csv', { type: 'text/csv' }),
      );
      mountRoute(app, removeNote, async () => undefined);
    },
  });
  headers = await platform.headersFor('ops@sandbox.test');
});
afterAll(async () => {
  await platform?.close();
});

function call(path: string, init: RequestInit = {}) {
  return fetch(`${platform.baseUrl}/api/${path}`, { ...init, headers: { ...headers, ...init.headers } });
}

function postJson(path: string, body: unknown, extraHeaders: Record<string, string> = {}) {
  return call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...extraHeaders },
    body: JSON.stringify(body),
  });
}

async function auditTrailOf(noteId: string) {
  const response = await call(`audit/note/${noteId}`);
  return ((await response.json()) as Page<AuditEvent>).elements;
}

describe('a contract route', () => {
  it('hands the handler the parsed request, the caller and the merchant scope, and answers its success status', async () => {
    const response = await postJson(
      'probe/notes/N-1?draft=true',
      { text: 'Checked the IBAN', priority: 2 },
      { 'merchant-code': 'M-100', 'merchant-division-code': 'D-7' },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ noteId: 'N-1', text: 'Checked the IBAN', draft: true });
    const [event] = await auditTrailOf('N-1');
    expect(event).toMatchObject({
      actor: 'ops@sandbox.test',
      action: 'writeNote',
      before: null,
      after: { text: 'Checked the IBAN', priority: 2, merchantCode: 'M-100', divisionCode: 'D-7' },
    });
  });

  it('refuses a body, query and path that break the contract with 400 naming each field, writing nothing', async () => {
    const response = await postJson('probe/notes/X-2?draft=perhaps', { priority: 9 });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { code: number; message: string; details: { field: string }[] };
    expect(answer.code).toBe(400);
    expect(answer.message).toBe('Bad request');
    expect(answer.details.map((detail) => detail.field).sort()).toEqual(['draft', 'noteId', 'priority', 'text']);
    expect(await auditTrailOf('X-2')).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await call('probe/notes/N-3', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"text": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      details: [{ field: 'body', message: 'The body is not valid JSON' }],
    });
    expect(await auditTrailOf('N-3')).toEqual([]);
  });

  it('refuses a control character in a path, query or body, and text over 2,000 bytes, with 400 naming each, writing nothing', async () => {
    const nul = await postJson('probe/notes/N-6%00?draft=tr%00ue', { text: 'Checked\u0000', priority: 1 });
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { details: unknown[] }).details).toEqual([
      { field: 'noteId', message: 'Control characters are not allowed' },
      { field: 'draft', message: 'Control characters are not allowed' },
      { field: 'text', message: 'Control characters are not allowed' },
    ]);

    const long = await postJson('probe/notes/N-6', { text: 'é'.repeat(1001), priority: 1 });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { details: unknown[] }).details).toEqual([
      { field: 'text', message: 'At most 2000 bytes of text' },
    ]);

    const lines = await postJson('probe/notes/N-7', { text: 'Line one\nLine two\ttabbed', priority: 1 });
    expect(lines.status).toBe(201);
    expect(await auditTrailOf('N-6')).toEqual([]);
  });

  it('refuses a multipart body it cannot read with 400', async () => {
    const response = await call('probe/documents', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=----cut' },
      body: '------cut\r\nContent-Disposition: form-data; name="title"\r\n\r\nunfinished',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      details: [{ field: 'body', message: 'The multipart body cannot be read' }],
    });
  });

  it('refuses a JSON body over 1 MB with 413 before reading it, writing nothing', async () => {
    const response = await call('probe/notes/N-4', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(1024 * 1024), priority: 1 }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toMatchObject({
      code: 413,
      message: 'The request body is larger than 1 MB',
      details: [{ field: 'body', message: 'The request body is larger than 1 MB' }],
    });
    expect(await auditTrailOf('N-4')).toEqual([]);
  });

  it('refuses a multipart body over the upload limit with 413 on any route, a JSON route too', async () => {
    const form = new FormData();
    form.set('text', 'x'.repeat(11 * 1024 * 1024));
    const response = await call('probe/notes/N-5', { method: 'POST', body: form });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 413, message: 'The file is larger than 10 MB' });
    expect(await auditTrailOf('N-5')).toEqual([]);
  });

  it('refuses a body over 1 MB on the sandbox routes too', async () => {
    const response = await fetch(`${platform.baseUrl}/sandbox/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@sandbox.test', padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it('never answers off its contract: such an answer is a 500', async () => {
    const response = await call('probe/off-contract');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 500, message: 'Internal server error', details: [] });
  });

  it('keeps SQL and stack traces out of a failure', async () => {
    const response = await call('probe/broken-query');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: 500, message: 'Internal server error', details: [] });
    expect(text).not.toMatch(/no_such_table|select|secret_column|at .*\.ts/);
  });

  it('answers a duplicate key with 409 and rolls the whole transaction back', async () => {
    const response = await call('probe/duplicate', { method: 'POST' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code: 409, message: 'Conflict', details: [] });
    const kept = await platform.database.db
      .select()
      .from(identitySecrets)
      .where(sql`${identitySecrets.name} = 'probe'`);
    expect(kept).toEqual([]);
  });

  it('hands a multipart upload to the handler with its files, and checks the form against the contract', async () => {
    const form = new FormData();
    form.set('title', 'Chamber of Commerce extract');
    form.set('document', new File(['%PDF-1.7'], 'extract.pdf', { type: 'application/pdf' }));
    const response = await call('probe/documents', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ title: 'Chamber of Commerce extract', fileName: 'extract.pdf', size: 8 });

    const withoutFile = new FormData();
    withoutFile.set('title', 'Nothing attached');
    const refused = await call('probe/documents', { method: 'POST', body: withoutFile });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ details: [{ field: 'document' }] });
  });

  it('sends a file answer as a download, after checking the route headers', async () => {
    const refused = await call('probe/report');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ details: [{ field: 'x-report-format' }] });

    const response = await call('probe/report', { headers: { 'x-report-format': 'csv' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''merchants.csv");
    expect(await response.text()).toBe('code,name\nM-1,Acme\n');
  });

  it('answers 204 without a body when the contract says so', async () => {
    const response = await call('probe/notes/N-4', { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';

let platform: TestPlatform;
let headers: Record<string, string>;
beforeAll(async () => {
  platform = await startTestPlatform();
  headers = { ...(await platform.headersFor('ops@sandbox.test')), 'content-type': 'application/json' };
});
afterAll(async () => {
  await platform?.close();
});

const division = '/api/accountowner/api/v2/accountowners/merchants/M-1/divisions/D-1';

/** About 16 kB of JSON nested 8,000 levels deep, in the field `field`. */
const deepBody = (field: string) => `{"${field}":${'['.repeat(8000)}"x"${']'.repeat(8000)}}`;

describe('a JSON body nested thousands of levels deep', () => {
  it.each([
    ['POST', `${division}/accountholders`, 'legalEntity'],
    ['PATCH', `${division}/accountholders/AH-1`, 'name'],
    ['POST', '/sandbox/token', 'email'],
  ])('answers %s %s with 400 in the error shape, naming the depth', async (method, path, field) => {
    const response = await fetch(`${platform.baseUrl}${path}`, { method, headers, body: deepBody(field) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 400,
      details: [{ field: 'body', message: 'At most 32 levels of nesting' }],
    });
  });

  it('takes a body nested to the limit', async () => {
    const atLimit = `{"email":${'['.repeat(31)}"x"${']'.repeat(31)}}`;
    const response = await fetch(`${platform.baseUrl}/sandbox/token`, { method: 'POST', headers, body: atLimit });
    expect(response.status).toBe(400);
    expect(await response.json()).not.toMatchObject({ details: [{ message: 'At most 32 levels of nesting' }] });
  });
});

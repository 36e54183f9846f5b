import { planRouteTables } from '@ops/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

describe('the services the platform mounts', () => {
  it('serve every route the clients can call: a route added to the contract but not mounted fails here', async () => {
    const document = (await (await fetch(`${platform.baseUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const served = new Set(
      Object.values(document.paths).flatMap((operations) =>
        Object.values(operations).map((operation) => operation.operationId),
      ),
    );
    const callable = Object.values(planRouteTables({ checkAnswers: false })).flatMap((table) => Object.keys(table));
    expect(callable.length).toBeGreaterThan(50);
    expect(callable.filter((id) => !served.has(id))).toEqual([]);
  });
});

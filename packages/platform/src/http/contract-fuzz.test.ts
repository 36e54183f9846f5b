import type { OpenApiDocument, OpenApiOperation } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../ledger/sql-rows.ts';
import { createLedgerDivision, depositConfirmed, type LedgerDivision } from '../ledger/testing/ledger-fixtures.ts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';

/**
 * Every route of the OpenAPI document the platform serves, called with requests generated from its parameters
 * and body: plausible codes, boundary and hostile values (NUL and other control characters, text of 3,000 bytes,
 * deep nesting, huge and negative numbers, wrong types, bodies that are not JSON). The platform must answer each
 * without a 5xx, and a refusal (4xx) must write nothing.
 */
let platform: TestPlatform;
let shop: LedgerDivision;
let document: OpenApiDocument;
let headers: Record<string, string>;

beforeAll(async () => {
  platform = await startTestPlatform();
  shop = await createLedgerDivision(platform.database, { sellers: 2, balanceTransfersEnabled: true });
  await platform.database.transaction((tx) =>
    depositConfirmed(tx, { virtualAccountCode: shop.sellerAccounts[0] ?? '', currency: 'EUR', amount: 10_000 }),
  );
  document = (await (await fetch(`${platform.baseUrl}/openapi.json`)).json()) as OpenApiDocument;
  headers = await platform.headersFor('ops@sandbox.test');
});
afterAll(async () => {
  await platform?.close();
});

/**
 * Rows that any state change leaves behind: its audit entry, its ledger transaction, its job, its schedule. (A refusal of a call
 * with an Idempotency-Key is kept as the key's first answer, by design, so keys are not counted.)
 */
const writes = async () => {
  const [row] = await selectRows<{ total: string }>(
    platform.database.db,
    sql`select concat_ws(',', (select count(*) from audit_events), (select count(*) from ledger_transactions),
               (select count(*) from jobs), (select count(*) from job_schedules)) as total`,
  );
  return row?.total;
};

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\r\n', '%00', '../..', "' or 1=1 --", '<script>', ' ', '', '😀'.repeat(10)),
  fc.constant('x'.repeat(3_000)),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 63, 0.1),
);
const deep = fc.integer({ min: 30, max: 200 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { nested: value };
  return value;
});
const hostileValue = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  deep,
  fc.jsonValue({ maxDepth: 3 }),
);

/** Real codes for the parameters that name one, so a call gets past "not found" to its own checks. */
const realValues = (): Record<string, string[]> => ({
  merchantCode: [shop.merchantCode],
  divisionCode: [shop.divisionCode],
  virtualAccountCode: shop.sellerAccounts,
  fromVirtualAccountCode: shop.sellerAccounts,
  toVirtualAccountCode: shop.sellerAccounts,
  currency: ['EUR'],
});

const parameterValue = (name: string) => {
  const real = realValues()[name];
  return real ? fc.oneof(fc.constantFrom(...real), hostileText) : hostileText;
};

interface FuzzedRequest {
  path: string;
  query: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function requestFor(path: string, operation: OpenApiOperation): fc.Arbitrary<FuzzedRequest> {
  const parameter = (where: 'path' | 'query' | 'header') => operation.parameters.filter((p) => p.in === where);
  const pathValues = fc.record(
    Object.fromEntries(parameter('path').map((p) => [p.name, parameterValue(p.name)])) as Record<
      string,
      fc.Arbitrary<string>
    >,
  );
  const queryValues = fc.record(
    Object.fromEntries(parameter('query').map((p) => [p.name, fc.oneof(parameterValue(p.name), hostileNumber)])),
    { requiredKeys: [] },
  );
  const jsonSchema = operation.requestBody?.content['application/json']?.schema as
    | { properties?: Record<string, unknown> }
    | undefined;
  const fields = Object.keys(jsonSchema?.properties ?? {});
  const fieldValue = (name: string) =>
    realValues()[name] ? fc.oneof(parameterValue(name), hostileValue) : hostileValue;
  const body = operation.requestBody
    ? fc.oneof(
        fc
          .record(Object.fromEntries(fields.map((name) => [name, fieldValue(name)])), { requiredKeys: [] })
          .map((value) => JSON.stringify(value)),
        hostileValue.map((value) => JSON.stringify(value)),
        fc.constantFrom('{"unterminated": ', 'not json', '\u0000', ''),
      )
    : fc.constant(undefined);
  const headerValues = fc.record(
    Object.fromEntries(
      parameter('header').map((p) => [
        p.name,
        p.name === 'populate-code-fields'
          ? fc.constant('generate')
          : p.name.toLowerCase() === 'idempotency-key'
            ? fc.uuid()
            : fc.constantFrom(shop.merchantCode, 'M-UNKNOWN'),
      ]),
    ) as Record<string, fc.Arbitrary<string>>,
  );
  return fc
    .record({ pathValues, queryValues, headers: headerValues, body })
    .map(({ pathValues, queryValues, headers, body }) => ({
      path: path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(pathValues[name] ?? ''))),
      query: new URLSearchParams(
        Object.entries(queryValues).map(([name, value]): [string, string] => [name, String(value)]),
      ).toString(),
      headers,
      body,
    }));
}

describe('every route of the contract, fuzzed', () => {
  it('answers generated and hostile requests without a 5xx, and writes nothing when it refuses', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const multipart = operation.requestBody?.content['multipart/form-data'] !== undefined;
        const samples = fc.sample(requestFor(path, operation), { numRuns: 6, seed: calls + 42 });
        for (const request of samples) {
          calls += 1;
          const before = method === 'get' ? '' : await writes();
          const response = await fetch(`${platform.baseUrl}${request.path}?${request.query}`, {
            method: method.toUpperCase(),
            headers: {
              ...headers,
              ...request.headers,
              'merchant-code': shop.merchantCode,
              'merchant-division-code': shop.divisionCode,
              ...(request.body === undefined
                ? {}
                : { 'content-type': multipart ? 'multipart/form-data; boundary=x' : 'application/json' }),
            },
            body: request.body,
          });
          await response.arrayBuffer();
          const where = `${method.toUpperCase()} ${request.path}?${request.query.slice(0, 80)} ${request.body?.slice(0, 80) ?? ''}`;
          if (response.status >= 500) failures.push(`${response.status} ${where}`);
          else if (response.status >= 400 && method !== 'get' && (await writes()) !== before) {
            failures.push(`${response.status} wrote something (${before} to ${await writes()}): ${where}`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 240_000);
});

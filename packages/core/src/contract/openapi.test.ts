import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountOwnerRoutes } from './account-owner/index.ts';
import { apiBasePath, buildOpenApiDocument, type OpenApiDocument } from './openapi.ts';
import { defineRoute } from './route.ts';

const routes = Object.values(accountOwnerRoutes);
const document = buildOpenApiDocument(routes);

const operations = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner),
  );
}

function resolve(doc: unknown, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);
}

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1 document that survives JSON', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('has every account owner route under /api/ with its method and route id as operationId', () => {
    for (const route of routes) {
      const operation = document.paths[apiBasePath + route.path]?.[route.method.toLowerCase()];
      expect(operation?.operationId, `${route.method} ${route.path}`).toBe(route.id);
    }
    expect(operations(document)).toHaveLength(routes.length);
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations(document).map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares exactly the placeholders of each path as required path parameters', () => {
    for (const { path, operation } of operations(document)) {
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
      expect(pathParameters.map((parameter) => parameter.name).sort(), path).toEqual(placeholders);
      expect(pathParameters.every((parameter) => parameter.required)).toBe(true);
    }
  });

  it('resolves every $ref inside the document', () => {
    const refs = refsOf(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(resolve(document, ref), ref).toBeDefined();
  });

  it('describes the seller with the fields of spec section 3, and whose it is in the seller lists', () => {
    const seller = document.components.schemas.ListedAccountHolder as { properties: Record<string, unknown> };
    expect(Object.keys(seller.properties)).toEqual(
      expect.arrayContaining([
        'merchantCode',
        'merchantName',
        'divisionCode',
        'divisionName',
        'name',
        'code',
        'email',
        'status',
        'kycStatus',
        'externalAccountStatus',
        'balances',
        'totalVolume',
        'payoutsConfiguration',
        'hostedOnboardingUrl',
        'legalForm',
        'companyType',
      ]),
    );
  });

  it("documents the create-merchant body with the spec's tiers and defaults", () => {
    const create = document.paths[`${apiBasePath}accountowner/api/v2/accountowners/merchants`]?.post;
    const body = create?.requestBody?.content['application/json']?.schema;
    expect(body).toEqual({ $ref: '#/components/schemas/CreateMerchant' });
    expect(document.components.schemas.CreateMerchant).toMatchObject({
      required: ['displayName'],
      properties: {
        defaultKycTier: { enum: ['LIGHT_KYC', 'STANDARD_KYC', 'ADVANCED_KYC'], default: 'ADVANCED_KYC' },
        countryCode: { enum: ['NLD', 'USA'], default: 'NLD' },
      },
    });
    expect(create?.parameters).toContainEqual(
      expect.objectContaining({
        name: 'populate-code-fields',
        in: 'header',
        schema: expect.objectContaining({ const: 'generate' }),
      }),
    );
  });

  it('asks scoped calls for the merchant and division headers and no one else', () => {
    for (const { operation } of operations(document)) {
      const route = routes.find((candidate) => candidate.id === operation.operationId);
      const names = operation.parameters.map((parameter) => parameter.name);
      expect(names.includes('Merchant-Code'), operation.operationId).toBe(route?.scoped === true);
    }
    expect(document.components.securitySchemes.identityToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.user).toMatchObject({ in: 'header', name: 'x-user' });
  });

  it('sends uploads as multipart with a binary file and answers errors in the error shape', () => {
    const upload = operations(document).find(
      ({ operation }) => operation.operationId === 'uploadOrganizationDocumentFile',
    );
    const schema = upload?.operation.requestBody?.content['multipart/form-data']?.schema;
    expect(schema).toMatchObject({ properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] });
    expect(upload?.operation.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    expect(document.components.schemas.ApiError).toMatchObject({ required: ['code', 'message', 'details'] });
  });

  it('adds an Idempotency-Key header to money-moving calls', () => {
    const transfer = defineRoute({
      id: 'transferBalance',
      service: 'main',
      method: 'POST',
      path: 'main/api/v2/fund/internal/balance/transfer',
      summary: 'Move money',
      body: z.object({ amount: z.int() }),
      response: z.object({ code: z.string() }),
      idempotent: true,
    });
    const doc = buildOpenApiDocument([transfer]);
    const parameters = doc.paths[`${apiBasePath}${transfer.path}`]?.post?.parameters;
    expect(parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
  });

  it('refuses two routes with one operationId', () => {
    const getMerchant = accountOwnerRoutes.getMerchant;
    expect(() => buildOpenApiDocument([getMerchant, { ...getMerchant, path: 'elsewhere' }])).toThrow(/share the id/);
  });
});

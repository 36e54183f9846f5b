import type { z } from 'zod';
import { approvalRequestHeader, approvalRequestSchema } from './approvals/approval-request.ts';
import { approvalHeldRoutes } from './approvals/approval-rule.ts';
import { apiErrorSchema } from './error.ts';
import { respondsWithFile } from './file-response.ts';
import { createSchemaComponents, type JsonSchema, type SchemaComponents } from './openapi-schemas.ts';
import type { ContractRoute } from './route.ts';

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters: OpenApiParameter[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema }> } | { $ref: string }
  >;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: OpenApiInfo;
  jsonSchemaDialect: string;
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  security: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

/** The proxy base every call goes through (spec section 7); contract paths are relative to it. */
export const apiBasePath = '/api/';

const defaultInfo: OpenApiInfo = {
  title: 'Ops Console API',
  version: '1.0.0',
  description:
    'The calls of the Ops Console back-office. Amounts are integers in minor units; dates are ISO 8601; paged ' +
    'calls count pages from 0. Errors answer { code, message, details: [{ field, message }] }.',
};

const errorResponses = {
  400: ['BadRequest', 'The body, query or path breaks the contract; nothing was written'],
  401: ['Unauthorized', 'No valid identity token'],
  403: ['Forbidden', 'The signed-in account may not do this'],
  404: ['NotFound', 'Not found'],
  409: ['Conflict', 'The request conflicts with the current state'],
} as const;

const scopeHeaders: OpenApiParameter[] = [
  {
    name: 'Merchant-Code',
    in: 'header',
    required: true,
    description: 'The bound merchant',
    schema: { type: 'string' },
  },
  {
    name: 'Merchant-Division-Code',
    in: 'header',
    required: true,
    description: 'The bound division',
    schema: { type: 'string' },
  },
];

const idempotencyHeader: OpenApiParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A retried request with the same key moves money only once: the same key and request answer the first result ' +
    "again (header `Idempotent-Replayed: true`), another request with the key is 409. Keys are the caller's own and " +
    "kept a week after their first use (the platform's `OPS_IDEMPOTENCY_KEY_RETENTION_HOURS`); after that the " +
    'same key is a new request.',
  schema: { type: 'string', minLength: 1 },
};

/** Path, query or header parameters from the properties of an object schema. */
function parametersOf(
  schemas: SchemaComponents,
  schema: z.ZodType | undefined,
  location: OpenApiParameter['in'],
): OpenApiParameter[] {
  if (!schema) return [];
  const converted = schemas.convert(schema, 'input');
  const required = new Set(converted.required ?? []);
  return Object.entries(converted.properties ?? {}).map(([name, property]) => {
    const { description, ...propertySchema } = property as JsonSchema;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: propertySchema,
    };
  });
}

/** The answer of a call an approval rule held back: nothing ran; the approval request says what will. */
function heldResponse(schemas: SchemaComponents) {
  return {
    description: `Held back by an approval rule: nothing ran yet. The approval request (its code also in the ${approvalRequestHeader} header) runs the call once its approvers approve`,
    content: { 'application/json': { schema: schemas.convert(approvalRequestSchema, 'output') } },
  };
}

function operationOf(route: ContractRoute, schemas: SchemaComponents): OpenApiOperation {
  const parameters = [
    ...parametersOf(schemas, route.params, 'path'),
    ...parametersOf(schemas, route.query, 'query'),
    ...(route.scoped ? scopeHeaders : []),
    ...parametersOf(schemas, route.headers, 'header'),
    ...(route.idempotent ? [idempotencyHeader] : []),
  ];
  const successStatus = route.successStatus ?? 200;
  const success =
    successStatus === 204
      ? { description: 'Done; no content' }
      : respondsWithFile(route)
        ? { description: "The file's bytes", content: { '*/*': { schema: { type: 'string', format: 'binary' } } } }
        : {
            description: 'Success',
            content: { 'application/json': { schema: schemas.convert(route.response, 'output') } },
          };
  const operation: OpenApiOperation = {
    operationId: route.id,
    summary: route.summary,
    tags: [route.service],
    parameters,
    responses: {
      [successStatus]: success,
      ...(approvalHeldRoutes[route.id] ? { 202: heldResponse(schemas) } : {}),
      ...Object.fromEntries(
        Object.entries(errorResponses).map(([status, [name]]) => [status, { $ref: `#/components/responses/${name}` }]),
      ),
    },
  };
  if (route.body) {
    const mediaType = route.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
    operation.requestBody = {
      required: true,
      content: { [mediaType]: { schema: schemas.convert(route.body, 'input') } },
    };
  }
  return operation;
}

/**
 * The OpenAPI 3.1 document of `routes`, served by the platform at /openapi.json so that a backend team can
 * implement the same contract. Paths sit under the proxy base `/api/`; operationIds are the route ids.
 */
export function buildOpenApiDocument(
  routes: readonly ContractRoute[],
  info: OpenApiInfo = defaultInfo,
): OpenApiDocument {
  const schemas = createSchemaComponents();
  const errorSchema = schemas.register('ApiError', apiErrorSchema);
  const paths: OpenApiDocument['paths'] = {};
  const operationIds = new Set<string>();

  // Answers first: their shapes get the plain component names (see createSchemaComponents).
  for (const route of routes) {
    if (route.successStatus !== 204 && !respondsWithFile(route)) schemas.convert(route.response, 'output');
  }

  for (const route of routes) {
    if (operationIds.has(route.id)) throw new Error(`Two routes share the id '${route.id}'`);
    operationIds.add(route.id);
    const path = apiBasePath + route.path.replace(/^\/+/, '');
    const method = route.method.toLowerCase();
    const pathItem = paths[path] ?? {};
    if (pathItem[method]) throw new Error(`Two routes answer ${route.method} ${path}`);
    pathItem[method] = operationOf(route, schemas);
    paths[path] = pathItem;
  }

  return {
    openapi: '3.1.0',
    info,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((route) => route.service))].map((name) => ({ name })),
    security: [{ identityToken: [], user: [] }],
    paths,
    components: {
      schemas: schemas.components,
      responses: Object.fromEntries(
        Object.values(errorResponses).map(([name, description]) => [
          name,
          { description, content: { 'application/json': { schema: errorSchema } } },
        ]),
      ),
      securitySchemes: {
        identityToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The identity token' },
        user: { type: 'apiKey', in: 'header', name: 'x-user', description: "The signed-in user's e-mail" },
      },
    },
  };
}

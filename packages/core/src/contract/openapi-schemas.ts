import { z } from 'zod';

export type JsonSchema = z.core.JSONSchema.BaseSchema;
export type SchemaDirection = 'input' | 'output';

const componentsPrefix = '#/components/schemas/';
const defsPrefix = '#/$defs/';

function renameRefs(schema: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => renameRefs(item, names));
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(defsPrefix)) {
        const id = value.slice(defsPrefix.length);
        return [key, componentsPrefix + (names.get(id) ?? id)];
      }
      return [key, renameRefs(value, names)];
    }),
  );
}

const sameSchema = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Turns zod schemas into JSON Schema 2020-12 for an OpenAPI 3.1 document. Schemas with a meta `id` become
 * shared components. A request (input) shape that differs from the response (output) shape of the same id,
 * e.g. because of defaults or `additionalProperties: false`, becomes a second component `<id>Input`.
 * Convert every output schema before any input schema, so that the plain names go to the answers.
 */
export function createSchemaComponents() {
  const components: Record<string, JsonSchema> = {};

  function convert(schema: z.ZodType, io: SchemaDirection): JsonSchema {
    const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as JsonSchema;
    const { $schema: _dialect, $defs: definitions = {}, ...root } = converted;
    const names = new Map(Object.keys(definitions).map((id) => [id, id]));

    // Giving one definition its Input name changes the definitions that point at it: repeat until stable.
    let renamed = true;
    while (io === 'input' && renamed) {
      renamed = false;
      for (const [id, definition] of Object.entries(definitions)) {
        const existing = components[id];
        const candidate = renameRefs(definition, names);
        if (names.get(id) === id && existing !== undefined && !sameSchema(existing, candidate)) {
          names.set(id, `${id}Input`);
          renamed = true;
        }
      }
    }

    for (const [id, definition] of Object.entries(definitions)) {
      const name = names.get(id) ?? id;
      const component = renameRefs(definition, names) as JsonSchema;
      const existing = components[name];
      if (existing !== undefined && !sameSchema(existing, component)) {
        throw new Error(`Two different schemas share the component name '${name}'`);
      }
      components[name] = component;
    }
    return renameRefs(root, names) as JsonSchema;
  }

  /** Registers a schema under a name of our choosing, e.g. the error shape. */
  function register(name: string, schema: z.ZodType): JsonSchema {
    components[name] = convert(schema, 'output');
    return { $ref: componentsPrefix + name };
  }

  return { components, convert, register };
}

export type SchemaComponents = ReturnType<typeof createSchemaComponents>;

import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { Option } from 'commander';
import type { z } from 'zod';

/** How a parameter is written on the command line. */
type OptionKind = 'string' | 'number' | 'flag' | 'file' | 'json';

interface ZodInternals {
  _zod: { def: { type: string; innerType?: ZodInternals; shape?: Record<string, ZodInternals> } };
  description?: string;
}

const wrappers = new Set(['optional', 'default', 'nullable', 'prefault', 'readonly', 'catch']);

function unwrapped(schema: ZodInternals): ZodInternals {
  let current = schema;
  while (wrappers.has(current._zod.def.type) && current._zod.def.innerType) current = current._zod.def.innerType;
  return current;
}

function kindOf(schema: ZodInternals): OptionKind {
  const type = unwrapped(schema)._zod.def.type;
  if (type === 'number' || type === 'int' || type === 'bigint') return 'number';
  if (type === 'boolean') return 'flag';
  if (type === 'file') return 'file';
  if (type === 'string' || type === 'enum' || type === 'literal' || type === 'template_literal') return 'string';
  return 'json';
}

/** A file parameter is given as a path; its type is the server's to tell from the bytes. */
const fileAt = (path: string) => new File([readFileSync(path)], basename(path));

const placeholders: Record<OptionKind, string> = {
  string: 'value',
  number: 'value',
  flag: '',
  file: 'path',
  json: 'json',
};

const readers: Record<OptionKind, (value: unknown) => unknown> = {
  string: (value) => value,
  number: (value) => Number(value),
  flag: (value) => value,
  file: (value) => fileAt(String(value)),
  json: (value) => JSON.parse(String(value)),
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export interface ParameterOption {
  name: string;
  option: Option;
  /** The option's text as the action's schema wants it. */
  read(value: unknown): unknown;
}

/**
 * One option per parameter of an action's schema: `--amount 1000` for a number, `--yes`-style flags for
 * booleans, `--file scan.pdf` (a path) for a file, `--identity '{"...": ...}'` (JSON) for nested values. A
 * schema that is not an object takes `--params <json>` whole.
 */
export function parameterOptions(parameters: z.ZodType): ParameterOption[] {
  const schema = unwrapped(parameters as unknown as ZodInternals);
  const shape = schema._zod.def.type === 'object' ? schema._zod.def.shape : undefined;
  if (!shape) {
    return [{ name: '', option: new Option('--params <json>', 'JSON'), read: (value) => JSON.parse(String(value)) }];
  }
  return Object.entries(shape).map(([name, field]) => {
    const kind = kindOf(field);
    const flag = kind === 'flag' ? `--${kebab(name)}` : `--${kebab(name)} <${placeholders[kind]}>`;
    const read = readers[kind];
    return { name, option: new Option(flag, field.description ?? ''), read };
  });
}

/** The parameters the action gets from the options given (absent ones stay absent). */
export function parametersFrom(options: readonly ParameterOption[], values: Record<string, unknown>): unknown {
  const whole = options.find((option) => option.name === '');
  if (whole) return values.params === undefined ? {} : whole.read(values.params);
  const parameters: Record<string, unknown> = {};
  for (const { name, option, read } of options) {
    const value = values[option.attributeName()];
    if (value !== undefined) parameters[name] = read(value);
  }
  return parameters;
}

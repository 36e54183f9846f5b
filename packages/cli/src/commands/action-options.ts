import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { uploadContentTypeOf } from '@ops/core/contract';
import type { TranslationFunctions } from '@ops/locales';
import { Option } from 'commander';
import type { z } from 'zod';
import { usageError } from '../cli-error.ts';

/** How a parameter is written on the command line; an amount is a whole number of minor units (1050 for €10.50). */
type OptionKind = 'string' | 'number' | 'amount' | 'flag' | 'file' | 'files' | 'json';

interface ZodInternals {
  _zod: {
    def: { type: string; innerType?: ZodInternals; element?: ZodInternals; shape?: Record<string, ZodInternals> };
  };
  description?: string;
}

const wrappers = new Set(['optional', 'default', 'nullable', 'prefault', 'readonly', 'catch']);

function unwrapped(schema: ZodInternals): ZodInternals {
  let current = schema;
  while (wrappers.has(current._zod.def.type) && current._zod.def.innerType) current = current._zod.def.innerType;
  return current;
}

/** A field whose name ends in 'amount' or 'Amount' holds money: integers in minor units everywhere. */
const isAmountField = (name: string) => /amount$/i.test(name);

function kindOf(name: string, schema: ZodInternals): OptionKind {
  const type = unwrapped(schema)._zod.def.type;
  if (type === 'number' || type === 'int' || type === 'bigint') return isAmountField(name) ? 'amount' : 'number';
  if (type === 'boolean') return 'flag';
  if (type === 'file') return 'file';
  const element = unwrapped(schema)._zod.def.element;
  if (type === 'array' && element && unwrapped(element)._zod.def.type === 'file') return 'files';
  if (type === 'string' || type === 'enum' || type === 'literal' || type === 'template_literal') return 'string';
  return 'json';
}

/** A file parameter is given as a path; typed by its name as a browser would, the service checks the bytes. */
const fileAt = (path: string) =>
  new File([readFileSync(path)], basename(path), { type: uploadContentTypeOf(path) ?? '' });

const placeholders: Record<OptionKind, string> = {
  string: 'value',
  number: 'value',
  amount: 'minor-units',
  flag: '',
  file: 'path',
  files: 'paths...',
  json: 'json',
};

/** Minor units as the `stripe` CLI takes them: digits only; '10.50', '1e3', '-5' and 'abc' are refused. */
function amountReader(t: TranslationFunctions, option: string) {
  return (value: unknown) => {
    const text = String(value);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
      throw usageError(t.cli.amounts.invalid({ option, value: text }));
    }
    return Number(text);
  };
}

const readers: Record<Exclude<OptionKind, 'amount'>, (value: unknown) => unknown> = {
  string: (value) => value,
  number: (value) => Number(value),
  flag: (value) => value,
  file: (value) => fileAt(String(value)),
  files: (value) => (Array.isArray(value) ? value : [value]).map((path) => fileAt(String(path))),
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
 * booleans, `--file scan.pdf` (a path) for a file, `--files a.pdf b.png` for several, `--identity '{"...": ...}'` (JSON) for nested values. A
 * schema that is not an object takes `--params <json>` whole.
 */
/** 'fromVirtualAccountCode' → 'from virtual account code', for a field its schema does not describe. */
const wordsOf = (name: string) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

export function parameterOptions(parameters: z.ZodType, t: TranslationFunctions): ParameterOption[] {
  const schema = unwrapped(parameters as unknown as ZodInternals);
  const shape = schema._zod.def.type === 'object' ? schema._zod.def.shape : undefined;
  if (!shape) {
    const option = new Option('--params <json>', 'the parameters as one JSON document');
    return [{ name: '', option, read: (value) => JSON.parse(String(value)) }];
  }
  return Object.entries(shape).flatMap(([name, field]) => {
    const kind = kindOf(name, field);
    const long = `--${kebab(name)}`;
    const flag = kind === 'flag' ? long : `${long} <${placeholders[kind]}>`;
    const described = field.description ?? wordsOf(name);
    if (kind === 'amount') {
      return [
        { name, option: new Option(flag, `${described}, ${t.cli.amounts.option()}`), read: amountReader(t, long) },
      ];
    }
    const option = { name, option: new Option(flag, described), read: readers[kind] };
    // An optional setting that is on or off (`config set --no-balance-transfers-enabled`) can be turned off too.
    if (kind !== 'flag' || field._zod.def.type !== 'optional') return [option];
    return [option, { name, option: new Option(`--no-${kebab(name)}`, `${described}: off`), read: readers.flag }];
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

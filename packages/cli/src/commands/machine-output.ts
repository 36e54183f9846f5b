import { type ListColumn, machineFieldsOf, machineRecordOf } from '@ops/core/lists';
import type { CliContext } from '../cli-context.ts';
import { CliError, usageError } from '../cli-error.ts';
import { compileJq, jqMessageOf } from '../output/jq-filter.ts';
import type { DocumentFilter, MachinePrinting } from '../output/machine-printer.ts';
import type { ListFlags } from './paging.ts';

/** The fields a `--json` or `--jsonl` list names, each checked against the list's (`ops schema`). */
function pickedFields(context: CliContext, listed: string, available: readonly string[]): string[] {
  const fields = listed
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  const known = available.join(', ');
  if (fields.length === 0) throw usageError(context.t.cli.fields.needed({ fields: known }));
  const unknown = fields.find((field) => !available.includes(field));
  if (unknown !== undefined) throw usageError(context.t.cli.fields.unknown({ field: unknown, fields: known }));
  return fields;
}

/**
 * How a list prints for scripts, decided before anything is fetched (a wrong field, jq expression or template is
 * a usage error, exit 2): `--json FIELDS` and `--jsonl FIELDS` the machine records with those fields, `--csv` with
 * every field, `--jq` or `--template` over the `--json` document. `--json` without fields names them (exit 2, as
 * gh does). Nothing for a table or for `--jsonl` alone, which prints the platform's objects whole.
 */
export async function machinePrintingOf<Row>(
  context: CliContext,
  flags: ListFlags,
  columns: readonly ListColumn<Row>[],
): Promise<MachinePrinting<Row> | undefined> {
  const { t } = context;
  const available = machineFieldsOf(columns).map((field) => field.name);
  if (flags.jq !== undefined && typeof flags.json !== 'string') throw usageError(t.cli.fields.jqNeedsJson());
  if (flags.template !== undefined && typeof flags.json !== 'string') {
    throw usageError(t.cli.fields.templateNeedsJson());
  }
  if (flags.json === true) throw usageError(t.cli.fields.needed({ fields: available.join(', ') }));
  const recordOf = (row: Row) => machineRecordOf(columns, row);
  if (typeof flags.json === 'string') {
    const fields = pickedFields(context, flags.json, available);
    return { format: 'json', recordOf, fields, filter: await filterOf(context, flags) };
  }
  if (typeof flags.jsonl === 'string') {
    return { format: 'jsonl', recordOf, fields: pickedFields(context, flags.jsonl, available) };
  }
  return flags.csv ? { format: 'csv', recordOf, fields: available } : undefined;
}

/** What Handlebars said, on one line: a parse error's first and last lines ('Parse error on line 1: Expecting …'). */
function templateMessageOf(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split('\n');
  return lines.length > 1 ? `${lines[0]} ${lines.at(-1)}` : (lines[0] ?? '');
}

/**
 * A compiled filter whose failures are said in one line: compiling, a usage error (exit 2, before any call);
 * filtering the document, a failure (exit 1).
 */
async function guarded(compiled: Promise<DocumentFilter>, said: (error: unknown) => string): Promise<DocumentFilter> {
  const filter = await compiled.catch((error: unknown) => {
    throw usageError(said(error));
  });
  return (document) => {
    try {
      return filter(document);
    } catch (error) {
      throw new CliError(said(error));
    }
  };
}

/** What prints instead of the `--json` document: `--jq` (jq-web) or `--template` (Handlebars), each loaded only then. */
async function filterOf(context: CliContext, flags: ListFlags): Promise<DocumentFilter | undefined> {
  const { t, locale } = context;
  const { jq: expression, template } = flags;
  if (expression !== undefined) {
    return guarded(compileJq(expression), (error) =>
      t.cli.fields.jqInvalid({ expression, message: jqMessageOf(error) }),
    );
  }
  if (template === undefined) return undefined;
  const { compileTemplate } = await import('../output/template-filter.ts');
  return guarded(compileTemplate(template, locale), (error) =>
    t.cli.fields.templateInvalid({ message: templateMessageOf(error) }),
  );
}

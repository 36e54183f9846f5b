import { type ListColumn, machineFieldsOf, machineRecordOf } from '@ops/core/lists';
import type { CliContext } from '../cli-context.ts';
import { CliError, usageError } from '../cli-error.ts';
import type { JqFilter, MachinePrinting } from '../output/machine-printer.ts';
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
 * How a list prints for scripts, decided before anything is fetched (a wrong field or jq expression is a usage
 * error, exit 2): `--json FIELDS` and `--jsonl FIELDS` the machine records with those fields, `--csv` with every
 * field, `--jq` over the `--json` document. `--json` without fields names them (exit 2, as gh does). Nothing for a
 * table or for `--jsonl` alone, which prints the platform's objects whole.
 */
export async function machinePrintingOf<Row>(
  context: CliContext,
  flags: ListFlags,
  columns: readonly ListColumn<Row>[],
): Promise<MachinePrinting<Row> | undefined> {
  const { t } = context;
  const available = machineFieldsOf(columns).map((field) => field.name);
  if (flags.jq !== undefined && typeof flags.json !== 'string') throw usageError(t.cli.fields.jqNeedsJson());
  if (flags.json === true) throw usageError(t.cli.fields.needed({ fields: available.join(', ') }));
  const recordOf = (row: Row) => machineRecordOf(columns, row);
  if (typeof flags.json === 'string') {
    const fields = pickedFields(context, flags.json, available);
    return { format: 'json', recordOf, fields, jq: flags.jq === undefined ? undefined : await jqOf(context, flags.jq) };
  }
  if (typeof flags.jsonl === 'string') {
    return { format: 'jsonl', recordOf, fields: pickedFields(context, flags.jsonl, available) };
  }
  return flags.csv ? { format: 'csv', recordOf, fields: available } : undefined;
}

/** The `--jq` filter: a wrong expression is a usage error (exit 2), one that fails on the document a failure (exit 1). */
async function jqOf(context: CliContext, expression: string): Promise<JqFilter> {
  const { compileJq, jqMessageOf } = await import('../output/jq-filter.ts');
  const said = (error: unknown) => context.t.cli.fields.jqInvalid({ expression, message: jqMessageOf(error) });
  const filter = await compileJq(expression).catch((error: unknown) => {
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

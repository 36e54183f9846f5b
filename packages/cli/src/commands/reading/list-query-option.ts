import { type ListQueryFields, listQueryErrorMessage, parseListQuery } from '@ops/core/list-query';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import { usageError } from '../../cli-error.ts';

/** The flag every list with a query language takes: `--query 'type:REFUND,CHARGEBACK created>-30d'`. */
export interface QueryFlags {
  query?: string;
}

/** `--query <text>`, its help naming the list's fields. */
export function withQueryOption(command: Command, context: CliContext, fields: ListQueryFields): Command {
  const names = fields.fields.map((field) => field.name).join(', ');
  return command.option('--query <text>', context.t.listQuery.cli.option({ fields: names }));
}

/**
 * Reads `--query` before anything is asked of the platform: a query it cannot read is a usage error (exit 2) whose
 * one line names the character at fault, in the user's language.
 */
export function checkQueryFlag(context: CliContext, fields: ListQueryFields, flags: QueryFlags): void {
  if (flags.query === undefined) return;
  const result = parseListQuery(fields, flags.query);
  if (!result.ok) throw usageError(listQueryErrorMessage(context.t, result.error, fields));
}

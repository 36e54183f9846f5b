import type { MerchantScope } from '@ops/core/api';
import { cellValue, columnHeader, csvMoney, type ListColumn, type MoneyCell, singleAmountOf } from '@ops/core/lists';
import type { Command } from 'commander';
import { type CliContext, scopeOf } from '../../cli-context.ts';
import { CliError } from '../../cli-error.ts';
import { printRecord, type RecordSection } from '../../output/record-printer.ts';
import { type OutputColumn, outputFormatOf } from '../../output/row-printer.ts';
import { type FormatFlags, withFormatOptions } from '../paging.ts';

/** The flags every scoped reading command takes. */
export interface ScopeFlags {
  merchant?: string;
  division?: string;
}

/** An amount as the screens show it, or in minor units with `--raw` (core's CSV money format), in a table's text. */
export function moneyOf(context: CliContext, flags: FormatFlags) {
  return (amount: number, currency: string) =>
    csvMoney({ amount, currency }, { locale: context.locale, raw: flags.raw });
}

/**
 * A field or column that is an amount: as the screens show it (minor units with `--raw`), or for machines (`--csv`)
 * its minor units, an integer, with its currency beside it (`csvColumnsOf`). Nothing when `pick` finds none.
 */
export function amountColumn<Row>(
  context: CliContext,
  flags: FormatFlags,
  header: string,
  pick: (row: Row) => MoneyCell | null,
): OutputColumn<Row> {
  if (flags.machine) {
    return { header, value: (row) => pick(row)?.amount ?? null, currency: (row) => pick(row)?.currency ?? null };
  }
  const money = moneyOf(context, flags);
  return {
    header,
    value: (row) => {
      const picked = pick(row);
      return picked ? money(picked.amount, picked.currency) : null;
    },
  };
}

/**
 * Core's list columns for a terminal or CSV: headers in the user's language; amounts as the screens show them, or
 * for machines as `amountColumn` writes them (several in one currency summed, as the lists' machine fields are).
 */
export function outputColumnsOf<Row>(
  context: CliContext,
  flags: FormatFlags,
  columns: readonly ListColumn<Row>[],
): OutputColumn<Row>[] {
  const format = { locale: context.locale, raw: flags.raw };
  return columns.map((column) => {
    const header = columnHeader(context.t, column);
    if (column.kind === 'money' && flags.machine) {
      return amountColumn(context, flags, header, (row: Row) => singleAmountOf(column.value(row) ?? []));
    }
    return { header, value: (row: Row) => cellValue(column.value(row), format) };
  });
}

/** The bound merchant and division, or 'Please select a merchant and try again'. */
export function requireScope(context: CliContext, flags: ScopeFlags): MerchantScope {
  const scope = scopeOf(context, flags);
  if (!scope) throw new CliError(context.t.validation.selectMerchant());
  return scope;
}

/** The merchant: `--merchant`, else the bound one. */
export function requireMerchant(context: CliContext, flags: ScopeFlags): string {
  const merchantCode = flags.merchant ?? context.config.merchantCode;
  if (!merchantCode) throw new CliError(context.t.validation.selectMerchant());
  return merchantCode;
}

/** The bound division as list filters, or nothing (every merchant). */
export function scopeQuery(context: CliContext, flags: ScopeFlags) {
  const scope = scopeOf(context, flags);
  return scope ? { merchantCode: scope.merchantCode, divisionCode: scope.divisionCode } : {};
}

/** A query value only when given. */
export const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined || value === '' ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** `--merchant` and `--division` on a scoped command. */
export function withScopeOptions(command: Command, context: CliContext): Command {
  return command
    .option('--merchant <code>', context.t.cli.options.merchant())
    .option('--division <code>', context.t.cli.options.division());
}

/** Examples under a command's help. */
export function withExamples(command: Command, context: CliContext, examples: readonly string[]): Command {
  return command.addHelpText(
    'after',
    `\n${context.t.cli.examples()}\n${examples.map((line) => `  ${line}`).join('\n')}\n`,
  );
}

/** `show <code>` under a group, with the output formats. */
export function showCommand(group: Command, context: CliContext, description: string): Command {
  return withFormatOptions(
    group.command('show').description(description).argument('<code>', context.t.cli.show.code()),
    context,
  );
}

/** 'Not found' (spec section 8) for a code no list has. */
export function notFound(context: CliContext, code: string): CliError {
  return new CliError(`${context.t.errors.catalogue.notFound()}: ${code}`);
}

/**
 * The row whose code is exactly `code`, from a list searched by the start of the code: page by page until it
 * shows up, as a longer code can start with it.
 */
export async function findByCode<Row extends { code: string }>(
  context: CliContext,
  code: string,
  search: (page: number, limit: number) => Promise<{ elements: readonly Row[]; totalCount: number }>,
): Promise<Row> {
  const limit = 100;
  for (let page = 1, seen = 0; ; page += 1) {
    const { elements, totalCount } = await search(page, limit);
    const row = elements.find((candidate) => candidate.code === code);
    if (row) return row;
    seen += elements.length;
    if (elements.length === 0 || seen >= totalCount) throw notFound(context, code);
  }
}

/** Prints a shown record in the format the flags ask for. */
export function printShown<Row>(
  context: CliContext,
  flags: FormatFlags,
  record: { fields: readonly OutputColumn<Row>[]; row: Row; document: unknown; sections?: readonly RecordSection[] },
): void {
  printRecord((chunk) => context.io.stdout.write(chunk), outputFormatOf(flags), record, context.t.cli.lists.empty());
}

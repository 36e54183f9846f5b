import { readFile } from 'node:fs/promises';
import type { MerchantScope } from '@ops/core/api';
import type { PayoutRequestStatus } from '@ops/core/contract';
import type { PayoutSelection } from '@ops/core/flows/payout-processing';
import type { TranslationFunctions } from '@ops/locales';
import { usageError } from '../cli-error.ts';

export interface ProcessingInputFlags {
  fromFile?: string;
  status?: string;
  allStatuses?: boolean;
  seller?: string;
  search?: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/** Codes, one or more a line, separated by white space or commas. */
const codesIn = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/**
 * What to process: the codes given as arguments and read from `--from-file` (`-` for standard input); without
 * any, every payout request the filter (`--status`, `--seller`, `--search` and the bound division) lists. A filter
 * without `--status` needs `--all-statuses`, so nothing but what was meant is processed.
 */
export async function selectionOf(
  args: readonly string[],
  flags: ProcessingInputFlags,
  scope: MerchantScope | undefined,
  stdin: NodeJS.ReadableStream,
  t: TranslationFunctions,
): Promise<PayoutSelection> {
  const named = args.length > 0 || flags.fromFile !== undefined;
  if (!named && !flags.status && !flags.allStatuses) throw usageError(t.cli.process.needsSelection());
  const fromArgs = args.includes('-') ? [...args.filter((arg) => arg !== '-'), ...codesIn(await readAll(stdin))] : args;
  const fromFile =
    flags.fromFile === undefined
      ? []
      : codesIn(flags.fromFile === '-' ? await readAll(stdin) : await readFile(flags.fromFile, 'utf8'));
  if (named) return { codes: [...fromArgs, ...fromFile] };
  return {
    filter: {
      ...(scope ?? {}),
      ...(flags.status ? { status: flags.status as PayoutRequestStatus } : {}),
      ...(flags.seller ? { accountHolderCode: flags.seller } : {}),
      ...(flags.search ? { search: flags.search } : {}),
    },
  };
}

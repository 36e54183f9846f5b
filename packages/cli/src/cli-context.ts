import type { MerchantScope } from '@ops/core/api';
import type { Locales, TranslationFunctions } from '@ops/locales';
import { readConfig, type StoredConfig } from './config-store.ts';

const defaultApi = 'http://localhost:8080';

/** Where the command's input comes from and its output goes, so tests and the binary run the same code. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
}

/** Everything a command runs with: the language, the stored config, the platform and the session. */
export interface CliContext {
  io: CliIo;
  locale: Locales;
  t: TranslationFunctions;
  config: StoredConfig;
  api: string;
  /** Why the change is made (`--reason`, or asked on a terminal when the division requires one): every call's. */
  reason?: string | undefined;
  /** Set by `--dry-run` once its question is printed: from then on nothing that changes anything is sent (`dry-run.ts`). */
  dryRun?: boolean;
}

export function createCliContext(
  io: CliIo,
  locale: Locales,
  t: TranslationFunctions,
  apiFlag?: string,
  reasonFlag?: string,
): CliContext {
  const config = readConfig(io.env);
  const api = (apiFlag ?? io.env.OPS_API_URL ?? config.api ?? defaultApi).replace(/\/+$/, '');
  return { io, locale, t, config, api, reason: reasonFlag?.trim() || undefined };
}

/** The bound merchant and division: `--merchant`/`--division`, else what `ops use` stored. */
export function scopeOf(
  context: CliContext,
  flags: { merchant?: string | undefined; division?: string | undefined },
): MerchantScope | undefined {
  const merchantCode = flags.merchant ?? context.config.merchantCode;
  const divisionCode = flags.division ?? context.config.divisionCode;
  return merchantCode && divisionCode ? { merchantCode, divisionCode } : undefined;
}

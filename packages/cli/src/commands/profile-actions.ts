import type { CliContext } from '../cli-context.ts';
import { CliError, usageError } from '../cli-error.ts';
import { createRowPrinter, type OutputColumn } from '../output/row-printer.ts';
import {
  chooseProfile,
  defaultProfile,
  hasProfile,
  isProfileName,
  readProfiles,
  readStoredConfig,
  removeProfile,
  updateStoredConfig,
} from '../profile-store.ts';
import { claimsOf } from '../session.ts';
import { confirmed } from './ask-first.ts';

/** A profile as `ops profiles list` shows it. */
interface ListedProfile {
  name: string;
  /** Whether this run uses it (`--profile`, `OPS_PROFILE`, else the chosen one). */
  current: boolean;
  api: string | null;
  merchantCode: string | null;
  divisionCode: string | null;
  /** Who its stored token signs in, null when it has none. */
  signedInAs: string | null;
}

function checkedName(context: CliContext, name: string): string {
  if (!isProfileName(name)) throw usageError(context.t.cli.profiles.invalidName({ name }));
  return name;
}

function knownName(context: CliContext, name: string): string {
  if (!hasProfile(readProfiles(context.io.env), checkedName(context, name))) {
    throw new CliError(context.t.cli.profiles.unknown({ name }));
  }
  return name;
}

/** The platform's URL as stored: http or https, without a trailing slash; anything else is a usage error. */
function platformUrl(context: CliContext, name: string, api: string | undefined): string {
  const url = api && URL.canParse(api) ? new URL(api) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw usageError(context.t.cli.profiles.needsApi({ name }));
  return url.href.replace(/\/+$/, '');
}

/**
 * `ops profiles add NAME --api URL [--merchant M --division D]`: stores the profile, or changes it. A profile moved
 * to another platform forgets its sign-in, which that platform would not accept.
 */
export function addProfile(
  context: CliContext,
  name: string,
  flags: { api?: string | undefined; merchant?: string | undefined; division?: string | undefined },
): void {
  const { t, io } = context;
  checkedName(context, name);
  const api = platformUrl(context, name, flags.api);
  if (Boolean(flags.merchant) !== Boolean(flags.division)) throw usageError(t.cli.profiles.needsBoth());
  const before = readProfiles(io.env).profiles[name];
  const moved = before?.api !== undefined && before.api !== api;
  updateStoredConfig(io.env, name, {
    api,
    merchantCode: flags.merchant,
    divisionCode: flags.division,
    ...(moved ? { idToken: undefined, refreshToken: undefined } : {}),
  });
  io.stdout.write(`${t.cli.profiles.added({ name, url: api })}\n`);
}

/** `ops profiles list [--json] [--names]`: every profile, the one this run uses marked. */
export function listProfiles(context: CliContext, flags: { json?: boolean; names?: boolean }): void {
  const { t, io } = context;
  const file = readProfiles(io.env);
  const names = [defaultProfile, ...Object.keys(file.profiles).filter((name) => name !== defaultProfile)];
  if (flags.names) {
    io.stdout.write(`${names.join('\n')}\n`);
    return;
  }
  const listed = names.map((name): ListedProfile => {
    const stored = readStoredConfig(io.env, name, file);
    return {
      name,
      current: name === context.profile,
      api: stored.api ?? null,
      merchantCode: stored.merchantCode ?? null,
      divisionCode: stored.divisionCode ?? null,
      signedInAs: (stored.idToken && claimsOf(stored.idToken)?.email) || null,
    };
  });
  const words = t.cli.profiles;
  const columns: OutputColumn<ListedProfile>[] = [
    { header: '', value: (profile) => (profile.current ? '*' : '') },
    { header: words.columns.name(), value: (profile) => profile.name },
    { header: words.columns.platform(), value: (profile) => profile.api ?? '' },
    { header: words.columns.merchant(), value: (profile) => profile.merchantCode ?? '' },
    { header: words.columns.division(), value: (profile) => profile.divisionCode ?? '' },
    { header: words.columns.signedInAs(), value: (profile) => profile.signedInAs ?? words.notSignedIn() },
  ];
  const printer = createRowPrinter((chunk) => io.stdout.write(chunk), flags.json ? 'json' : 'table', columns);
  printer.page(listed);
  printer.end('');
}

/** `ops profiles use NAME`: every later run uses it, unless `--profile` or `OPS_PROFILE` names another. */
export function useProfile(context: CliContext, name: string): void {
  const { io, t } = context;
  chooseProfile(io.env, knownName(context, name));
  const url = readStoredConfig(io.env, name).api ?? context.api;
  io.stdout.write(`${t.cli.profiles.using({ name, url })}\n`);
}

/** `ops profiles remove NAME [--yes]`: asks first on a terminal (it forgets a sign-in), needs --yes otherwise. */
export async function removeStoredProfile(context: CliContext, name: string, flags: { yes?: boolean }): Promise<void> {
  const { io, t } = context;
  const words = t.cli.profiles;
  knownName(context, name);
  const url = readStoredConfig(io.env, name).api ?? '';
  const question = {
    title: words.removeTitle({ name }),
    message: words.removeMessage(),
    details: url ? [{ label: words.columns.platform(), value: url }] : [],
    confirmLabel: words.removeTitle({ name }),
    cancelLabel: t.actions.confirm.cancel(),
  };
  if (!flags.yes && !(await confirmed(context, question, words.removeNeedsYes({ name })))) {
    io.stderr.write(`${t.cli.actions.cancelled()}\n`);
    return;
  }
  removeProfile(io.env, name);
  io.stdout.write(`${words.removed({ name })}\n`);
}

import type { MerchantScope } from '@ops/core/api';
import type { Locales, TranslationFunctions } from '@ops/locales';
import {
  defaultProfile,
  hasProfile,
  isProfileName,
  readProfiles,
  readStoredConfig,
  type StoredConfig,
} from './profile-store.ts';

const defaultApi = 'http://localhost:8080';

/** Where the command's input comes from and its output goes, so tests and the binary run the same code. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
}

/** Everything a command runs with: the language, the profile, the platform and the session. */
export interface CliContext {
  io: CliIo;
  locale: Locales;
  t: TranslationFunctions;
  /** The run's profile: `--profile`, else `OPS_PROFILE`, else the one `ops profiles use` chose, else `default`. */
  profile: string;
  /** Whether that profile is stored (the default one always is): a run naming another is refused. */
  profileKnown: boolean;
  /** The profile's platform, binding and sign-in as stored. */
  config: StoredConfig;
  api: string;
  /** Set once the platform said it runs in production: every action asks first (`ask-first.ts`). */
  production?: boolean;
  /** Why the change is made (`--reason`, or asked on a terminal when the division requires one): every call's. */
  reason?: string | undefined;
  /** Set by `--dry-run` once its question is printed: from then on nothing that changes anything is sent (`dry-run.ts`). */
  dryRun?: boolean;
}

/** The global options read before the program is built. */
export interface GlobalFlags {
  api?: string | undefined;
  reason?: string | undefined;
  profile?: string | undefined;
}

/**
 * The run's context. The platform is `--api`, else a profile named by `--profile` or `OPS_PROFILE`, else
 * `OPS_API_URL`, else the chosen profile's, else `http://localhost:8080`: a profile named for the run wins over the
 * environment's URL, which a stored choice does not.
 */
export function createCliContext(
  io: CliIo,
  locale: Locales,
  t: TranslationFunctions,
  flags: GlobalFlags = {},
): CliContext {
  const named = flags.profile ?? (io.env.OPS_PROFILE || undefined);
  const profiles = readProfiles(io.env);
  const profile = named ?? profiles.current ?? defaultProfile;
  // A name that is no profile name (`--profile ../x`) reads no file: the run is refused as an unknown profile.
  const validName = isProfileName(profile);
  const config = validName ? readStoredConfig(io.env, profile, profiles) : {};
  const profileApi = named ? config.api : undefined;
  const api = (flags.api ?? profileApi ?? (io.env.OPS_API_URL || undefined) ?? config.api ?? defaultApi).replace(
    /\/+$/,
    '',
  );
  return {
    io,
    locale,
    t,
    profile,
    profileKnown: validName && hasProfile(profiles, profile),
    config,
    api,
    reason: flags.reason?.trim() || undefined,
  };
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

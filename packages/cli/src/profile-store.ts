import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import envPaths from 'env-paths';

/** A profile: the platform it talks to and the merchant and division bound there (`ops use`). */
export interface Profile {
  api?: string | undefined;
  merchantCode?: string | undefined;
  divisionCode?: string | undefined;
}

/** A profile's sign-in (`ops login`), kept in a file of its own that only the user may read. */
export interface ProfileTokens {
  idToken?: string | undefined;
  refreshToken?: string | undefined;
}

/** What a run reads of its profile: the profile and its sign-in. */
export type StoredConfig = Profile & ProfileTokens;

/** `profiles.json`: every profile, and the one `ops profiles use` chose. */
export interface ProfilesFile {
  current?: string | undefined;
  profiles: Record<string, Profile>;
}

/** The profile a run uses when none is named or chosen; the config from before profiles became this one. */
export const defaultProfile = 'default';

/** A name that is safe as a file name: letters, digits, '-' and '_', 40 at most. */
export const isProfileName = (name: string) => /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/.test(name);

/** The folder everything is kept in: `$XDG_CONFIG_HOME/ops`, else the system's (`~/.config/ops` on Linux). */
function configFolder(env: NodeJS.ProcessEnv): string {
  return env.XDG_CONFIG_HOME ? join(env.XDG_CONFIG_HOME, 'ops') : envPaths('ops', { suffix: '' }).config;
}

const profilesPath = (env: NodeJS.ProcessEnv) => join(configFolder(env), 'profiles.json');
/** The single config file of before profiles, read once as the default profile and then removed. */
const legacyPath = (env: NodeJS.ProcessEnv) => join(configFolder(env), 'config.json');
/** A profile's token file, `tokens/NAME.json`. */
export const tokenPath = (env: NodeJS.ProcessEnv, name: string) => join(configFolder(env), 'tokens', `${name}.json`);

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Writes the file whole (a new file renamed over the old), readable by the user alone, in folders only they open. */
function writePrivate(path: string, value: unknown): void {
  mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
  const next = `${path}.${process.pid}.tmp`;
  writeFileSync(next, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  chmodSync(next, 0o600);
  renameSync(next, path);
}

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/**
 * Moves the single `config.json` of before profiles into the profiles' layout as the default profile, its tokens
 * into the default profile's token file, so a user stays signed in; the old file goes once both are written. In a
 * folder that cannot be written the old file stays, and the default profile's sign-in is read from it.
 */
function migrateLegacyConfig(env: NodeJS.ProcessEnv): ProfilesFile | undefined {
  const legacy = readJson<StoredConfig>(legacyPath(env));
  if (!legacy) return undefined;
  const { idToken, refreshToken, ...profile } = legacy;
  const file = { current: defaultProfile, profiles: { [defaultProfile]: withoutUndefined(profile) } };
  try {
    if (idToken || refreshToken) {
      writePrivate(tokenPath(env, defaultProfile), withoutUndefined({ idToken, refreshToken }));
    }
    writePrivate(profilesPath(env), file);
    rmSync(legacyPath(env), { force: true });
  } catch {
    // A folder that cannot be written: `readStoredConfig` reads the sign-in from the old file.
  }
  return file;
}

/** Every profile and the chosen one; the config of before profiles becomes the default profile first. */
export function readProfiles(env: NodeJS.ProcessEnv): ProfilesFile {
  const stored = readJson<ProfilesFile>(profilesPath(env));
  if (stored) return { current: stored.current, profiles: stored.profiles ?? {} };
  return migrateLegacyConfig(env) ?? { profiles: {} };
}

/** Whether the profile exists; the default profile always does, stored or not. */
export const hasProfile = (file: ProfilesFile, name: string) => name === defaultProfile || name in file.profiles;

/** A profile with its sign-in. */
export function readStoredConfig(env: NodeJS.ProcessEnv, name: string, file = readProfiles(env)): StoredConfig {
  const profile = file.profiles[name] ?? {};
  const tokens = readJson<ProfileTokens>(tokenPath(env, name));
  if (tokens || name !== defaultProfile) return { ...profile, ...tokens };
  // The old single file, where it could not be moved.
  const { idToken, refreshToken } = readJson<StoredConfig>(legacyPath(env)) ?? {};
  return withoutUndefined({ ...profile, idToken, refreshToken });
}

const tokenFields = new Set(['idToken', 'refreshToken']);

/** Changes a profile and its sign-in (a field set to undefined is forgotten); answers the profile as stored now. */
export function updateStoredConfig(env: NodeJS.ProcessEnv, name: string, change: Partial<StoredConfig>): StoredConfig {
  const file = readProfiles(env);
  const entries = Object.entries(change);
  const profileChange = Object.fromEntries(entries.filter(([field]) => !tokenFields.has(field)));
  const tokenChange = Object.fromEntries(entries.filter(([field]) => tokenFields.has(field)));
  const profile = withoutUndefined({ ...file.profiles[name], ...profileChange });
  if (Object.keys(profileChange).length > 0 || !(name in file.profiles)) {
    writePrivate(profilesPath(env), { ...file, profiles: { ...file.profiles, [name]: profile } });
  }
  const path = tokenPath(env, name);
  let tokens = readJson<ProfileTokens>(path) ?? {};
  if (Object.keys(tokenChange).length > 0) {
    tokens = withoutUndefined({ ...tokens, ...tokenChange });
    if (Object.keys(tokens).length > 0) writePrivate(path, tokens);
    else rmSync(path, { force: true });
  }
  return { ...profile, ...tokens };
}

/** Makes `name` the profile every run uses unless `--profile` or `OPS_PROFILE` names another. */
export function chooseProfile(env: NodeJS.ProcessEnv, name: string): void {
  writePrivate(profilesPath(env), { ...readProfiles(env), current: name });
}

/** Removes a profile and its token file; the default profile is chosen again when it was the chosen one. */
export function removeProfile(env: NodeJS.ProcessEnv, name: string): void {
  const { current, profiles } = readProfiles(env);
  const { [name]: _removed, ...rest } = profiles;
  writePrivate(profilesPath(env), { current: current === name ? defaultProfile : current, profiles: rest });
  rmSync(tokenPath(env, name), { force: true });
}
